import { describe, expect, it } from 'vitest';
import { ticket, user } from '../../../test/factories.ts';
import { startTestApp } from '../../../test/harness.ts';
import { call, teamWithRoles } from '../../../test/team-helpers.ts';

const t = await startTestApp();

describe('team API keys', () => {
  it('owner and admins manage them; members and outsiders cannot; the key acts for the team owner', async () => {
    const f = await teamWithRoles(t);
    const url = `/api/teams/${f.teamId}/api-keys`;
    const made = await call(t, f.admin, 'POST', url, { name: 'ingest' });
    expect(made.statusCode).toBe(201);
    expect(made.json().key).toMatch(/^cos_/);
    expect((await call(t, f.member, 'POST', url, { name: 'x' })).statusCode).toBe(403);
    expect((await call(t, f.outsider, 'POST', url, { name: 'x' })).statusCode).toBe(404);
    expect((await call(t, null, 'POST', url, { name: 'x' })).statusCode).toBe(401);
    const bad = await call(t, f.owner, 'POST', url, { name: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('name');
    const list = await call(t, f.owner, 'GET', url);
    expect(list.json()).toEqual([expect.objectContaining({ name: 'ingest', createdBy: expect.any(String) })]);
    expect(list.json()[0]).not.toHaveProperty('key');
    expect((await call(t, f.member, 'GET', url)).statusCode).toBe(403);
    expect((await call(t, f.outsider, 'GET', url)).statusCode).toBe(404);
    // A team key is not a personal key of its creator: it is neither listed nor revocable there.
    expect((await call(t, f.admin, 'GET', '/api/api-keys')).json()).toHaveLength(0);
    expect((await call(t, f.admin, 'DELETE', `/api/api-keys/${made.json().id}`)).statusCode).toBe(404);
    // Usage is metered to the team's owner: the key's request is the owner's.
    const me = await t.app.inject({ url: '/api/celestial-data', headers: { 'x-api-key': made.json().key } });
    expect(me.statusCode).toBe(200);
    expect((await call(t, f.member, 'DELETE', `${url}/${made.json().id}`)).statusCode).toBe(403);
    expect((await call(t, f.owner, 'DELETE', `${url}/${made.json().id}`)).statusCode).toBe(204);
    expect((await call(t, f.owner, 'DELETE', `${url}/${made.json().id}`)).statusCode).toBe(404);
    const after = await t.app.inject({ url: '/api/celestial-data', headers: { 'x-api-key': made.json().key } });
    expect(after.statusCode).toBe(401);
  });
});

describe('shared 3D views', () => {
  it('any member shares and opens views; authors and managers delete them', async () => {
    const f = await teamWithRoles(t);
    const url = `/api/teams/${f.teamId}/views`;
    const view = await call(t, f.member, 'POST', url, {
      name: 'ISS pass',
      query: '?select=25544&t=2026-11-24T00:00:00Z',
    });
    expect(view.statusCode).toBe(201);
    expect(view.json()).toMatchObject({ name: 'ISS pass', query: 'select=25544&t=2026-11-24T00:00:00Z' });
    const bad = await call(t, f.member, 'POST', url, { name: 'x', query: 'has spaces' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('query');
    expect((await call(t, f.outsider, 'POST', url, { name: 'x', query: 'a=1' })).statusCode).toBe(404);
    expect((await call(t, null, 'GET', url)).statusCode).toBe(401);
    expect((await call(t, f.outsider, 'GET', url)).statusCode).toBe(404);
    for (const who of [f.owner, f.admin, f.member]) expect((await call(t, who, 'GET', url)).json()).toHaveLength(1);
    const other = await call(t, f.admin, 'POST', url, { name: 'Starlink', query: 'filter=starlink' });
    expect((await call(t, f.member, 'DELETE', `${url}/${other.json().id}`)).statusCode).toBe(403);
    expect((await call(t, f.member, 'DELETE', `${url}/${view.json().id}`)).statusCode).toBe(204);
    expect((await call(t, f.owner, 'DELETE', `${url}/${other.json().id}`)).statusCode).toBe(204);
    expect((await call(t, f.owner, 'GET', url)).json()).toHaveLength(0);
  });
});

describe('team activity log', () => {
  it('records who invited, removed, created or revoked keys, newest first; members only', async () => {
    const f = await teamWithRoles(t);
    await call(t, f.owner, 'POST', `/api/teams/${f.teamId}/invitations`, { email: 'log@example.test' });
    const key = await call(t, f.admin, 'POST', `/api/teams/${f.teamId}/api-keys`, { name: 'k1' });
    await call(t, f.admin, 'DELETE', `/api/teams/${f.teamId}/api-keys/${key.json().id}`);
    await call(t, f.owner, 'DELETE', `/api/teams/${f.teamId}/members/${f.member.user.id}`);
    const res = await call(t, f.admin, 'GET', `/api/teams/${f.teamId}/activity`);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((a: { kind: string }) => a.kind)).toEqual([
      'member_removed',
      'key_revoked',
      'key_created',
      'member_invited',
      'team_created',
    ]);
    expect(res.json()[0].detail).toBe(f.member.email.toLowerCase());
    expect((await call(t, f.member, 'GET', `/api/teams/${f.teamId}/activity`)).statusCode).toBe(404);
    expect((await call(t, f.outsider, 'GET', `/api/teams/${f.teamId}/activity`)).statusCode).toBe(404);
    expect((await call(t, null, 'GET', `/api/teams/${f.teamId}/activity`)).statusCode).toBe(401);
    expect((await call(t, f.owner, 'GET', `/api/teams/${f.teamId}/activity?limit=0`)).statusCode).toBe(400);
  });
});

describe('dedicated agent', () => {
  it('a site admin names the agent; the team sees "your dedicated agent"; its tickets go to that agent first', async () => {
    const f = await teamWithRoles(t);
    const siteAdmin = await user(t, { role: 'admin' });
    const agent = await t.login('agent@cosmos.test', 'Support-the-cosmos-2026');
    const url = `/api/admin/teams/${f.teamId}/dedicated-agent`;
    expect((await call(t, f.owner, 'PUT', url, { agentId: agent.user.id })).statusCode).toBe(403);
    expect((await call(t, null, 'PUT', url, { agentId: agent.user.id })).statusCode).toBe(401);
    const notAgent = await call(t, siteAdmin, 'PUT', url, { agentId: f.member.user.id });
    expect(notAgent.statusCode).toBe(400);
    expect(notAgent.json().errors[0].field).toBe('agentId');
    expect((await call(t, siteAdmin, 'PUT', url, { agentId: 'nope' })).statusCode).toBe(400);
    expect((await call(t, siteAdmin, 'PUT', url, { agentId: agent.user.id })).statusCode).toBe(204);
    const listed = (await call(t, siteAdmin, 'GET', '/api/admin/teams')).json();
    expect(listed.find((x: { id: string }) => x.id === f.teamId).dedicatedAgent.id).toBe(agent.user.id);
    expect((await call(t, f.member, 'GET', '/api/admin/teams')).statusCode).toBe(403);
    const audit = (await call(t, siteAdmin, 'GET', '/api/admin/audit')).json();
    expect((audit.items ?? audit)[0]).toMatchObject({
      action: 'team.agent_assigned',
      targetType: 'team',
      targetId: f.teamId,
    });

    const team = (await call(t, f.member, 'GET', `/api/teams/${f.teamId}`)).json();
    expect(team.dedicatedAgent).toEqual({ id: agent.user.id, name: `${agent.user.firstName} ${agent.user.lastName}` });
    const filed = await ticket(t, f.member, { subject: 'Need help with the API' });
    expect(filed.assignedAgent?.id).toBe(agent.user.id);
    // Only the dedicated agent is notified of the new ticket; an outsider's ticket is not routed.
    const notes = await t.db.query<{ user_id: string }>(`SELECT user_id FROM notifications WHERE link = $1`, [
      `/support/tickets/${filed.id}`,
    ]);
    expect(notes.map((n) => n.user_id)).toEqual([agent.user.id]);
    expect((await ticket(t, f.outsider)).assignedAgent).toBeNull();
  });
});
