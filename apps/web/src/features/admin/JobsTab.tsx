import type { JobRun } from '@cosmos/contracts';
import {
  Card,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { QueryState } from '../../components/ui/QueryState';
import { useJobs } from './api';
import { when } from './format';

function Outcome({ run }: { run: JobRun | null }) {
  if (!run) return <>not run yet</>;
  if (run.ok === null) return <Chip size="small" label="Running" color="info" />;
  return run.ok ? (
    <Chip size="small" label="OK" color="success" variant="outlined" />
  ) : (
    <Chip size="small" label="Failed" color="error" />
  );
}

function duration(r: JobRun) {
  if (!r.finishedAt) return '—';
  const ms = new Date(r.finishedAt).getTime() - new Date(r.startedAt).getTime();
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** Scheduled jobs: each one's last run and last failure, then the latest runs across all of them. */
export function JobsTab() {
  const jobs = useJobs();
  return (
    <QueryState isLoading={jobs.isLoading} error={jobs.error} onRetry={() => jobs.refetch()}>
      {jobs.data && (
        <Stack spacing={3}>
          <TableContainer component={Card}>
            <Table size="small" aria-label="Jobs">
              <TableHead>
                <TableRow>
                  <TableCell>Job</TableCell>
                  <TableCell>Last run</TableCell>
                  <TableCell>Result</TableCell>
                  <TableCell>Last failure</TableCell>
                  <TableCell align="right">Runs (24 h)</TableCell>
                  <TableCell align="right">Failures (24 h)</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {jobs.data.jobs.map((j) => (
                  <TableRow key={j.name}>
                    <TableCell sx={{ textTransform: 'capitalize' }}>{j.name}</TableCell>
                    <TableCell>{when(j.lastRun?.startedAt)}</TableCell>
                    <TableCell>
                      <Outcome run={j.lastRun} />
                    </TableCell>
                    <TableCell sx={{ maxWidth: 320, overflowWrap: 'anywhere' }}>
                      {j.lastFailure
                        ? `${when(j.lastFailure.startedAt)}: ${j.lastFailure.error ?? 'no reason recorded'}`
                        : 'none'}
                    </TableCell>
                    <TableCell align="right">{j.runs24h}</TableCell>
                    <TableCell align="right">{j.failures24h}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Typography variant="h6" component="h2">
            Latest runs
          </Typography>
          {jobs.data.recent.length === 0 ? (
            <Typography color="text.secondary">No job has run since the server started recording runs.</Typography>
          ) : (
            <TableContainer component={Card}>
              <Table size="small" aria-label="Latest runs">
                <TableHead>
                  <TableRow>
                    <TableCell>Job</TableCell>
                    <TableCell>Started</TableCell>
                    <TableCell>Took</TableCell>
                    <TableCell>Result</TableCell>
                    <TableCell>Error</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {jobs.data.recent.map((r) => (
                    <TableRow key={r.id}>
                      <TableCell sx={{ textTransform: 'capitalize' }}>{r.name}</TableCell>
                      <TableCell>{when(r.startedAt)}</TableCell>
                      <TableCell>{duration(r)}</TableCell>
                      <TableCell>
                        <Outcome run={r} />
                      </TableCell>
                      <TableCell sx={{ maxWidth: 320, overflowWrap: 'anywhere' }}>{r.error ?? ''}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </Stack>
      )}
    </QueryState>
  );
}
