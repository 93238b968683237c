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
import { useTranslation } from 'react-i18next';

const DAYS = 30;
/** Columns a phone leaves out: the plan, its target and how often and how fast it was met stay. */
const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;

/** For admins: how fast each plan's tickets were answered and resolved, against the plan's target. */
export function SlaStatsCard() {
  const { t } = useTranslation('support');
  const q = useSlaStats(DAYS);
  return (
    <Card sx={{ mt: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('stats.title', { days: DAYS })}
        </Typography>
        <QueryState isLoading={q.isLoading} error={q.error} onRetry={() => q.refetch()}>
          <TableContainer>
            <Table size="small" aria-label={t('stats.label')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('stats.plan')}</TableCell>
                  <TableCell>{t('stats.target')}</TableCell>
                  <TableCell align="right" sx={WIDE_ONLY}>
                    {t('stats.tickets')}
                  </TableCell>
                  <TableCell align="right">{t('sla.met')}</TableCell>
                  <TableCell align="right">{t('stats.medianFirst')}</TableCell>
                  <TableCell align="right" sx={WIDE_ONLY}>
                    {t('stats.medianResolve')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {(q.data?.plans ?? []).map((p) => (
                  <TableRow key={p.planId}>
                    <TableCell>{PLAN_NAME[p.planId]}</TableCell>
                    <TableCell>{t('duration.hours', { h: p.targetHours })}</TableCell>
                    <TableCell align="right" sx={WIDE_ONLY}>
                      {p.tickets}
                    </TableCell>
                    <TableCell align="right">
                      {p.answered ? t('stats.ofTotal', { n: p.answeredWithinTarget, total: p.answered }) : '—'}
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
