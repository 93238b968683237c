/**
 * Saving a 3D view to a team from the visualization (issue 18). Features never import each other, so the small API
 * calls the visualization needs from teams live here: the signed-in user's teams and POST /api/teams/:id/views.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { keys } from './api/keys';
import { myTeamsQuery, teamCalls } from './api/queries/teams';
import { useAuth } from './auth/auth-store';

/** The teams page remembers the chosen team under this key; the 3D view offers it first. */
const CURRENT_TEAM_KEY = 'cosmos.team';

/** The user's active teams (none when signed out): a paused team cannot take new views. */
export function useMyActiveTeams() {
  const signedIn = useAuth((s) => s.isAuthenticated);
  const q = useQuery({ ...myTeamsQuery('Failed to fetch teams'), enabled: signedIn });
  const active = (q.data ?? []).filter((t) => t.active);
  const chosen = globalThis.localStorage?.getItem(CURRENT_TEAM_KEY);
  return [...active].sort((a, b) => Number(b.id === chosen) - Number(a.id === chosen));
}

export function useSaveViewToTeam() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { teamId: string; name: string; query: string }) =>
      teamCalls.shareView(v.teamId, { name: v.name, query: v.query }, 'Failed to save the view'),
    onSuccess: (_r, v) => qc.invalidateQueries({ queryKey: keys.teams.views(v.teamId) }),
  });
}
