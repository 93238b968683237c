import { describe, expect, it } from 'vitest';
import { subscription } from '../../../test/factories.ts';
import { startTestApp } from '../../../test/harness.ts';
import { call, teamWithRoles } from '../../../test/team-helpers.ts';
import { satelliteFollowers } from './follows.service.ts';

const t = await startTestApp();
const ISS = 'sat-25544';

/** What the alert jobs (conjunctions, re-entries) will alert this user about: object → threshold. */
const alertsFor = async (userId: string) =>
  Object.fromEntries(
    (await satelliteFollowers(t.ctx))
      .filter((f) => f.user_id === userId)
      .map((f) => [f.object_id, f.conjunction_threshold_km]),
  );

describe('followed objects a team shares', () => {
  it('owner and admins share; every member gets the alerts; members only read; outsiders see nothing', async () => {
    const f = await teamWithRoles(t);
    const url = `/api/teams/${f.teamId}/follows/${ISS}`;
    expect((await call(t, f.member, 'PUT', url, { thresholdKm: 3 })).statusCode).toBe(403);
    expect((await call(t, f.outsider, 'PUT', url, { thresholdKm: 3 })).statusCode).toBe(404);
    expect((await call(t, null, 'PUT', url, { thresholdKm: 3 })).statusCode).toBe(401);
    const bad = await call(t, f.admin, 'PUT', url, { thresholdKm: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('thresholdKm');
    expect((await call(t, f.admin, 'PUT', `/api/teams/${f.teamId}/follows/sat-99999999`, {})).statusCode).toBe(404);
    const shared = await call(t, f.admin, 'PUT', url, { thresholdKm: 3 });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json()).toMatchObject({ objectId: ISS, thresholdKm: 3 });
    const list = (await call(t, f.member, 'GET', `/api/teams/${f.teamId}/follows`)).json();
    expect(list.map((o: { objectId: string }) => o.objectId)).toEqual([ISS]);
    expect((await call(t, f.outsider, 'GET', `/api/teams/${f.teamId}/follows`)).statusCode).toBe(404);
    for (const who of [f.owner, f.admin, f.member]) expect(await alertsFor(who.user.id)).toEqual({ [ISS]: 3 });
    expect(await alertsFor(f.outsider.user.id)).toEqual({});
  });

  it('a personal follow and a team follow of the same object alert once, under the tighter threshold', async () => {
    const f = await teamWithRoles(t);
    await call(t, f.owner, 'PUT', `/api/teams/${f.teamId}/follows/${ISS}`, { thresholdKm: 3 });
    await call(t, f.member, 'PUT', `/api/follows/${ISS}`, { thresholdKm: 10 });
    expect(await alertsFor(f.member.user.id)).toEqual({ [ISS]: 3 });
  });

  it('removal, unsharing and a paused team end the team alerts at once', async () => {
    const f = await teamWithRoles(t);
    await call(t, f.owner, 'PUT', `/api/teams/${f.teamId}/follows/${ISS}`, { thresholdKm: 5 });
    expect((await call(t, f.owner, 'DELETE', `/api/teams/${f.teamId}/members/${f.member.user.id}`)).statusCode).toBe(
      204,
    );
    expect(await alertsFor(f.member.user.id)).toEqual({});
    await subscription(t.db, f.owner.user.id, { plan: 'pro' });
    expect(await alertsFor(f.admin.user.id)).toEqual({});
    await subscription(t.db, f.owner.user.id, { plan: 'enterprise' });
    expect(await alertsFor(f.admin.user.id)).toEqual({ [ISS]: 5 });
    expect((await call(t, f.member, 'DELETE', `/api/teams/${f.teamId}/follows/${ISS}`)).statusCode).toBe(404);
    expect((await call(t, f.admin, 'DELETE', `/api/teams/${f.teamId}/follows/${ISS}`)).statusCode).toBe(204);
    expect(await alertsFor(f.admin.user.id)).toEqual({});
    const kinds = (await call(t, f.admin, 'GET', `/api/teams/${f.teamId}/activity`)).json();
    expect((kinds.items ?? kinds).map((a: { kind: string }) => a.kind)).toEqual(
      expect.arrayContaining(['object_shared', 'object_unshared']),
    );
  });
});
