/**
 * Teams (issue 18): the user's teams, one team and what it shares (members, invitations, API keys, views, follows,
 * launches, activity), and the invitation links. Every key sits under `keys.teams`, so invalidating
 * `keys.teams.all()` after a change refreshes every team screen (the Teams page, the 3D view's "save to team",
 * Mission Control's "share with team").
 */
import { queryOptions } from '@tanstack/react-query';
import { client, ok } from '../index';
import { keys } from '../keys';

export const myTeamsQuery = (failMessage: string) =>
  queryOptions({ queryKey: keys.teams.all(), queryFn: () => ok(client.GET('/api/teams', { failMessage })) });

const team = (teamId: string) => ({ params: { path: { teamId } } });

export const teamQuery = (teamId: string | undefined) =>
  queryOptions({
    queryKey: keys.teams.one(teamId),
    queryFn: () => ok(client.GET('/api/teams/{teamId}', { ...team(teamId!), failMessage: 'Failed to load the team' })),
    enabled: Boolean(teamId),
  });

export const invitationsQuery = (teamId: string) =>
  queryOptions({
    queryKey: keys.teams.invitations(teamId),
    queryFn: () =>
      ok(client.GET('/api/teams/{teamId}/invitations', { ...team(teamId), failMessage: 'Failed to load invitations' })),
  });

export const teamKeysQuery = (teamId: string) =>
  queryOptions({
    queryKey: keys.teams.keys(teamId),
    queryFn: () =>
      ok(client.GET('/api/teams/{teamId}/api-keys', { ...team(teamId), failMessage: 'Failed to load API keys' })),
  });

export const sharedViewsQuery = (teamId: string) =>
  queryOptions({
    queryKey: keys.teams.views(teamId),
    queryFn: () =>
      ok(client.GET('/api/teams/{teamId}/views', { ...team(teamId), failMessage: 'Failed to load shared views' })),
  });

export const teamActivityQuery = (teamId: string) =>
  queryOptions({
    queryKey: keys.teams.activity(teamId),
    queryFn: () =>
      ok(
        client.GET('/api/teams/{teamId}/activity', {
          params: { path: { teamId }, query: { limit: 50 } },
          failMessage: 'Failed to load activity',
        }),
      ),
  });

export const teamFollowsQuery = (teamId: string, failMessage: string) =>
  queryOptions({
    queryKey: keys.teams.follows(teamId),
    queryFn: () => ok(client.GET('/api/teams/{teamId}/follows', { ...team(teamId), failMessage })),
  });

export const teamLaunchesQuery = (teamId: string | undefined) =>
  queryOptions({
    queryKey: keys.teams.launches(teamId),
    queryFn: () =>
      ok(
        client.GET('/api/teams/{teamId}/launches', {
          ...team(teamId!),
          failMessage: 'Failed to load the team launches',
        }),
      ),
    enabled: Boolean(teamId),
  });

export const invitationPreviewQuery = (token: string | null) =>
  queryOptions({
    queryKey: keys.teams.invitation(token ?? ''),
    queryFn: () =>
      ok(
        client.POST('/api/team-invitations/preview', {
          body: { token: token! },
          failMessage: 'This invitation cannot be used',
        }),
      ),
    enabled: Boolean(token),
    retry: false,
  });

/** The changes; each caller says its stored failure message. */
export const teamCalls = {
  create: (name: string, failMessage: string) => ok(client.POST('/api/teams', { body: { name }, failMessage })),
  invite: (teamId: string, body: { email: string; role: 'admin' | 'member' }, failMessage: string) =>
    ok(client.POST('/api/teams/{teamId}/invitations', { ...team(teamId), body, failMessage })),
  revokeInvitation: (teamId: string, invitationId: string, failMessage: string) =>
    ok(
      client.DELETE('/api/teams/{teamId}/invitations/{invitationId}', {
        params: { path: { teamId, invitationId } },
        failMessage,
      }),
    ),
  changeRole: (teamId: string, userId: string, role: 'admin' | 'member', failMessage: string) =>
    ok(
      client.PATCH('/api/teams/{teamId}/members/{userId}', {
        params: { path: { teamId, userId } },
        body: { role },
        failMessage,
      }),
    ),
  removeMember: (teamId: string, userId: string, failMessage: string) =>
    ok(client.DELETE('/api/teams/{teamId}/members/{userId}', { params: { path: { teamId, userId } }, failMessage })),
  transferOwnership: (teamId: string, userId: string, failMessage: string) =>
    ok(client.POST('/api/teams/{teamId}/transfer-ownership', { ...team(teamId), body: { userId }, failMessage })),
  createKey: (teamId: string, name: string, failMessage: string) =>
    ok(client.POST('/api/teams/{teamId}/api-keys', { ...team(teamId), body: { name }, failMessage })),
  revokeKey: (teamId: string, keyId: string, failMessage: string) =>
    ok(client.DELETE('/api/teams/{teamId}/api-keys/{keyId}', { params: { path: { teamId, keyId } }, failMessage })),
  shareView: (teamId: string, body: { name: string; query: string }, failMessage: string) =>
    ok(client.POST('/api/teams/{teamId}/views', { ...team(teamId), body, failMessage })),
  deleteView: (teamId: string, viewId: string, failMessage: string) =>
    ok(client.DELETE('/api/teams/{teamId}/views/{viewId}', { params: { path: { teamId, viewId } }, failMessage })),
  /** The price of a new seat count (owner only): the amount due now and the renewal. */
  previewSeats: (teamId: string, seats: number, failMessage: string) =>
    ok(
      client.GET('/api/teams/{teamId}/seats/preview', {
        params: { path: { teamId }, query: { seats } },
        failMessage,
      }),
    ),
  changeSeats: (teamId: string, body: { seats: number; quotedAt: string }, failMessage: string) =>
    ok(client.PUT('/api/teams/{teamId}/seats', { ...team(teamId), body, failMessage })),
  shareFollow: (teamId: string, objectId: string, thresholdKm: number, failMessage: string) =>
    ok(
      client.PUT('/api/teams/{teamId}/follows/{objectId}', {
        params: { path: { teamId, objectId } },
        body: { thresholdKm },
        failMessage,
      }),
    ),
  unshareFollow: (teamId: string, objectId: string, failMessage: string) =>
    ok(
      client.DELETE('/api/teams/{teamId}/follows/{objectId}', { params: { path: { teamId, objectId } }, failMessage }),
    ),
  shareLaunch: (teamId: string, id: string, failMessage: string) =>
    ok(client.PUT('/api/teams/{teamId}/launches/{id}', { params: { path: { teamId, id } }, failMessage })),
  unshareLaunch: (teamId: string, id: string, failMessage: string) =>
    ok(client.DELETE('/api/teams/{teamId}/launches/{id}', { params: { path: { teamId, id } }, failMessage })),
  respondToInvitation: async (token: string, accept: boolean, failMessage: string) =>
    accept
      ? ok(client.POST('/api/team-invitations/accept', { body: { token }, failMessage }))
      : ok(client.POST('/api/team-invitations/decline', { body: { token }, failMessage })).then(() => undefined),
};
