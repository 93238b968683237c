import { formatPass, type SkyPass } from '@cosmos/contracts';
import { NotificationsActive, NightsStay, RocketLaunch, SatelliteAlt } from '@mui/icons-material';
import { Box, Card, CardContent, Chip, Grid, Link, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { VerdictChip } from '../../components/ui/VerdictChip';
import { formatDateTime, formatRelative, formatTime } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useFollowAlerts, useIssPasses, useTonightOutlook, useUpcomingLaunches } from './sky-api';

/** One quarter of the card: an icon, a heading, what it says, and a link to the page that says more. */
function Tile({
  icon,
  title,
  testId,
  more,
  children,
}: {
  icon: ReactNode;
  title: string;
  testId: string;
  more?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
      <Box data-testid={testId} sx={{ height: '100%', display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {icon}
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
        </Stack>
        <Box sx={{ flex: 1 }}>{children}</Box>
        {more && (
          <Link component={RouterLink} to={more.to} variant="body2">
            {more.label}
          </Link>
        )}
      </Box>
    </Grid>
  );
}

const Lines = () => (
  <>
    <Skeleton width="80%" />
    <Skeleton width="60%" />
  </>
);

/** The next pass whose visible part has not ended yet. */
const nextVisible = (passes: SkyPass[], now: number) =>
  passes.find((p) => p.visibleSegment && Date.parse(p.visibleSegment.end.time) > now) ?? null;

function NextPass() {
  const { t, i18n } = useTranslation('dashboard');
  const q = useIssPasses();
  const data = q.data;
  const pass = data ? nextVisible(data.passes, Date.now()) : null;
  return (
    <Tile
      icon={<SatelliteAlt color="primary" />}
      title={t('sky.nextPass')}
      testId="dash-next-pass"
      more={data ? { to: paths.satelliteData.to(), label: t('sky.allPasses') } : undefined}
    >
      {q.isLoading && <Lines />}
      {q.error && <Typography color="text.secondary">{q.error.message}</Typography>}
      {data === null && <NoPlace />}
      {data && !pass && <Typography color="text.secondary">{t('sky.noVisiblePass')}</Typography>}
      {data && pass && (
        <Typography variant="body2" data-testid="dash-pass-text">
          {formatPass(pass, { timeZone: data.station.timeZone, lang: i18n.language, withDate: true, zoneName: true })}
        </Typography>
      )}
    </Tile>
  );
}

function NoPlace() {
  const { t } = useTranslation('dashboard');
  return (
    <Typography variant="body2" color="text.secondary">
      {t('sky.noPlace')}{' '}
      <Link component={RouterLink} to={paths.settings.to()}>
        {t('sky.addPlace')}
      </Link>
    </Typography>
  );
}

function Tonight() {
  const { t } = useTranslation('dashboard');
  const q = useTonightOutlook();
  const night = q.data?.nights[0] ?? null;
  const tz = q.data?.station.timeZone;
  const clock = (iso: string) =>
    formatTime(iso, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: tz });
  return (
    <Tile
      icon={<NightsStay color="primary" />}
      title={t('sky.tonight')}
      testId="dash-tonight"
      more={q.data ? { to: paths.satelliteData.to(), label: t('sky.tonightMore') } : undefined}
    >
      {q.isLoading && <Lines />}
      {q.data === null && <NoPlace />}
      {night && (
        <>
          <Typography variant="body2" data-testid="dash-twilight">
            {t('sky.dark', { from: clock(night.from), to: clock(night.to), tz })}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
            <VerdictChip verdict={night.verdict} reason={night.reason} />
            <Typography variant="body2" color="text.secondary">
              {night.reason}
            </Typography>
          </Box>
          {q.data?.weatherSource === 'sample' && (
            <Typography variant="caption" color="text.secondary" component="p">
              {t('sky.sampleWeather')}
            </Typography>
          )}
        </>
      )}
    </Tile>
  );
}

function NextLaunch() {
  const { t } = useTranslation('dashboard');
  const q = useUpcomingLaunches(t('errors.fetchLaunches'));
  const now = Date.now();
  const next = q.data?.items.find((l) => Date.parse(l.windowStart ?? l.net) > now) ?? null;
  return (
    <Tile
      icon={<RocketLaunch color="primary" />}
      title={t('sky.nextLaunch')}
      testId="dash-next-launch"
      more={{ to: paths.missionControl.to('schedule'), label: t('sky.allLaunches') }}
    >
      {q.isLoading && <Lines />}
      {q.error && <Typography color="text.secondary">{q.error.message}</Typography>}
      {q.data && !next && <Typography color="text.secondary">{t('sky.noLaunch')}</Typography>}
      {next && (
        <>
          <Link component={RouterLink} to={paths.missionControl.to('launch', next.id)} variant="body2">
            {next.mission.name ?? next.name}
          </Link>
          {next.sample && <Chip size="small" label={t('sky.sample')} sx={{ ml: 1 }} />}
          <Typography variant="body2" color="text.secondary">
            {t('sky.launchWhen', {
              when: formatDateTime(next.windowStart ?? next.net),
              relative: formatRelative(next.windowStart ?? next.net, now),
              vehicle: next.vehicle,
            })}
          </Typography>
        </>
      )}
    </Tile>
  );
}

function Alerts() {
  const { t } = useTranslation('dashboard');
  const q = useFollowAlerts(t('errors.fetchAlerts'));
  return (
    <Tile
      icon={<NotificationsActive color="primary" />}
      title={t('sky.alerts')}
      testId="dash-alerts"
      more={{ to: paths.observingFollows.to(), label: t('sky.follows') }}
    >
      {q.isLoading && <Lines />}
      {q.error && <Typography color="text.secondary">{q.error.message}</Typography>}
      {q.data?.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('sky.noAlerts')}
        </Typography>
      )}
      {q.data && q.data.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {q.data.map((n) => (
            <Box component="li" key={n.id} sx={{ mb: 0.5 }}>
              {n.link?.startsWith('/') ? (
                <Link component={RouterLink} to={n.link} variant="body2">
                  {n.title}
                </Link>
              ) : (
                <Typography variant="body2">{n.title}</Typography>
              )}
              <Typography variant="caption" color="text.secondary" component="p">
                {formatRelative(n.timestamp)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Tile>
  );
}

/**
 * The sky watcher's first look (issue 36): the next visible ISS pass at the default place (written by the one pass
 * formatter), tonight's darkness and verdict, the next launch, and the latest alerts about what the user follows.
 */
export function SkyCard() {
  const { t } = useTranslation('dashboard');
  return (
    <Card data-testid="dash-sky">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {t('sky.title')}
        </Typography>
        <Grid container spacing={2.5}>
          <NextPass />
          <Tonight />
          <NextLaunch />
          <Alerts />
        </Grid>
      </CardContent>
    </Card>
  );
}
