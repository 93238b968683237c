import type { TeamDetail } from '@cosmos/contracts';
import { Alert, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../components/ui/QueryState';
import { formatDateTime } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useCan } from '../../lib/permissions';
import { useSetTeamLaunch, useTeamLaunches } from '../../lib/team-launches';
import { reasonOf } from './errors';
import { TeamList } from './TeamList';

/** Launches the team follows together: every member is notified; any member shares one from Mission Control. */
export function TeamLaunchesCard({ team }: { team: TeamDetail }) {
  const { t } = useTranslation('teams');
  const canShare = useCan('team.shareLaunches', { teamRole: team.myRole });
  const launches = useTeamLaunches(team.id);
  const unshare = useSetTeamLaunch(team.id);
  const error = reasonOf(t, unshare.error);
  return (
    <Card component="section" aria-labelledby="team-launches-title">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="team-launches-title" variant="h6" component="h2">
            {t('launches.title')}
          </Typography>
          <Typography color="text.secondary">{t('launches.explain')}</Typography>
          {error && <Alert severity="error">{error}</Alert>}
          <QueryState isLoading={launches.isLoading} error={launches.error} onRetry={() => launches.refetch()}>
            <TeamList
              empty={
                <Typography>
                  {t('launches.none')}{' '}
                  <Link component={RouterLink} to={paths.missionControl.to('schedule')}>
                    {t('launches.find')}
                  </Link>
                </Typography>
              }
              rows={(launches.data ?? []).map((l) => ({
                key: l.launchId,
                content: (
                  <>
                    <Link component={RouterLink} to={paths.missionControl.to('launch', l.launchId)}>
                      {l.name}
                    </Link>{' '}
                    <Typography component="span" color="text.secondary">
                      ·{' '}
                      {l.net
                        ? t('launches.item', { name: l.sharedBy ?? t('activity.someone'), date: formatDateTime(l.net) })
                        : t('launches.itemNoDate', { name: l.sharedBy ?? t('activity.someone') })}
                    </Typography>
                  </>
                ),
                remove: canShare
                  ? {
                      title: t('launches.unshare', { name: l.name }),
                      label: t('launches.unshare', { name: l.name }),
                      onClick: () => unshare.mutate({ launchId: l.launchId, share: false }),
                    }
                  : undefined,
              }))}
            />
          </QueryState>
        </Stack>
      </CardContent>
    </Card>
  );
}
