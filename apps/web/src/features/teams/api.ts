/** The Teams screens' hooks over the typed calls of lib/api/queries/teams.ts (one key tree: keys.teams). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { keys } from '../../lib/api/keys';
import { currentSubscriptionQuery } from '../../lib/api/queries/billing';
import {
  invitationPreviewQuery,
  invitationsQuery,
  myTeamsQuery,
  sharedViewsQuery,
  teamActivityQuery,
  teamCalls,
  teamFollowsQuery,
  teamKeysQuery,
  teamQuery,
} from '../../lib/api/queries/teams';

const fail = 'Operation failed';

export const useMyTeams = (enabled = true) => useQuery({ ...myTeamsQuery('Failed to load your teams'), enabled });

/** The user's own subscription: founding a team needs an active Enterprise one. Same key as Billing's, one cache entry. */
export const useOwnSubscription = () => useQuery(currentSubscriptionQuery('Failed to fetch current subscription'));

export const useTeam = (teamId: string | undefined) => useQuery(teamQuery(teamId));

export const useInvitations = (teamId: string, enabled: boolean) => useQuery({ ...invitationsQuery(teamId), enabled });

export const useTeamKeys = (teamId: string, enabled: boolean) => useQuery({ ...teamKeysQuery(teamId), enabled });

export const useSharedViews = (teamId: string) => useQuery(sharedViewsQuery(teamId));

export const useTeamActivity = (teamId: string) => useQuery(teamActivityQuery(teamId));

/** A team mutation: on success everything about the team (and the list of teams) is fetched again. */
function useTeamMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => void qc.invalidateQueries({ queryKey: keys.teams.all() }),
  });
}

export const useCreateTeam = () => useTeamMutation((name: string) => teamCalls.create(name, fail));
export const useInvite = (teamId: string) =>
  useTeamMutation((v: { email: string; role: 'admin' | 'member' }) => teamCalls.invite(teamId, v, fail));
export const useRevokeInvitation = (teamId: string) =>
  useTeamMutation((id: string) => teamCalls.revokeInvitation(teamId, id, fail));
export const useChangeRole = (teamId: string) =>
  useTeamMutation((v: { userId: string; role: 'admin' | 'member' }) =>
    teamCalls.changeRole(teamId, v.userId, v.role, fail),
  );
export const useRemoveMember = (teamId: string) =>
  useTeamMutation((userId: string) => teamCalls.removeMember(teamId, userId, fail));
export const useTransferOwnership = (teamId: string) =>
  useTeamMutation((userId: string) => teamCalls.transferOwnership(teamId, userId, fail));
export const useCreateTeamKey = (teamId: string) =>
  useTeamMutation((name: string) => teamCalls.createKey(teamId, name, fail));
export const useRevokeTeamKey = (teamId: string) =>
  useTeamMutation((id: string) => teamCalls.revokeKey(teamId, id, fail));
export const useShareView = (teamId: string) =>
  useTeamMutation((v: { name: string; query: string }) => teamCalls.shareView(teamId, v, fail));
export const useDeleteView = (teamId: string) =>
  useTeamMutation((id: string) => teamCalls.deleteView(teamId, id, fail));

export const useInvitationPreview = (token: string | null) => useQuery(invitationPreviewQuery(token));
export const useRespondToInvitation = () =>
  useTeamMutation((v: { token: string; accept: boolean }) =>
    teamCalls.respondToInvitation(v.token, v.accept, 'This invitation cannot be used'),
  );

/** The price of a new seat count (owner only): the amount due now and the renewal, like the plan-change preview. */
export const previewSeats = (teamId: string, seats: number) => teamCalls.previewSeats(teamId, seats, fail);
export const useChangeSeats = (teamId: string) =>
  useTeamMutation((v: { seats: number; quotedAt: string }) => teamCalls.changeSeats(teamId, v, fail));

export const useTeamFollows = (teamId: string) => useQuery(teamFollowsQuery(teamId, fail));
export const useShareFollow = (teamId: string) =>
  useTeamMutation((v: { objectId: string; thresholdKm: number }) =>
    teamCalls.shareFollow(teamId, v.objectId, v.thresholdKm, fail),
  );
export const useUnshareFollow = (teamId: string) =>
  useTeamMutation((objectId: string) => teamCalls.unshareFollow(teamId, objectId, fail));
