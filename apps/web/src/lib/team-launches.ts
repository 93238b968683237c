/**
 * Launches a team follows together (issue 18). Mission Control shares a launch with the team and the Team page
 * lists and unshares them; features never import each other, so both use these calls
 * (GET/PUT/DELETE /api/teams/:teamId/launches/:id).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { keys } from './api/keys';
import { teamCalls, teamLaunchesQuery } from './api/queries/teams';

export const useTeamLaunches = (teamId: string | undefined) => useQuery(teamLaunchesQuery(teamId));

/** Shares (`share: true`) or stops sharing a launch; the team's list and its activity log are fetched again. */
export function useSetTeamLaunch(teamId: string | undefined) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ launchId, share }: { launchId: string; share: boolean }) =>
      share
        ? teamCalls.shareLaunch(teamId!, launchId, 'Failed to share the launch')
        : teamCalls.unshareLaunch(teamId!, launchId, 'Failed to stop sharing the launch').then(() => null),
    onSuccess: () => void qc.invalidateQueries({ queryKey: keys.teams.one(teamId) }),
  });
}
