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
import { useBrightest, useLocations, usePasses, useStation, useTonight } from './api';
import { paths } from '../../lib/paths';

const pct = (n: number) => `${n.toFixed(1)}%`;
/** 51.48° N, 0.00° E — hemisphere letters instead of signs (no "-0.00°"). */
const coord = (v: number, pos: string, neg: string) =>
  `${Math.abs(v).toFixed(2)}° ${v < 0 && Math.abs(v) >= 0.005 ? neg : pos}`;

export function SatelliteDataPage() {
  const theme = useTheme();
  const station = useStation();
  const s = station.data;
  const hasStation = Boolean(s?.station);
  const [chosen, setChosen] = useState('');
  const [place, setPlace] = useState('');
  const locations = useLocations();
  const hasPlace = hasStation || (locations.data?.length ?? 0) > 0;
  const iss = usePasses('sat-25544', hasPlace, place);
  const other = usePasses(chosen, hasPlace && chosen !== '', place);
  const tonight = useTonight(hasPlace, place);
  const brightest = useBrightest(hasPlace, place);
  const stats = [
    { label: 'Active Satellites', value: s ? s.catalog.count.toLocaleString() : '…' },
    { label: 'Signal Strength', value: s?.best ? pct(s.best.signal) : 'N/A' },
    { label: 'Data Transfer', value: 'N/A' },
    { label: 'Latency', value: s?.best ? `${s.best.latencyMs.toFixed(1)}ms` : 'N/A' },
  ];
  return (
    <>
      <PageHeader title="Satellite Data Analytics" />
      <QueryState isLoading={station.isLoading} error={station.error} onRetry={() => station.refetch()}>
        {s && s.catalog.source !== 'live' && (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="catalog-source">
            {s.catalog.source === 'nominal' || s.catalog.bySource.nominal > 0
              ? 'Catalogue: nominal — satellites placed on published constellation designs, not live element sets.'
              : `Catalogue: ${s.catalog.source}.`}
            {s.catalog.lastError &&
              ` The live catalogue could not be fetched (${s.catalog.lastError}); showing the last good catalogue.`}
          </Alert>
        )}
        {s && !s.station && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            Add your ground station location in your <RouterLink to={paths.profile.to()}>profile</RouterLink> to see
            satellites above your horizon, signal strength, latency and passes.
          </Alert>
        )}
        <Grid container spacing={2} sx={{ mb: 2 }}>
          {stats.map((c) => (
            <Grid key={c.label} size={{ xs: 6, md: 3 }}>
              <Card data-testid={`stat-${c.label.toLowerCase().replace(/ /g, '-')}`}>
                <CardContent>
                  <Typography variant="h4">{c.value}</Typography>
                  <Typography color="text.secondary">{c.label}</Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
        {s?.station && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {s.aboveHorizon} satellites above the horizon at {coord(s.station.lat, 'N', 'S')},{' '}
            {coord(s.station.lon, 'E', 'W')}
            {s.best &&
              ` · strongest link ${s.best.name} at ${s.best.elevationDeg.toFixed(0)}° elevation, ${Math.round(s.best.rangeKm).toLocaleString()} km`}
          </Typography>
        )}
        <CatalogueCard />
        <Card sx={{ mb: 2 }} data-testid="signal-chart">
          <CardContent>
            <Typography variant="h6" component="h2">
              Signal Strength Over Time
            </Typography>
            <ResponsiveContainer width="100%" height={300}>
              <LineChart data={s?.series ?? []}>
                <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} />
                <XAxis dataKey="name" stroke={theme.palette.text.secondary} />
                <YAxis domain={[0, 100]} unit="%" width={48} stroke={theme.palette.text.secondary} />
                <Tooltip
                  formatter={(v) => [`Signal: ${Number(v).toFixed(0)}%`, '']}
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
        <Grid container spacing={2} sx={{ mb: 2 }}>
          <Grid size={{ xs: 12, md: 4 }}>
            {locations.data && <LocationsCard locations={locations.data} chosen={place} onChoose={setPlace} />}
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <QueryState isLoading={tonight.isLoading} error={tonight.error} onRetry={() => tonight.refetch()}>
              {tonight.data && <TonightCard data={tonight.data} />}
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
                      ISS passes (next 7 days)
                    </Typography>
                    {iss.data?.source === 'nominal' && <Chip size="small" label="nominal" />}
                  </Box>
                  <QueryState isLoading={iss.isLoading} error={iss.error} onRetry={() => iss.refetch()}>
                    {iss.data && <PassTable data={iss.data} />}
                  </QueryState>
                </CardContent>
              </Card>
            </Grid>
            <Grid size={{ xs: 12, xl: 6 }}>
              <Card>
                <CardContent>
                  <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                    Passes of another satellite
                  </Typography>
                  <TextField
                    select
                    fullWidth
                    size="small"
                    label="Satellite above the horizon now"
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
                    <Typography color="text.secondary">
                      Pick one of the {s?.visible.length ?? 0} strongest links to see its passes over the next 7 days.
                    </Typography>
                  )}
                  {chosen && (
                    <QueryState isLoading={other.isLoading} error={other.error} onRetry={() => other.refetch()}>
                      {other.data && <PassTable data={other.data} />}
                    </QueryState>
                  )}
                </CardContent>
              </Card>
            </Grid>
          </Grid>
        )}
      </QueryState>
    </>
  );
}
