/**
 * Launches a team follows together (issue 18). Mission Control shares a launch with the team and the Team page
 * lists and unshares them; features never import each other, so both use these calls
 * (GET/PUT/DELETE /api/teams/:teamId/launches/:id).
 */
import type { TeamFollowedLaunch } from '@cosmos/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api';

const url = (teamId: string, launchId?: string) =>
  `/api/teams/${encodeURIComponent(teamId)}/launches${launchId ? `/${encodeURIComponent(launchId)}` : ''}`;

export const useTeamLaunches = (teamId: string | undefined) =>
  useQuery({
    queryKey: ['teams', teamId, 'launches'],
    queryFn: () => api<TeamFollowedLaunch[]>(url(teamId!), { failMessage: 'Failed to load the team launches' }),
    enabled: Boolean(teamId),
  });

/** Shares (`share: true`) or stops sharing a launch; the team's list and its activity log are fetched again. */
export function useSetTeamLaunch(teamId: string | undefined) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ launchId, share }: { launchId: string; share: boolean }) =>
      api<TeamFollowedLaunch | null>(url(teamId!, launchId), {
        method: share ? 'PUT' : 'DELETE',
        body: share ? {} : undefined,
        failMessage: share ? 'Failed to share the launch' : 'Failed to stop sharing the launch',
      }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['teams', teamId] }),
  });
}
