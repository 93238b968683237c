import type {
  CreatedApiKey,
  Subscription,
  InvitationPreview,
  SharedView,
  TeamActivity,
  TeamApiKey,
  TeamDetail,
  TeamInvitation,
  TeamSummary,
  SeatChangePreview,
  TeamFollowedObject,
} from '@cosmos/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

const fail = 'Operation failed';
const base = (teamId: string) => `/api/teams/${encodeURIComponent(teamId)}`;

export const useMyTeams = (enabled = true) =>
  useQuery({
    queryKey: ['teams'],
    queryFn: () => api<TeamSummary[]>('/api/teams', { failMessage: 'Failed to load your teams' }),
    enabled,
  });

/** The user's own subscription: founding a team needs an active Enterprise one. Same key as Billing's, one cache entry. */
export const useOwnSubscription = () =>
  useQuery({
    queryKey: ['subscription', 'current'],
    queryFn: () =>
      api<Subscription>('/api/subscription/current', { failMessage: 'Failed to fetch current subscription' }),
  });

export const useTeam = (teamId: string | undefined) =>
  useQuery({
    queryKey: ['teams', teamId],
    queryFn: () => api<TeamDetail>(base(teamId!), { failMessage: 'Failed to load the team' }),
    enabled: Boolean(teamId),
  });

export const useInvitations = (teamId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['teams', teamId, 'invitations'],
    queryFn: () => api<TeamInvitation[]>(`${base(teamId)}/invitations`, { failMessage: 'Failed to load invitations' }),
    enabled,
  });

export const useTeamKeys = (teamId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['teams', teamId, 'keys'],
    queryFn: () => api<TeamApiKey[]>(`${base(teamId)}/api-keys`, { failMessage: 'Failed to load API keys' }),
    enabled,
  });

export const useSharedViews = (teamId: string) =>
  useQuery({
    queryKey: ['teams', teamId, 'views'],
    queryFn: () => api<SharedView[]>(`${base(teamId)}/views`, { failMessage: 'Failed to load shared views' }),
  });

export const useTeamActivity = (teamId: string) =>
  useQuery({
    queryKey: ['teams', teamId, 'activity'],
    queryFn: () => api<TeamActivity[]>(`${base(teamId)}/activity?limit=50`, { failMessage: 'Failed to load activity' }),
  });

/** A team mutation: on success everything about the team (and the list of teams) is fetched again. */
function useTeamMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['teams'] }),
  });
}

export const useCreateTeam = () =>
  useTeamMutation((name: string) =>
    api<TeamSummary>('/api/teams', { method: 'POST', body: { name }, failMessage: fail }),
  );
export const useInvite = (teamId: string) =>
  useTeamMutation((v: { email: string; role: 'admin' | 'member' }) =>
    api<TeamInvitation>(`${base(teamId)}/invitations`, { method: 'POST', body: v, failMessage: fail }),
  );
export const useRevokeInvitation = (teamId: string) =>
  useTeamMutation((id: string) =>
    api<void>(`${base(teamId)}/invitations/${id}`, { method: 'DELETE', failMessage: fail }),
  );
export const useChangeRole = (teamId: string) =>
  useTeamMutation((v: { userId: string; role: 'admin' | 'member' }) =>
    api<void>(`${base(teamId)}/members/${v.userId}`, { method: 'PATCH', body: { role: v.role }, failMessage: fail }),
  );
export const useRemoveMember = (teamId: string) =>
  useTeamMutation((userId: string) =>
    api<void>(`${base(teamId)}/members/${userId}`, { method: 'DELETE', failMessage: fail }),
  );
export const useTransferOwnership = (teamId: string) =>
  useTeamMutation((userId: string) =>
    api<void>(`${base(teamId)}/transfer-ownership`, { method: 'POST', body: { userId }, failMessage: fail }),
  );
export const useCreateTeamKey = (teamId: string) =>
  useTeamMutation((name: string) =>
    api<CreatedApiKey>(`${base(teamId)}/api-keys`, { method: 'POST', body: { name }, failMessage: fail }),
  );
export const useRevokeTeamKey = (teamId: string) =>
  useTeamMutation((id: string) => api<void>(`${base(teamId)}/api-keys/${id}`, { method: 'DELETE', failMessage: fail }));
export const useShareView = (teamId: string) =>
  useTeamMutation((v: { name: string; query: string }) =>
    api<SharedView>(`${base(teamId)}/views`, { method: 'POST', body: v, failMessage: fail }),
  );
export const useDeleteView = (teamId: string) =>
  useTeamMutation((id: string) => api<void>(`${base(teamId)}/views/${id}`, { method: 'DELETE', failMessage: fail }));

export const useInvitationPreview = (token: string | null) =>
  useQuery({
    queryKey: ['team-invitation', token],
    queryFn: () =>
      api<InvitationPreview>('/api/team-invitations/preview', {
        method: 'POST',
        body: { token },
        failMessage: 'This invitation cannot be used',
      }),
    enabled: Boolean(token),
    retry: false,
  });
export const useRespondToInvitation = () =>
  useTeamMutation((v: { token: string; accept: boolean }) =>
    api<TeamSummary | undefined>(`/api/team-invitations/${v.accept ? 'accept' : 'decline'}`, {
      method: 'POST',
      body: { token: v.token },
      failMessage: 'This invitation cannot be used',
    }),
  );

/** The price of a new seat count (owner only): the amount due now and the renewal, like the plan-change preview. */
export const previewSeats = (teamId: string, seats: number) =>
  api<SeatChangePreview>(`${base(teamId)}/seats/preview?seats=${seats}`, { failMessage: fail });
export const useChangeSeats = (teamId: string) =>
  useTeamMutation((v: { seats: number; quotedAt: string }) =>
    api<void>(`${base(teamId)}/seats`, { method: 'PUT', body: v, failMessage: fail }),
  );

export const useTeamFollows = (teamId: string) =>
  useQuery({
    queryKey: ['teams', teamId, 'follows'],
    queryFn: () => api<TeamFollowedObject[]>(`${base(teamId)}/follows`, { failMessage: fail }),
  });
export const useShareFollow = (teamId: string) =>
  useTeamMutation((v: { objectId: string; thresholdKm: number }) =>
    api<TeamFollowedObject>(`${base(teamId)}/follows/${encodeURIComponent(v.objectId)}`, {
      method: 'PUT',
      body: { thresholdKm: v.thresholdKm },
      failMessage: fail,
    }),
  );
export const useUnshareFollow = (teamId: string) =>
  useTeamMutation((objectId: string) =>
    api<void>(`${base(teamId)}/follows/${encodeURIComponent(objectId)}`, { method: 'DELETE', failMessage: fail }),
  );
