import { Alert, Card, CardContent, Chip, Grid, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import type { CelestialObject } from '@cosmos/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader';
import { QueryState } from '../../components/ui/QueryState';
import { useElementHistory, useObject } from '../../lib/catalogue';
import { formatDate, formatNumber } from '../../lib/i18n/format';
import { HistoryChart } from './HistoryChart';
import { FollowToggle } from '../../components/follow/FollowToggle';
import { ObjectGroundTrack } from './ObjectGroundTrack';
import { ObjectPasses } from './ObjectPasses';
import { SATELLITE_ID_PATTERN } from '@cosmos/contracts';

type Details = NonNullable<CelestialObject['details']>;
const num = (d: Details, k: string) => (typeof d[k] === 'number' ? (d[k] as number) : null);
const str = (d: Details, k: string) => (typeof d[k] === 'string' && d[k] !== '' ? (d[k] as string) : null);

function Facts({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Table size="small">
          <TableBody>
            {rows.map(([k, v]) => (
              <TableRow key={k}>
                <TableCell component="th" scope="row" sx={{ color: 'text.secondary', border: 0, pl: 0 }}>
                  {k}
                </TableCell>
                <TableCell sx={{ border: 0 }}>{v ?? '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

/** `/objects/:id`: everything the portal knows about one catalogue object. */
export function ObjectPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('objects');
  const { t: tc } = useTranslation('catalogue');
  const object = useObject(id);
  const isSat = SATELLITE_ID_PATTERN.test(id);
  const history = useElementHistory(id, isSat);
  const o = object.data;
  const d: Details = o?.details ?? {};
  const km = (v: number | null, digits = 0) =>
    v === null ? null : `${formatNumber(v, { maximumFractionDigits: digits })} km`;
  const el = o?.elements;
  const epoch = el?.epoch ?? null;
  const ageDays = epoch ? (Date.now() - Date.parse(epoch)) / 86_400_000 : null;
  const type = str(d, 'objectType');
  const geo = o?.state.frame === 'TEME' ? o.state.geodetic : null;
  return (
    <QueryState isLoading={object.isLoading} error={object.error} onRetry={() => object.refetch()}>
      {o && (
        <>
          <PageHeader
            title={o.name}
            subtitle={[str(d, 'cospar'), el ? `NORAD ${el.noradId}` : null].filter(Boolean).join(' · ')}
            action={isSat ? <FollowToggle id={o.id} name={o.name} /> : undefined}
          />
          {(o.source === 'nominal' || str(d, 'metaSource') === 'nominal') && (
            <Alert severity="info" sx={{ mb: 2 }} data-testid="object-nominal">
              {t('nominal')}
            </Alert>
          )}
          <Grid container spacing={2} sx={{ mb: 2 }}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Facts
                title={t('identity.title')}
                rows={[
                  [t('identity.cospar'), str(d, 'cospar')],
                  [t('identity.norad'), el?.noradId ?? null],
                  [t('identity.type'), type ? tc(`objectType.${type}`, { defaultValue: type }) : null],
                  [t('identity.group'), str(d, 'group') ? tc(`group.${str(d, 'group')}`) : null],
                  [t('identity.owner'), str(d, 'owner')],
                  [
                    t('identity.launch'),
                    str(d, 'launchDate')
                      ? [
                          formatDate(`${str(d, 'launchDate')}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }),
                          str(d, 'launchSite'),
                        ]
                          .filter(Boolean)
                          .join(' · ')
                      : null,
                  ],
                  [t('identity.size'), str(d, 'rcsSize') ? t(`size.${str(d, 'rcsSize')}`) : null],
                  [t('identity.decay'), str(d, 'decayDate')],
                ]}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Facts
                title={t('orbit.title')}
                rows={[
                  [t('orbit.class'), str(d, 'orbitClass') ? tc(`orbitClass.${str(d, 'orbitClass')}`) : null],
                  [t('orbit.apogee'), km(num(d, 'apogeeKm'))],
                  [t('orbit.perigee'), km(num(d, 'perigeeKm'))],
                  [
                    t('orbit.period'),
                    num(d, 'periodMin') !== null
                      ? t('orbit.minutes', { n: formatNumber(num(d, 'periodMin')!, { maximumFractionDigits: 1 }) })
                      : null,
                  ],
                  [
                    t('orbit.inclination'),
                    el ? `${formatNumber(el.inclination, { maximumFractionDigits: 2 })}°` : null,
                  ],
                  [t('orbit.eccentricity'), el ? formatNumber(el.eccentricity, { maximumFractionDigits: 5 }) : null],
                  [
                    t('orbit.epochAge'),
                    ageDays !== null
                      ? t('orbit.days', { n: formatNumber(ageDays, { maximumFractionDigits: 1 }) })
                      : null,
                  ],
                  [
                    t('orbit.position'),
                    geo
                      ? t('orbit.positionValue', {
                          lat: formatNumber(geo.lat, { maximumFractionDigits: 2 }),
                          lon: formatNumber(geo.lon, { maximumFractionDigits: 2 }),
                          alt: formatNumber(geo.alt_km, { maximumFractionDigits: 0 }),
                        })
                      : null,
                  ],
                ]}
              />
            </Grid>
          </Grid>
          {isSat && (
            <Grid container spacing={2}>
              <Grid size={12}>
                <Card>
                  <CardContent>
                    <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                      {t('track.title')}
                    </Typography>
                    <ObjectGroundTrack id={o.id} name={o.name} />
                  </CardContent>
                </Card>
              </Grid>
              <Grid size={{ xs: 12, lg: 6 }}>
                <Card>
                  <CardContent>
                    <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                      {t('passes.title')}
                    </Typography>
                    <ObjectPasses id={o.id} />
                  </CardContent>
                </Card>
              </Grid>
              <Grid size={{ xs: 12, lg: 6 }}>
                <Card>
                  <CardContent>
                    <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                      {t('history.title')}{' '}
                      {history.data && (
                        <Chip size="small" label={t('history.sets', { count: history.data.points.length })} />
                      )}
                    </Typography>
                    <QueryState isLoading={history.isLoading} error={history.error} onRetry={() => history.refetch()}>
                      {history.data && <HistoryChart history={history.data} />}
                    </QueryState>
                  </CardContent>
                </Card>
              </Grid>
            </Grid>
          )}
        </>
      )}
    </QueryState>
  );
}
