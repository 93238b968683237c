import { Alert, Box, Card, CardContent, Chip, Grid, MenuItem, TextField, Typography, useTheme } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useState } from 'react';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { PageHeader } from '../../components/ui/PageHeader';
import { QueryState } from '../../components/ui/QueryState';
import { PassTable } from './PassTable';
import { BrightestCard } from './BrightestCard';
import { LocationsCard } from './LocationsCard';
import { TonightCard } from './TonightCard';
import { CatalogueCard } from './CatalogueCard';
import { CompletenessLine } from './CompletenessLine';
import { ObservingLinks } from './ObservingLinks';
import { usePlaces } from '../../lib/places';
import { useBrightest, usePasses, useStation, useTonight, useTrains } from './api';
import { TrainsCard } from './TrainsCard';
import { paths } from '../../lib/paths';
import { Trans, useTranslation } from 'react-i18next';
import { formatLatitude, formatLongitude, formatNumber } from '../../lib/i18n/format';

/** The spec's "98.5%" and "45ms" shapes, with the interface language's decimal separator ("98,5%" in it/pt/es/fr/de). */
const oneDecimal = (n: number) => formatNumber(n, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const pct = (n: number) => `${oneDecimal(n)}%`;
export function SatelliteDataPage() {
  const { t } = useTranslation('sky');
  const theme = useTheme();
  const station = useStation();
  const s = station.data;
  const hasStation = Boolean(s?.station);
  const [chosen, setChosen] = useState('');
  const [place, setPlace] = useState('');
  const locations = usePlaces();
  const hasPlace = hasStation || (locations.data?.length ?? 0) > 0;
  const iss = usePasses('sat-25544', hasPlace, place);
  const other = usePasses(chosen, hasPlace && chosen !== '', place);
  const tonight = useTonight(hasPlace, place);
  const brightest = useBrightest(hasPlace, place);
  const trains = useTrains(true, place);
  const stats = [
    {
      key: 'active-satellites',
      note: t('link.activeNote'),
      label: t('stats.active'),
      value: s ? formatNumber(s.catalog.count) : '…',
    },
    {
      key: 'signal-strength',
      note: t('link.signalNote'),
      label: t('stats.signal'),
      value: s?.best ? pct(s.best.signal) : t('stats.none'),
    },
    { key: 'data-transfer', note: t('link.transferNote'), label: t('stats.transfer'), value: t('stats.none') },
    {
      key: 'latency',
      note: t('link.latencyNote'),
      label: t('stats.latency'),
      value: s?.best ? `${oneDecimal(s.best.latencyMs)}ms` : t('stats.none'),
    },
  ];
  return (
    <>
      <PageHeader title={t('title')} />
      <ObservingLinks />
      <QueryState isLoading={station.isLoading} error={station.error} onRetry={() => station.refetch()}>
        {s && s.catalog.source !== 'live' && (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="catalog-source">
            {s.catalog.source === 'nominal' || s.catalog.bySource.nominal > 0
              ? t('source.nominal')
              : t('source.other', { source: s.catalog.source })}
            {s.catalog.lastError &&
              ` ${t(s.catalog.everFetched ? 'source.failed' : 'source.neverFetched', { error: s.catalog.lastError })}`}
          </Alert>
        )}
        {s && <CompletenessLine catalog={s.catalog} />}
        {s && !s.station && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            <Trans t={t} i18nKey="noStation" components={{ profile: <RouterLink to={paths.profile.to()} /> }} />
          </Alert>
        )}
        <Grid container spacing={2} sx={{ mb: 2 }}>
          <Grid size={{ xs: 12, md: 4 }}>
            {locations.data && <LocationsCard locations={locations.data} chosen={place} onChoose={setPlace} />}
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <QueryState isLoading={tonight.isLoading} error={tonight.error} onRetry={() => tonight.refetch()}>
              {tonight.data && <TonightCard data={tonight.data} locationId={place} />}
            </QueryState>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <QueryState isLoading={brightest.isLoading} error={brightest.error} onRetry={() => brightest.refetch()}>
              {brightest.data && <BrightestCard data={brightest.data} />}
            </QueryState>
          </Grid>
        </Grid>
        {hasPlace && (
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, xl: 6 }}>
              <Card>
                <CardContent>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
                    <Typography variant="h6" component="h2">
                      {t('issPasses')}
                    </Typography>
                    {iss.data?.source === 'nominal' && <Chip size="small" label={t('nominalChip')} />}
                  </Box>
                  <QueryState isLoading={iss.isLoading} error={iss.error} onRetry={() => iss.refetch()}>
                    {iss.data && <PassTable data={iss.data} locationId={place} />}
                  </QueryState>
                </CardContent>
              </Card>
            </Grid>
            <Grid size={{ xs: 12, xl: 6 }}>
              <Card>
                <CardContent>
                  <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                    {t('otherPasses')}
                  </Typography>
                  <TextField
                    select
                    fullWidth
                    size="small"
                    label={t('aboveNow')}
                    value={chosen}
                    onChange={(e) => setChosen(e.target.value)}
                    sx={{ mb: 1 }}
                  >
                    {(s?.visible ?? []).map((v) => (
                      <MenuItem key={v.id} value={v.id}>
                        {v.name} — {v.elevationDeg.toFixed(0)}°, {pct(v.signal)}
                      </MenuItem>
                    ))}
                  </TextField>
                  {!chosen && (
                    <Typography color="text.secondary">{t('pickOne', { n: s?.visible.length ?? 0 })}</Typography>
                  )}
                  {chosen && (
                    <QueryState isLoading={other.isLoading} error={other.error} onRetry={() => other.refetch()}>
                      {other.data && <PassTable data={other.data} locationId={place} />}
                    </QueryState>
                  )}
                </CardContent>
              </Card>
            </Grid>
          </Grid>
        )}
        <Box sx={{ mt: 2 }}>
          <QueryState isLoading={trains.isLoading} error={trains.error} onRetry={() => trains.refetch()}>
            {trains.data && <TrainsCard data={trains.data} />}
          </QueryState>
        </Box>
        <Box sx={{ mt: 2 }}>
          <CatalogueCard />
        </Box>
        <Box component="section" aria-labelledby="data-link-title" data-testid="data-link" sx={{ mt: 3 }}>
          <Typography id="data-link-title" variant="h6" component="h2">
            {t('link.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1.5 }}>
            {t('link.intro')}
          </Typography>
          <Grid container spacing={2} sx={{ mb: 2 }}>
            {stats.map((c) => (
              <Grid key={c.key} size={{ xs: 6, md: 3 }}>
                <Card data-testid={`stat-${c.key}`} sx={{ height: '100%' }}>
                  <CardContent>
                    <Typography variant="h4" component="p" data-testid="stat-value">
                      {c.value}
                    </Typography>
                    <Typography color="text.secondary">{c.label}</Typography>
                    <Typography variant="caption" color="text.secondary" component="p" data-testid="stat-note">
                      {c.note}
                    </Typography>
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
          {s?.station && (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('above', {
                n: s.aboveHorizon,
                lat: formatLatitude(s.station.lat),
                lon: formatLongitude(s.station.lon),
              })}
              {s.best &&
                ` · ${t('strongest', { name: s.best.name, el: s.best.elevationDeg.toFixed(0), km: formatNumber(Math.round(s.best.rangeKm)) })}`}
            </Typography>
          )}
          <Card sx={{ mb: 2 }} data-testid="signal-chart">
            <CardContent>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {t('signalChart')}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t('link.chartNote')}
              </Typography>
              <ResponsiveContainer width="100%" height={300}>
                <LineChart data={s?.series ?? []}>
                  <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} />
                  <XAxis dataKey="name" stroke={theme.palette.text.secondary} />
                  <YAxis domain={[0, 100]} unit="%" width={48} stroke={theme.palette.text.secondary} />
                  <Tooltip
                    formatter={(v) => [t('signalTooltip', { v: Number(v).toFixed(0) }), '']}
                    separator=""
                    contentStyle={{
                      background: theme.palette.background.paper,
                      border: `1px solid ${theme.palette.divider}`,
                      color: theme.palette.text.primary,
                    }}
                  />
                  <Line
                    type="monotone"
                    dataKey="signal"
                    stroke={theme.palette.primary.main}
                    strokeWidth={2}
                    isAnimationActive={false}
                  />
                </LineChart>
              </ResponsiveContainer>
            </CardContent>
          </Card>
        </Box>
      </QueryState>
    </>
  );
}
