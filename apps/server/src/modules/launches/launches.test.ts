import type { LaunchList } from '@cosmos/contracts';
import { describe, expect, it } from 'vitest';
import { fakeLaunchLibrary, HOUR, ll2Launch } from '../../../test/fake-launch-library.ts';
import { startTestApp } from '../../../test/harness.ts';
import { alertLaunchWindows } from './launch-alerts.ts';
import { refreshLaunches } from './launches.service.ts';

const t = await startTestApp();
const user = await t.register();
const other = await t.register();
const get = (url: string, auth = user.auth) => t.app.inject({ method: 'GET', url, headers: auth });

// ── A local Launch Library 2 source: answers whatever `routes` holds for each path ───────────────────
const routes: Record<string, { status?: number; body: unknown }> = {};
const source = fakeLaunchLibrary((path) => routes[path]);
const ll2 = ll2Launch;
const refresh = (path: string) => refreshLaunches(t.ctx, { url: `${source.base}${path}`, force: true });
const notificationsOf = async (auth: { authorization: string }) =>
  (await get('/api/notifications', auth)).json().items as { title: string; message: string; link: string }[];

describe('launches', () => {
  it('offline: the bundled samples, marked as samples, upcoming soonest first and always in the future', async () => {
    const res = await get('/api/launches');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as LaunchList;
    expect(body.status.source).toBe('sample');
    expect(body.items.length).toBeGreaterThanOrEqual(3);
    for (const l of body.items) {
      expect(l.sample).toBe(true);
      expect(l.name.startsWith('Sample:')).toBe(true);
      expect(Date.parse(l.net)).toBeGreaterThan(Date.now() + 3 * HOUR);
    }
    const nets = body.items.map((l) => Date.parse(l.net));
    expect(nets).toEqual([...nets].sort((a, b) => a - b));
  });

  it('a recent sample with a launch designator links to its catalogue objects (1998-067 → the ISS)', async () => {
    const body = (await get('/api/launches?window=recent')).json() as LaunchList;
    expect(body.items.every((l) => Date.parse(l.net) <= Date.now())).toBe(true);
    const zarya = body.items.find((l) => l.launchDesignator === '1998-067')!;
    // A past sample is a real launch at its real date, not an invented recent one (issue 36).
    expect(zarya.net).toBe('1998-11-20T06:40:00.000Z');
    expect(zarya.objects).toContainEqual({ id: 'sat-25544', name: 'ISS (NOMINAL)', designator: '1998-067A' });
  });

  it('bad input answers 400 naming the parameter', async () => {
    const cases: [string, string][] = [
      ['/api/launches?window=soon', 'window'],
      ['/api/launches?limit=0', 'limit'],
      ['/api/launches?cospar=2026-123', 'cospar'],
      ['/api/launches/not%20an%20id', 'id'],
    ];
    for (const [url, field] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
  });

  it('follow and unfollow a launch; unknown launches are 404; anonymous is 401', async () => {
    const put = (id: string, auth = user.auth) =>
      t.app.inject({ method: 'PUT', url: `/api/launches/${id}/follow`, headers: auth });
    const del = (id: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/launches/${id}/follow`, headers: user.auth });
    expect((await put('sample-1')).json()).toEqual({ launchId: 'sample-1', following: true });
    expect((await get('/api/launches/sample-1')).json().following).toBe(true);
    expect((await get('/api/launches/sample-1', other.auth)).json().following).toBe(false);
    expect((await del('sample-1')).statusCode).toBe(204);
    expect((await del('sample-1')).statusCode).toBe(404);
    expect((await put('no-such-launch')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/launches' })).statusCode).toBe(401);
  });

  it('a live source replaces the samples; a malformed entry rejects the whole refresh and keeps the last good set', async () => {
    const now = Date.now();
    routes['/good'] = {
      body: {
        count: 3,
        results: [
          ll2('a1', now + 30 * HOUR),
          ll2('a2', now + 50 * HOUR),
          ll2('a0', now - 48 * HOUR, 'Success', { mission: { name: 'Zarya', launch_designator: '1998-067' } }),
        ],
      },
    };
    expect(await refresh('/good')).toBe('refreshed');
    let body = (await get('/api/launches')).json() as LaunchList;
    expect(body.status.source).toBe('live');
    expect(body.items.map((l) => l.id)).toEqual(['a1', 'a2']);
    expect(body.items[0]).toMatchObject({ vehicle: 'Falcon 9 Block 5', provider: 'SpaceX', sample: false });
    expect(body.items[0]!.pad).toEqual({ name: 'SLC-40', location: 'Cape Canaveral, FL, USA' });
    const recent = (await get('/api/launches?window=recent')).json() as LaunchList;
    expect(recent.items.map((l) => l.id)).toEqual(['a0']);
    expect(recent.items[0]!.objects.map((o) => o.id)).toContain('sat-25544');

    routes['/bad'] = {
      body: { results: [ll2('b1', now + HOUR * 5), { ...ll2('b2', now), net: 'next tuesday' }, { id: 'b3' }] },
    };
    expect(await refresh('/bad')).toBe('failed');
    body = (await get('/api/launches')).json() as LaunchList;
    expect(body.items.map((l) => l.id)).toEqual(['a1', 'a2']); // last good set kept
    expect(body.status.lastError).toMatch(/results\[1\] \(id b2\): net: must be an ISO date-time/);
    expect(body.status.lastError).toMatch(/results\[2\] \(id b3\): name: is required/);

    routes['/down'] = { status: 503, body: 'unavailable' };
    expect(await refresh('/down')).toBe('failed');
    expect((await get('/api/launches')).json().status.lastError).toMatch(/HTTP 503/);
    routes['/notjson'] = { body: '<html>' };
    expect(await refresh('/notjson')).toBe('failed');
    expect((await get('/api/launches')).json().status.lastError).toMatch(/not JSON/);

    // Several sources (upcoming and previous) are fetched together; one failing fails them all.
    expect(await refresh('/good /down')).toBe('failed');
    expect((await get('/api/launches')).json().items.map((l: { id: string }) => l.id)).toEqual(['a1', 'a2']);
  });

  it('one refresh per hour across processes: a concurrent one is skipped, and so is an unforced one within the hour', async () => {
    routes['/one'] = { body: { results: [ll2('d1', Date.now() + 30 * HOUR)] } };
    const url = `${source.base}/one`;
    const outcomes = await Promise.all([refreshLaunches(t.ctx, { url }), refreshLaunches(t.ctx, { url })]);
    // The last attempt was moments ago (the previous test), so neither unforced run is due…
    expect(outcomes).toEqual(['skipped', 'skipped']);
    // …and of two forced ones racing for the claim, exactly one fetches.
    const forced = await Promise.all([
      refreshLaunches(t.ctx, { url, force: true }),
      refreshLaunches(t.ctx, { url, force: true }),
    ]);
    expect(forced.sort()).toEqual(['refreshed', 'skipped']);
    expect((await get('/api/launches')).json().items.map((l: { id: string }) => l.id)).toEqual(['d1']);
  });

  it('followers are notified when the status changes, and once an hour before the window', async () => {
    const now = Date.now();
    routes['/v1'] = { body: { results: [ll2('c1', now + 40 * 60_000), ll2('c2', now + 20 * HOUR)] } };
    expect(await refresh('/v1')).toBe('refreshed');
    await t.app.inject({ method: 'PUT', url: '/api/launches/c2/follow', headers: user.auth });
    await t.app.inject({ method: 'PUT', url: '/api/launches/c1/follow', headers: user.auth });

    routes['/v2'] = { body: { results: [ll2('c1', now + 40 * 60_000), ll2('c2', now + 20 * HOUR, 'Hold')] } };
    expect(await refresh('/v2')).toBe('refreshed');
    const mine = await notificationsOf(user.auth);
    const status = mine.filter((n) => n.title.startsWith('Launch status'));
    expect(status).toHaveLength(1);
    expect(status[0]!.message).toContain('is now "Hold" (was "Go for Launch")');
    expect(status[0]!.link).toBe('/mission-control?launch=c2');
    expect(await notificationsOf(other.auth)).toHaveLength(0);

    expect(await alertLaunchWindows(t.ctx, new Date())).toBe(1); // c1 opens in 40 min; c2 is 20 h away
    expect(await alertLaunchWindows(t.ctx, new Date())).toBe(0); // once
    const soon = (await notificationsOf(user.auth)).filter((n) => n.title.startsWith('Launch window opens soon'));
    expect(soon).toHaveLength(1);
    expect(soon[0]!.message).toMatch(/in (39|40) min/);
  });

  it('Active Missions lists the crewed station and notable missions of the catalogue', async () => {
    const res = await get('/api/missions/active');
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { id: string; kind: string; perigeeKm: number }[];
    expect(items[0]).toMatchObject({ id: 'sat-25544', kind: 'station' });
    expect(items[0]!.perigeeKm).toBeGreaterThan(380);
    expect(items.find((m) => m.id === 'sat-20580')?.kind).toBe('notable');
  });
});
