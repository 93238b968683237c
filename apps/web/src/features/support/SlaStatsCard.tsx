import {
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { QueryState } from '../../components/ui/QueryState';
import { PLAN_NAME, duration } from './SlaChip';
import { useSlaStats } from './tickets-api';

const DAYS = 30;
/** Columns a phone leaves out: the plan, its target and how often and how fast it was met stay. */
const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;

/** For admins: how fast each plan's tickets were answered and resolved, against the plan's target. */
export function SlaStatsCard() {
  const q = useSlaStats(DAYS);
  return (
    <Card sx={{ mt: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Response times, last {DAYS} days
        </Typography>
        <QueryState isLoading={q.isLoading} error={q.error} onRetry={() => q.refetch()}>
          <TableContainer>
            <Table size="small" aria-label="Response times by plan">
              <TableHead>
                <TableRow>
                  <TableCell>Plan</TableCell>
                  <TableCell>Target</TableCell>
                  <TableCell align="right" sx={WIDE_ONLY}>
                    Tickets
                  </TableCell>
                  <TableCell align="right">Answered in time</TableCell>
                  <TableCell align="right">Median first answer</TableCell>
                  <TableCell align="right" sx={WIDE_ONLY}>
                    Median time to resolve
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {(q.data?.plans ?? []).map((p) => (
                  <TableRow key={p.planId}>
                    <TableCell>{PLAN_NAME[p.planId]}</TableCell>
                    <TableCell>{p.targetHours} h</TableCell>
                    <TableCell align="right" sx={WIDE_ONLY}>
                      {p.tickets}
                    </TableCell>
                    <TableCell align="right">
                      {p.answered ? `${p.answeredWithinTarget} of ${p.answered}` : '—'}
                    </TableCell>
                    <TableCell align="right">
                      {p.medianFirstResponseMinutes === null ? '—' : duration(p.medianFirstResponseMinutes)}
                    </TableCell>
                    <TableCell align="right" sx={WIDE_ONLY}>
                      {p.medianResolutionHours === null ? '—' : duration(p.medianResolutionHours * 60)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </QueryState>
      </CardContent>
    </Card>
  );
}
