import type { AccuracyReport } from '@cosmos/contracts';
import {
  Alert,
  Box,
  Grid,
  LinearProgress,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader';
import { QueryState } from '../../components/ui/QueryState';
import { formatDateTime, formatNumber } from '../../lib/i18n/format';
import { paths } from '../../lib/paths';
import { useAccuracy } from './api';
import { FigureCard } from './FigureCard';

const num = (x: number | null, digits = 2) =>
  x === null ? '—' : formatNumber(x, { minimumFractionDigits: digits, maximumFractionDigits: digits });
const pct = (x: number) => formatNumber(x, { style: 'percent', maximumFractionDigits: 1 });
const signed = (x: number) => `${x > 0 ? '+' : x < 0 ? '−' : ''}${num(Math.abs(x))}`;

function PassTiming({ f }: { f: NonNullable<AccuracyReport['passTiming']> }) {
  const { t } = useTranslation('accuracy');
  const a = f.reference;
  const b = f.sample;
  return (
    <FigureCard
      id="passes"
      title={t('passes.title')}
      headline={t('seconds', { s: num(a.maxSeconds) })}
      caption={t('passes.headline', { n: formatNumber(a.passes), sites: a.sites })}
      method={t('passes.method')}
      sampleSize={f.sampleSize}
      sampleUnit={t('units.passes')}
      measuredAt={f.measuredAt}
    >
      <Typography variant="body2">
        {t('passes.reference', {
          median: num(a.medianSeconds),
          p95: num(a.p95Seconds),
          max: num(a.maxSeconds),
          el: num(a.maxElevationErrorDeg, 3),
          missed: formatNumber(a.missed),
        })}
      </Typography>
      <Typography variant="body2">
        {t('passes.sample', {
          objects: formatNumber(b.objects),
          sites: b.sites,
          hours: formatNumber(b.hours),
          n: formatNumber(b.passes),
          missed: formatNumber(b.missed),
          median: num(b.medianSeconds),
          max: num(b.maxSeconds),
        })}
      </Typography>
    </FigureCard>
  );
}

function Magnitudes({ f }: { f: NonNullable<AccuracyReport['magnitudes']> }) {
  const { t } = useTranslation('accuracy');
  const worst = f.families.reduce((m, x) => Math.max(m, x.mae), 0);
  return (
    <FigureCard
      id="magnitudes"
      title={t('magnitudes.title')}
      headline={t('magnitudes.headline', { mae: num(worst) })}
      caption={t('magnitudes.caption', { n: f.families.length })}
      method={t('magnitudes.method')}
      sampleSize={f.sampleSize}
      sampleUnit={t('units.points')}
      measuredAt={f.measuredAt}
    >
      {/* A region that can scroll sideways must be reachable from the keyboard (axe: scrollable-region-focusable). */}
      <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('magnitudes.title')}>
        <Table size="small" aria-label={t('magnitudes.title')} sx={{ '& td, & th': { px: { xs: 0.75, sm: 2 } } }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('magnitudes.family')}</TableCell>
              <TableCell align="right">{t('magnitudes.mae')}</TableCell>
              <TableCell align="right">{t('magnitudes.bias')}</TableCell>
              <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {t('magnitudes.points')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {f.families.map((x) => (
              <TableRow key={x.family} data-testid="accuracy-family">
                <TableCell>{x.label}</TableCell>
                <TableCell align="right">{num(x.mae)}</TableCell>
                <TableCell align="right">{signed(x.bias)}</TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {t('magnitudes.pointsOf', { n: x.points, independent: x.independentPoints })}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Typography variant="caption" color="text.secondary">
        {t('magnitudes.note')}
      </Typography>
    </FigureCard>
  );
}

function Conjunctions({ f }: { f: NonNullable<AccuracyReport['conjunctions']> }) {
  const { t } = useTranslation('accuracy');
  return (
    <FigureCard
      id="conjunctions"
      title={t('conjunctions.title')}
      headline={f.recall === null ? t('notEnough') : pct(f.recall)}
      caption={t('conjunctions.headline', {
        found: formatNumber(f.found),
        n: formatNumber(f.reference),
        km: f.thresholdKm,
      })}
      method={t('conjunctions.method', {
        objects: formatNumber(f.objects),
        planted: formatNumber(f.planted),
        hours: formatNumber(f.windowHours),
      })}
      sampleSize={f.sampleSize}
      sampleUnit={t('units.encounters')}
      measuredAt={f.measuredAt}
    >
      <Typography variant="body2">
        {t('conjunctions.errors', {
          miss: num((f.maxMissErrorKm ?? 0) * 1000, 1),
          tca: num(f.maxTcaErrorSeconds, 3),
        })}
      </Typography>
    </FigureCard>
  );
}

function Reentries({ f }: { f: NonNullable<AccuracyReport['reentries']> }) {
  const { t } = useTranslation('accuracy');
  return (
    <FigureCard
      id="reentries"
      title={t('reentries.title')}
      headline={f.share === null ? t('notEnough') : pct(f.share)}
      caption={
        f.share === null
          ? t('reentries.waiting', { pending: formatNumber(f.pending) })
          : t('reentries.headline', { inside: formatNumber(f.inside), n: formatNumber(f.resolved), w: f.windowPercent })
      }
      method={t('reentries.method', { w: f.windowPercent })}
      sampleSize={f.sampleSize}
      sampleUnit={t('units.predictions')}
      measuredAt={f.measuredAt}
    >
      {f.decaySource === 'none' && (
        <Typography variant="body2" color="text.secondary">
          {t('reentries.noSatcat')}
        </Typography>
      )}
      {f.recordingSince && (
        <Typography variant="body2" color="text.secondary">
          {t('reentries.since', { date: formatDateTime(f.recordingSince, { dateStyle: 'medium' }) })}
        </Typography>
      )}
    </FigureCard>
  );
}

function Catalogue({ f }: { f: NonNullable<AccuracyReport['catalogue']> }) {
  const { t } = useTranslation('accuracy');
  const c = f.completeness;
  const a = f.elementAge;
  const total = Math.max(1, a.fresh + a.aging + a.stale);
  return (
    <FigureCard
      id="catalogue"
      title={t('catalogue.title')}
      headline={c ? pct(c.withElements / Math.max(1, c.onOrbit)) : formatNumber(f.objects)}
      caption={
        c
          ? t(c.satcatSource === 'nominal' ? 'catalogue.sampleLine' : 'catalogue.line', {
              n: formatNumber(c.withElements),
              m: formatNumber(c.onOrbit),
              k: formatNumber(c.missing),
            })
          : t('catalogue.noSatcat', { n: formatNumber(f.objects) })
      }
      method={t('catalogue.method')}
      sampleSize={f.sampleSize}
      sampleUnit={t('units.objects')}
      measuredAt={f.measuredAt}
    >
      <Stack spacing={0.5}>
        {(['fresh', 'aging', 'stale'] as const).map((k) => (
          <Box key={k}>
            <Typography variant="body2">
              {t(`catalogue.${k}`, {
                n: formatNumber(a[k]),
                aging: a.agingAfterDays,
                stale: a.staleAfterDays,
              })}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={(100 * a[k]) / total}
              color={k === 'fresh' ? 'success' : k === 'aging' ? 'warning' : 'error'}
              aria-label={t(`catalogue.${k}`, {
                n: formatNumber(a[k]),
                aging: a.agingAfterDays,
                stale: a.staleAfterDays,
              })}
            />
          </Box>
        ))}
        <Typography variant="body2" color="text.secondary">
          {t('catalogue.spread', { median: num(a.medianDays, 1), p90: num(a.p90Days, 1) })}
        </Typography>
      </Stack>
    </FigureCard>
  );
}

/** "How accurate is Cosmos?" (issue 34): public, every figure with its method, sample size and date. */
export function AccuracyPage() {
  const { t } = useTranslation('accuracy');
  const q = useAccuracy();
  const r = q.data;
  return (
    <Box component="main" id="main" sx={{ maxWidth: 1280, mx: 'auto', px: { xs: 2, md: 4 }, py: { xs: 2, md: 4 } }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 3, gap: 2 }}>
        <Link component={RouterLink} to={paths.home.to()} variant="h6" underline="none" color="inherit">
          {t('brand')}
        </Link>
        <Link component={RouterLink} to={paths.satelliteData.to()}>
          {t('back')}
        </Link>
      </Box>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <QueryState isLoading={q.isLoading} error={q.error} onRetry={() => q.refetch()}>
        {r && (
          <>
            <Typography color="text.secondary" sx={{ mb: 3 }} data-testid="accuracy-measured">
              {r.measuredAt
                ? t('measured', {
                    date: formatDateTime(r.measuredAt),
                    hours: formatNumber(r.refreshHours),
                    command: '"npm run accuracy"',
                  })
                : t('notMeasured')}
            </Typography>
            {!r.measuredAt && <Alert severity="info">{t('pending')}</Alert>}
            <Grid container spacing={2}>
              {r.passTiming && (
                <Grid size={{ xs: 12, md: 6 }}>
                  <PassTiming f={r.passTiming} />
                </Grid>
              )}
              {r.conjunctions && (
                <Grid size={{ xs: 12, md: 6 }}>
                  <Conjunctions f={r.conjunctions} />
                </Grid>
              )}
              {r.magnitudes && (
                <Grid size={{ xs: 12, md: 6 }}>
                  <Magnitudes f={r.magnitudes} />
                </Grid>
              )}
              {r.catalogue && (
                <Grid size={{ xs: 12, md: 6 }}>
                  <Catalogue f={r.catalogue} />
                </Grid>
              )}
              {r.reentries && (
                <Grid size={{ xs: 12, md: 6 }}>
                  <Reentries f={r.reentries} />
                </Grid>
              )}
            </Grid>
          </>
        )}
      </QueryState>
    </Box>
  );
}
