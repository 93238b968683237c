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
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/i18n';

function Outcome({ run }: { run: JobRun | null }) {
  const { t } = useTranslation('admin');
  if (!run) return <>{t('jobs.notRun')}</>;
  if (run.ok === null) return <Chip size="small" label={t('jobs.running')} color="info" />;
  return run.ok ? (
    <Chip size="small" label={t('jobs.ok')} color="success" variant="outlined" />
  ) : (
    <Chip size="small" label={t('jobs.failed')} color="error" />
  );
}

function duration(r: JobRun) {
  if (!r.finishedAt) return '—';
  const ms = new Date(r.finishedAt).getTime() - new Date(r.startedAt).getTime();
  return ms < 1000
    ? `${formatNumber(ms)} ms`
    : `${formatNumber(ms / 1000, { maximumFractionDigits: 1, minimumFractionDigits: 1 })} s`;
}

/** Scheduled jobs: each one's last run and last failure, then the latest runs across all of them. */
export function JobsTab() {
  const { t } = useTranslation('admin');
  const jobs = useJobs();
  return (
    <QueryState isLoading={jobs.isLoading} error={jobs.error} onRetry={() => jobs.refetch()}>
      {jobs.data && (
        <Stack spacing={3}>
          <TableContainer component={Card}>
            <Table size="small" aria-label={t('tabs.jobs')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('jobs.job')}</TableCell>
                  <TableCell>{t('jobs.lastRun')}</TableCell>
                  <TableCell>{t('jobs.result')}</TableCell>
                  <TableCell>{t('jobs.lastFailure')}</TableCell>
                  <TableCell align="right">{t('jobs.runs24h')}</TableCell>
                  <TableCell align="right">{t('jobs.failures24h')}</TableCell>
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
                        ? `${when(j.lastFailure.startedAt)}: ${j.lastFailure.error ?? t('jobs.noReason')}`
                        : t('none')}
                    </TableCell>
                    <TableCell align="right">{j.runs24h}</TableCell>
                    <TableCell align="right">{j.failures24h}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Typography variant="h6" component="h2">
            {t('jobs.latest')}
          </Typography>
          {jobs.data.recent.length === 0 ? (
            <Typography color="text.secondary">{t('jobs.noneYet')}</Typography>
          ) : (
            <TableContainer component={Card}>
              <Table size="small" aria-label={t('jobs.latest')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('jobs.job')}</TableCell>
                    <TableCell>{t('jobs.started')}</TableCell>
                    <TableCell>{t('jobs.took')}</TableCell>
                    <TableCell>{t('jobs.result')}</TableCell>
                    <TableCell>{t('jobs.error')}</TableCell>
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
