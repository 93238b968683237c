import { NotificationsActive, NotificationsNone } from '@mui/icons-material';
import { Alert, Button, Card, CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import type { Launch } from '@cosmos/contracts';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/ui/QueryState';
import { useSetFollow } from '../../lib/follows';
import { useLaunch, useLaunches } from './api';
import { Countdown, useNow } from './Countdown';
import { LaunchStatusChip } from './LaunchStatusChip';
import { ShareLaunchWithTeam } from './ShareLaunchWithTeam';
import { ObjectLinks, windowText } from './MissionSchedule';

/** "Launch Control": one launch in detail — the one named in the address (a notification link) or the next. */
export function LaunchControl({ launchId }: { launchId: string | null }) {
  const { t } = useTranslation('launches');
  const next = useLaunches('upcoming', t('errors.list'));
  const chosen = useLaunch(launchId, t('errors.one'));
  const q = launchId ? chosen : next;
  const launch = launchId ? chosen.data : next.data?.items[0];
  return (
    <QueryState isLoading={q.isLoading} error={q.error} onRetry={() => void q.refetch()}>
      {launch ? <LaunchDetail launch={launch} /> : <Alert severity="info">{t('control.none')}</Alert>}
    </QueryState>
  );
}

function LaunchDetail({ launch: l }: { launch: Launch }) {
  const { t } = useTranslation('launches');
  const now = useNow();
  const follow = useSetFollow();
  const target = l.windowStart ?? l.net;
  const fields: [string, string][] = [
    [t('fields.vehicle'), l.vehicle],
    [t('fields.provider'), l.provider ?? '—'],
    [t('fields.pad'), [l.pad.name, l.pad.location].filter(Boolean).join(', ') || '—'],
    [t('fields.window'), windowText(l)],
    [t('fields.orbit'), l.mission.orbit ?? '—'],
    [t('fields.missionType'), l.mission.type ?? '—'],
    [t('fields.designator'), l.launchDesignator ?? '—'],
  ];
  return (
    <Card data-testid="launch-control">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Typography variant="h5" component="h2">
            {l.name}
          </Typography>
          <LaunchStatusChip status={l.status} />
          {l.sample && <Chip size="small" label={t('sample')} />}
        </Stack>
        <Countdown target={target} now={now} variant="h3" sx={{ display: 'block', my: 2 }} />
        {l.mission.description && <Typography sx={{ mb: 2 }}>{l.mission.description}</Typography>}
        <Grid container spacing={1}>
          {fields.map(([label, value]) => (
            <Grid key={label} size={{ xs: 12, sm: 6 }}>
              <Typography variant="caption" color="text.secondary" component="div">
                {label}
              </Typography>
              <Typography>{value}</Typography>
            </Grid>
          ))}
          <Grid size={12}>
            <Typography variant="caption" color="text.secondary" component="div">
              {t('fields.objects')}
            </Typography>
            <ObjectLinks launch={l} />
          </Grid>
        </Grid>
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            variant={l.following ? 'contained' : 'outlined'}
            startIcon={l.following ? <NotificationsActive /> : <NotificationsNone />}
            disabled={follow.isPending}
            onClick={() => follow.mutate({ kind: 'launch', objectId: l.id, follow: !l.following })}
          >
            {l.following ? t('control.following') : t('control.follow')}
          </Button>
          <ShareLaunchWithTeam launchId={l.id} />
        </Stack>
        {follow.error && <Alert severity="error">{follow.error.message}</Alert>}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('control.followHelp')}
        </Typography>
      </CardContent>
    </Card>
  );
}
