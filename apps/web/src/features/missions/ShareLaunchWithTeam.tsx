import { Groups } from '@mui/icons-material';
import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSetTeamLaunch, useTeamLaunches } from '../../lib/team-launches';
import { useMyActiveTeams } from '../../lib/team-views';

/**
 * "Follow with the team" on a launch: shown to members of an active team (the one chosen on the Team page first);
 * every member is then notified of the launch. A second press stops sharing it.
 */
export function ShareLaunchWithTeam({ launchId }: { launchId: string }) {
  const { t } = useTranslation('launches');
  const team = useMyActiveTeams()[0];
  const shared = useTeamLaunches(team?.id);
  const set = useSetTeamLaunch(team?.id);
  if (!team || !shared.data) return null;
  const isShared = shared.data.some((l) => l.launchId === launchId);
  return (
    <>
      <Button
        variant={isShared ? 'contained' : 'outlined'}
        color="secondary"
        startIcon={<Groups />}
        aria-pressed={isShared}
        // Not `disabled` while saving: a disabled button drops keyboard focus to the page (aria-disabled keeps it).
        aria-disabled={set.isPending}
        onClick={() => {
          if (!set.isPending) set.mutate({ launchId, share: !isShared });
        }}
      >
        {isShared ? t('control.teamFollowing', { team: team.name }) : t('control.teamFollow', { team: team.name })}
      </Button>
      {set.error && (
        <Alert severity="error" sx={{ width: '100%' }}>
          {t('errors.team')}
        </Alert>
      )}
    </>
  );
}
