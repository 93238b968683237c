import { describe, expect, it } from 'vitest';
import { expireInvitations, subscription, user } from '../../../test/factories.ts';
import { startTestApp } from '../../../test/harness.ts';
import { call, invitationToken, teamWithRoles } from '../../../test/team-helpers.ts';
import { INVITATION_DAYS } from './teams.service.ts';

const t = await startTestApp({ PUBLIC_URL: 'https://cosmos.example.test' });

describe('creating a team', () => {
  it('needs the caller’s own Enterprise subscription; one team per owner; the name is validated', async () => {
    const basic = await user(t);
    expect((await call(t, null, 'POST', '/api/teams', { name: 'X' })).statusCode).toBe(401);
    const refused = await call(t, basic, 'POST', '/api/teams', { name: 'X' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('plan_required');
    const owner = await user(t, { plan: 'enterprise' });
    const bad = await call(t, owner, 'POST', '/api/teams', { name: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('name');
    const made = await call(t, owner, 'POST', '/api/teams', { name: 'Deep Space Ops' });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ name: 'Deep Space Ops', myRole: 'owner', active: true });
    expect((await call(t, owner, 'POST', '/api/teams', { name: 'Again' })).statusCode).toBe(409);
    expect((await call(t, owner, 'GET', '/api/teams')).json()).toHaveLength(1);
  });

  it('a member of an Enterprise team cannot found a team on the lent plan', async () => {
    const { member } = await teamWithRoles(t);
    expect((await call(t, member, 'POST', '/api/teams', { name: 'Borrowed' })).statusCode).toBe(403);
  });
});

describe('reading a team (owner, admin, member, outsider, anonymous)', () => {
  it('members see members and seats; an outsider is told it does not exist', async () => {
    const f = await teamWithRoles(t);
    const url = `/api/teams/${f.teamId}`;
    for (const who of [f.owner, f.admin, f.member]) {
      const res = await call(t, who, 'GET', url);
      expect(res.statusCode).toBe(200);
      expect(res.json().seats).toEqual({ used: 3, total: 10 });
      expect(res.json().members.map((m: { role: string }) => m.role)).toEqual(['owner', 'admin', 'member']);
    }
    expect((await call(t, f.outsider, 'GET', url)).statusCode).toBe(404);
    expect((await call(t, null, 'GET', url)).statusCode).toBe(401);
    // A malformed id is a 400 naming the field (issue 31), before any lookup.
    const malformed = await call(t, f.owner, 'GET', '/api/teams/not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].field).toContain('teamId');
  });
});

describe('invitations', () => {
  it('owner invites by email; the mailed single-use link lets the invitee preview and accept, once', async () => {
    const f = await teamWithRoles(t);
    const invitee = await t.register();
    const { href, token, invitation } = await invitationToken(t, f.owner, f.teamId, invitee.email.toUpperCase());
    expect(href).toMatch(/^https:\/\/cosmos\.example\.test\/teams\/join#token=/);
    expect(invitation.email).toBe(invitee.email.toLowerCase());
    const days = (Date.parse(invitation.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(INVITATION_DAYS - 0.01);
    expect(days).toBeLessThanOrEqual(INVITATION_DAYS);
    // Another account holding the link cannot use it.
    expect((await call(t, f.outsider, 'POST', '/api/team-invitations/accept', { token })).statusCode).toBe(403);
    const preview = await call(t, invitee, 'POST', '/api/team-invitations/preview', { token });
    expect(preview.json()).toMatchObject({ teamName: 'Orbit Ops', role: 'member' });
    const accepted = await call(t, invitee, 'POST', '/api/team-invitations/accept', { token });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ id: f.teamId, myRole: 'member', active: true });
    expect((await call(t, invitee, 'POST', '/api/team-invitations/accept', { token })).statusCode).toBe(410);
    expect((await call(t, invitee, 'GET', `/api/teams/${f.teamId}`)).statusCode).toBe(200);
  });

  it('only the owner and admins invite, list and revoke; bad input names the field', async () => {
    const f = await teamWithRoles(t);
    const url = `/api/teams/${f.teamId}/invitations`;
    expect((await call(t, f.admin, 'POST', url, { email: 'a1@example.test', role: 'admin' })).statusCode).toBe(201);
    expect((await call(t, f.member, 'POST', url, { email: 'a2@example.test' })).statusCode).toBe(403);
    expect((await call(t, f.outsider, 'POST', url, { email: 'a3@example.test' })).statusCode).toBe(404);
    expect((await call(t, null, 'POST', url, { email: 'a4@example.test' })).statusCode).toBe(401);
    const bad = await call(t, f.owner, 'POST', url, { email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('email');
    expect((await call(t, f.owner, 'POST', url, { email: 'a1@example.test' })).statusCode).toBe(409);
    expect((await call(t, f.owner, 'POST', url, { email: f.member.email })).statusCode).toBe(409);
    const list = await call(t, f.owner, 'GET', url);
    expect(list.json().map((i: { email: string }) => i.email)).toEqual(['a1@example.test']);
    expect((await call(t, f.member, 'GET', url)).statusCode).toBe(403);
    expect((await call(t, f.outsider, 'GET', url)).statusCode).toBe(404);
    const id = list.json()[0].id;
    expect((await call(t, f.member, 'DELETE', `${url}/${id}`)).statusCode).toBe(403);
    expect((await call(t, f.owner, 'DELETE', `${url}/${id}`)).statusCode).toBe(204);
    expect((await call(t, f.owner, 'DELETE', `${url}/${id}`)).statusCode).toBe(404);
  });

  it('an expired, revoked or declined invitation no longer works (410)', async () => {
    const f = await teamWithRoles(t);
    const [a, b, c] = [await t.register(), await t.register(), await t.register()];
    const expired = await invitationToken(t, f.owner, f.teamId, a.email);
    await expireInvitations(t.db, f.teamId);
    const late = await call(t, a, 'POST', '/api/team-invitations/accept', { token: expired.token });
    expect(late.statusCode).toBe(410);
    expect(late.json().code).toBe('invitation_expired');
    const revoked = await invitationToken(t, f.owner, f.teamId, b.email);
    await call(t, f.owner, 'DELETE', `/api/teams/${f.teamId}/invitations/${revoked.invitation.id}`);
    expect((await call(t, b, 'POST', '/api/team-invitations/accept', { token: revoked.token })).statusCode).toBe(410);
    const declined = await invitationToken(t, f.owner, f.teamId, c.email);
    expect((await call(t, c, 'POST', '/api/team-invitations/decline', { token: declined.token })).statusCode).toBe(204);
    expect((await call(t, c, 'POST', '/api/team-invitations/accept', { token: declined.token })).statusCode).toBe(410);
    expect((await call(t, c, 'GET', `/api/teams/${f.teamId}`)).statusCode).toBe(404);
    expect((await call(t, c, 'POST', '/api/team-invitations/accept', { token: 'x'.repeat(43) })).statusCode).toBe(404);
  });

  it('seats: members plus pending invitations never exceed the plan’s 10; an expired invitation frees its seat', async () => {
    const f = await teamWithRoles(t); // 3 seats taken
    const url = `/api/teams/${f.teamId}/invitations`;
    for (let i = 0; i < 7; i++)
      expect((await call(t, f.owner, 'POST', url, { email: `seat${i}@example.test` })).statusCode).toBe(201);
    const full = await call(t, f.owner, 'POST', url, { email: 'seat-11@example.test' });
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('seats_full');
    expect((await call(t, f.owner, 'GET', `/api/teams/${f.teamId}`)).json().seats).toEqual({ used: 10, total: 10 });
    await expireInvitations(t.db, f.teamId);
    expect((await call(t, f.owner, 'POST', url, { email: 'seat-11@example.test' })).statusCode).toBe(201);
  });
});

describe('roles and removal', () => {
  it('only the owner changes roles, never their own', async () => {
    const f = await teamWithRoles(t);
    const url = (id: string) => `/api/teams/${f.teamId}/members/${id}`;
    expect((await call(t, f.admin, 'PATCH', url(f.member.user.id), { role: 'admin' })).statusCode).toBe(403);
    expect((await call(t, f.member, 'PATCH', url(f.member.user.id), { role: 'admin' })).statusCode).toBe(403);
    expect((await call(t, f.outsider, 'PATCH', url(f.member.user.id), { role: 'admin' })).statusCode).toBe(404);
    expect((await call(t, null, 'PATCH', url(f.member.user.id), { role: 'admin' })).statusCode).toBe(401);
    const bad = await call(t, f.owner, 'PATCH', url(f.member.user.id), { role: 'owner' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('role');
    expect((await call(t, f.owner, 'PATCH', url(f.owner.user.id), { role: 'member' })).statusCode).toBe(403);
    expect((await call(t, f.owner, 'PATCH', url(f.member.user.id), { role: 'admin' })).statusCode).toBe(204);
    const members = (await call(t, f.owner, 'GET', `/api/teams/${f.teamId}`)).json().members;
    expect(members.find((m: { userId: string }) => m.userId === f.member.user.id).role).toBe('admin');
  });

  it('admins remove members but not admins or the owner; a member may leave, the owner may not', async () => {
    const f = await teamWithRoles(t);
    const url = (id: string) => `/api/teams/${f.teamId}/members/${id}`;
    expect((await call(t, f.member, 'DELETE', url(f.admin.user.id))).statusCode).toBe(403);
    expect((await call(t, f.admin, 'DELETE', url(f.owner.user.id))).statusCode).toBe(403);
    expect((await call(t, f.owner, 'DELETE', url(f.owner.user.id))).statusCode).toBe(403);
    expect((await call(t, f.outsider, 'DELETE', url(f.member.user.id))).statusCode).toBe(404);
    expect((await call(t, null, 'DELETE', url(f.member.user.id))).statusCode).toBe(401);
    expect((await call(t, f.admin, 'DELETE', url(f.member.user.id))).statusCode).toBe(204);
    expect((await call(t, f.member, 'GET', `/api/teams/${f.teamId}`)).statusCode).toBe(404);
    expect((await call(t, f.admin, 'DELETE', url(f.admin.user.id))).statusCode).toBe(204); // leaving
    expect((await call(t, f.owner, 'GET', `/api/teams/${f.teamId}`)).json().members).toHaveLength(1);
  });
});

describe('Enterprise entitlements through a team', () => {
  it('members get Enterprise while they belong and the owner pays; removal ends it and their team keys at once', async () => {
    const f = await teamWithRoles(t);
    const personalKey = () => call(t, f.admin, 'POST', '/api/api-keys', { name: 'mine' });
    expect((await personalKey()).statusCode).toBe(201);
    expect((await call(t, f.outsider, 'POST', '/api/api-keys', { name: 'mine' })).statusCode).toBe(403);
    const teamKey = await call(t, f.admin, 'POST', `/api/teams/${f.teamId}/api-keys`, { name: 'pipeline' });
    expect(teamKey.statusCode).toBe(201);
    const useKey = () => t.app.inject({ url: '/api/celestial-data', headers: { 'x-api-key': teamKey.json().key } });
    expect((await useKey()).statusCode).toBe(200);
    await call(t, f.owner, 'DELETE', `/api/teams/${f.teamId}/members/${f.admin.user.id}`);
    expect((await personalKey()).statusCode).toBe(403);
    expect((await useKey()).statusCode).toBe(401); // the removed admin had seen the secret
    expect((await call(t, f.owner, 'GET', `/api/teams/${f.teamId}/api-keys`)).json()).toHaveLength(0);
  });

  it('N9: demoting an admin revokes the team keys they created, at once; keys made by others keep working', async () => {
    const f = await teamWithRoles(t);
    const make = async (who: typeof f.owner, name: string) =>
      (await call(t, who, 'POST', `/api/teams/${f.teamId}/api-keys`, { name })).json().key as string;
    const adminKey = await make(f.admin, 'admin pipeline');
    const ownerKey = await make(f.owner, 'owner pipeline');
    const use = (key: string) => t.app.inject({ url: '/api/celestial-data', headers: { 'x-api-key': key } });
    expect((await use(adminKey)).statusCode).toBe(200);
    const demote = await call(t, f.owner, 'PATCH', `/api/teams/${f.teamId}/members/${f.admin.user.id}`, {
      role: 'member',
    });
    expect(demote.statusCode, demote.body).toBeLessThan(300);
    expect((await use(adminKey)).statusCode).toBe(401);
    expect((await use(ownerKey)).statusCode).toBe(200);
    const left = (await call(t, f.owner, 'GET', `/api/teams/${f.teamId}/api-keys`)).json();
    expect(left.map((k: { name: string }) => k.name)).toEqual(['owner pipeline']);
  });

  it('a downgraded owner keeps every member, view and key, but the team pauses until Enterprise is back', async () => {
    const f = await teamWithRoles(t);
    const key = (await call(t, f.owner, 'POST', `/api/teams/${f.teamId}/api-keys`, { name: 'k' })).json().key;
    await call(t, f.member, 'POST', `/api/teams/${f.teamId}/views`, { name: 'ISS', query: 'select=25544' });
    await subscription(t.db, f.owner.user.id, { plan: 'pro' });

    const detail = (await call(t, f.member, 'GET', `/api/teams/${f.teamId}`)).json();
    expect(detail).toMatchObject({ active: false, seats: { used: 3, total: 10 } });
    expect((await call(t, f.member, 'GET', `/api/teams/${f.teamId}/views`)).json()).toHaveLength(1);
    expect((await call(t, f.owner, 'GET', `/api/teams/${f.teamId}/api-keys`)).json()).toHaveLength(1);
    expect((await call(t, f.member, 'POST', '/api/api-keys', { name: 'x' })).statusCode).toBe(403);
    const refused = await t.app.inject({ url: '/api/celestial-data', headers: { 'x-api-key': key } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('plan_required');
    const invite = await call(t, f.owner, 'POST', `/api/teams/${f.teamId}/invitations`, { email: 'p@example.test' });
    expect(invite.statusCode).toBe(409);
    expect(invite.json().code).toBe('team_inactive');

    await subscription(t.db, f.owner.user.id, { plan: 'enterprise' });
    expect((await call(t, f.member, 'GET', `/api/teams/${f.teamId}`)).json().active).toBe(true);
    expect((await t.app.inject({ url: '/api/celestial-data', headers: { 'x-api-key': key } })).statusCode).toBe(200);
    expect((await call(t, f.member, 'POST', '/api/api-keys', { name: 'x' })).statusCode).toBe(201);
  });
});
