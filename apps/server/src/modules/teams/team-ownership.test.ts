import { describe, expect, it } from 'vitest';
import { subscription, team, teamMember, user } from '../../../test/factories.ts';
import { startTestApp } from '../../../test/harness.ts';
import { call, teamWithRoles } from '../../../test/team-helpers.ts';

const t = await startTestApp();

describe('transferring ownership', () => {
  it('only the owner transfers; only to an admin; the new owner needs their own Enterprise subscription', async () => {
    const f = await teamWithRoles(t);
    const url = `/api/teams/${f.teamId}/transfer-ownership`;
    const to = { userId: f.admin.user.id };
    expect((await call(t, null, 'POST', url, to)).statusCode).toBe(401);
    expect((await call(t, f.outsider, 'POST', url, to)).statusCode).toBe(404);
    expect((await call(t, f.member, 'POST', url, to)).statusCode).toBe(403);
    expect((await call(t, f.admin, 'POST', url, to)).statusCode).toBe(403);
    const bad = await call(t, f.owner, 'POST', url, { userId: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('userId');
    const toMember = await call(t, f.owner, 'POST', url, { userId: f.member.user.id });
    expect(toMember.statusCode).toBe(400);
    expect(toMember.json().errors[0].field).toBe('userId');
    expect((await call(t, f.owner, 'POST', url, { userId: f.outsider.user.id })).statusCode).toBe(404);
    // The admin enjoys Enterprise through the team but does not pay for it: refused, nothing changes.
    const unpaid = await call(t, f.owner, 'POST', url, to);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().code).toBe('plan_required');
    expect((await call(t, f.owner, 'GET', `/api/teams/${f.teamId}`)).json().ownerId).toBe(f.owner.user.id);
  });

  it('an admin who subscribes becomes owner; the old owner becomes admin, can leave, and the team stays active', async () => {
    const f = await teamWithRoles(t);
    await subscription(t.db, f.admin.user.id, { plan: 'enterprise' });
    const res = await call(t, f.owner, 'POST', `/api/teams/${f.teamId}/transfer-ownership`, {
      userId: f.admin.user.id,
    });
    expect(res.statusCode, res.body).toBe(204);
    const detail = (await call(t, f.admin, 'GET', `/api/teams/${f.teamId}`)).json();
    expect(detail).toMatchObject({ ownerId: f.admin.user.id, myRole: 'owner', active: true });
    const roles = Object.fromEntries(detail.members.map((m: { userId: string; role: string }) => [m.userId, m.role]));
    expect(roles[f.owner.user.id]).toBe('admin');
    expect(roles[f.admin.user.id]).toBe('owner');
    // The new owner cannot leave; the old owner now can, and may downgrade without pausing the team.
    expect((await call(t, f.admin, 'DELETE', `/api/teams/${f.teamId}/members/${f.admin.user.id}`)).statusCode).toBe(
      403,
    );
    expect((await call(t, f.owner, 'DELETE', `/api/teams/${f.teamId}/members/${f.owner.user.id}`)).statusCode).toBe(
      204,
    );
    await subscription(t.db, f.owner.user.id, { plan: 'basic' });
    expect((await call(t, f.member, 'GET', `/api/teams/${f.teamId}`)).json().active).toBe(true);
    expect((await call(t, f.owner, 'GET', `/api/teams/${f.teamId}`)).statusCode).toBe(404);
    const activity = (await call(t, f.member, 'GET', `/api/teams/${f.teamId}/activity`)).json();
    const kinds = (activity.items ?? activity).map((a: { kind: string }) => a.kind);
    expect(kinds).toContain('ownership_transferred');
  });

  it('refuses a new owner who already owns another team', async () => {
    const f = await teamWithRoles(t);
    const other = await user(t, { plan: 'enterprise' });
    await team(t, other);
    await teamMember(t.db, f.teamId, other.user.id, 'admin');
    const res = await call(t, f.owner, 'POST', `/api/teams/${f.teamId}/transfer-ownership`, { userId: other.user.id });
    expect(res.statusCode).toBe(409);
  });
});
