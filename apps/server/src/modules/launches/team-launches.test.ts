import { describe, expect, it } from 'vitest';
import { fakeLaunchLibrary, HOUR, ll2Launch } from '../../../test/fake-launch-library.ts';
import { subscription } from '../../../test/factories.ts';
import { startTestApp } from '../../../test/harness.ts';
import { call, teamWithRoles } from '../../../test/team-helpers.ts';
import { alertLaunchWindows } from './launch-alerts.ts';
import { refreshLaunches } from './launches.service.ts';

const t = await startTestApp();
type Who = Awaited<ReturnType<typeof t.register>>;

// ── A local Launch Library 2 source whose answer each test sets ──────────────────────────────────
let answer: unknown = { results: [] };
const source = fakeLaunchLibrary(() => ({ body: answer }));
const ll2 = (id: string, netMs: number, status: string) =>
  ll2Launch(id, netMs, status, { name: `Falcon 9 | Team ${id}` });
/** Publishes the launch with this status and refreshes: followers of a status change are notified. */
const publish = async (id: string, netMs: number, status: string) => {
  answer = { results: [ll2(id, netMs, status)] };
  expect(await refreshLaunches(t.ctx, { url: `${source.base}/`, force: true })).toBe('refreshed');
};
/** The notifications this user has about this launch (status changes and the hour-ahead alert). */
const toldAbout = async (who: Who, id: string) =>
  ((await call(t, who, 'GET', '/api/notifications?limit=100')).json().items as { title: string }[]).filter((n) =>
    n.title.endsWith(`Team ${id}`),
  ).length;
const activityKinds = async (who: Who, teamId: string) => {
  const body = (await call(t, who, 'GET', `/api/teams/${teamId}/activity`)).json();
  return (body.items ?? body).map((a: { kind: string }) => a.kind) as string[];
};

describe('launches a team follows together', () => {
  it('owner, admin and member share; outsiders see nothing; bad and unknown ids are refused', async () => {
    const f = await teamWithRoles(t);
    const url = (id: string) => `/api/teams/${f.teamId}/launches/${id}`;
    expect((await call(t, f.outsider, 'PUT', url('sample-1'))).statusCode).toBe(404);
    expect((await call(t, null, 'PUT', url('sample-1'))).statusCode).toBe(401);
    const bad = await call(t, f.member, 'PUT', url('no_such!id'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('id');
    expect((await call(t, f.member, 'PUT', url('not-a-launch'))).statusCode).toBe(404);
    for (const [who, id] of [
      [f.owner, 'sample-1'],
      [f.admin, 'sample-2'],
      [f.member, 'sample-3'],
    ] as const) {
      const res = await call(t, who, 'PUT', url(id));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ launchId: id, sharedBy: `${who.user.firstName} ${who.user.lastName}` });
    }
    expect((await call(t, f.member, 'PUT', url('sample-1'))).statusCode).toBe(200); // again: no change, no new entry
    const list = (await call(t, f.member, 'GET', `/api/teams/${f.teamId}/launches`)).json();
    expect(list.map((l: { launchId: string }) => l.launchId)).toEqual(['sample-1', 'sample-2', 'sample-3']);
    expect(list[0].name).not.toBe('sample-1'); // named from the launch set, not the bare id
    expect((await call(t, f.outsider, 'GET', `/api/teams/${f.teamId}/launches`)).statusCode).toBe(404);
    expect((await call(t, f.outsider, 'DELETE', url('sample-1'))).statusCode).toBe(404);
    expect((await call(t, f.member, 'DELETE', url('sample-1'))).statusCode).toBe(204);
    expect((await call(t, f.member, 'DELETE', url('sample-1'))).statusCode).toBe(404);
    const kinds = await activityKinds(f.owner, f.teamId);
    expect(kinds.filter((k) => k === 'launch_shared')).toHaveLength(3);
    expect(kinds.filter((k) => k === 'launch_unshared')).toHaveLength(1);
  });

  it('every member is told once, even when they also follow the launch themselves; outsiders are not', async () => {
    const f = await teamWithRoles(t);
    const net = Date.now() + 40 * 60_000;
    await publish('t1', net, 'Go');
    expect((await call(t, f.member, 'PUT', `/api/teams/${f.teamId}/launches/t1`)).statusCode).toBe(200);
    expect((await call(t, f.member, 'PUT', '/api/launches/t1/follow')).statusCode).toBe(200); // also personally
    await publish('t1', net, 'Hold');
    for (const who of [f.owner, f.admin, f.member]) expect(await toldAbout(who, 't1')).toBe(1);
    expect(await toldAbout(f.outsider, 't1')).toBe(0);
    await alertLaunchWindows(t.ctx, new Date()); // the window opens in 40 min: one more each
    for (const who of [f.owner, f.admin, f.member]) expect(await toldAbout(who, 't1')).toBe(2);
    expect(await toldAbout(f.outsider, 't1')).toBe(0);
  });

  it('removal, a paused team and unsharing stop the notifications at once', async () => {
    const f = await teamWithRoles(t);
    const net = Date.now() + 30 * HOUR;
    await publish('t2', net, 'Go');
    await call(t, f.admin, 'PUT', `/api/teams/${f.teamId}/launches/t2`);
    expect((await call(t, f.owner, 'DELETE', `/api/teams/${f.teamId}/members/${f.member.user.id}`)).statusCode).toBe(
      204,
    );
    expect((await call(t, f.member, 'GET', `/api/teams/${f.teamId}/launches`)).statusCode).toBe(404);
    expect((await call(t, f.member, 'PUT', `/api/teams/${f.teamId}/launches/t2`)).statusCode).toBe(404);
    expect((await call(t, f.member, 'DELETE', `/api/teams/${f.teamId}/launches/t2`)).statusCode).toBe(404);
    await publish('t2', net, 'Hold');
    expect(await toldAbout(f.admin, 't2')).toBe(1);
    expect(await toldAbout(f.member, 't2')).toBe(0); // removed just before the change
    await subscription(t.db, f.owner.user.id, { plan: 'pro' }); // the team is paused
    await publish('t2', net, 'Go');
    expect(await toldAbout(f.admin, 't2')).toBe(1);
    // A paused team takes no new shares (403 plan_required), as it makes no new keys.
    const paused = await call(t, f.admin, 'PUT', `/api/teams/${f.teamId}/launches/t1`);
    expect(paused.statusCode).toBe(403);
    expect(paused.json().code).toBe('plan_required');
    await subscription(t.db, f.owner.user.id, { plan: 'enterprise' });
    expect((await call(t, f.admin, 'DELETE', `/api/teams/${f.teamId}/launches/t2`)).statusCode).toBe(204);
    await publish('t2', net, 'Hold');
    expect(await toldAbout(f.admin, 't2')).toBe(1);
    expect(await activityKinds(f.owner, f.teamId)).toEqual(
      expect.arrayContaining(['launch_shared', 'launch_unshared']),
    );
  });
});
