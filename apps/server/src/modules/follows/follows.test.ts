/**
 * The one follow list (issue 32): satellites and launches, followed from any page, appear in one list with their
 * alert settings; the old /api/sky/follows answers from the same list; the alert jobs read each alert's switch.
 */
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness.ts';
import { passFollowers, satelliteFollowers } from './follows.service.ts';

const t = await startTestApp({ SKY_ALERTS_INTERVAL_MS: '0' });
const me = await t.register();
const other = await t.register();
const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, auth = me.auth, payload?: object) =>
  t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
const list = async (auth = me.auth) => (await call('GET', '/api/follows', auth)).json() as Record<string, unknown>[];

describe('one follow list', () => {
  it('a satellite followed on its object page is in the Observing list (old path) and vice versa', async () => {
    const put = await call('PUT', '/api/follows/sat-25544');
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      kind: 'satellite',
      objectId: 'sat-25544',
      thresholdKm: 5,
      alerts: { passes: true, conjunctions: true, reentry: true, launchStatus: false },
    });
    expect((await call('GET', '/api/sky/follows')).json()).toEqual([
      expect.objectContaining({ id: 'sat-25544', name: put.json().name }),
    ]);
    // Followed the old way (Observing's path): one list, one row each.
    expect((await call('PUT', '/api/sky/follows/sat-20580')).statusCode).toBe(200);
    expect((await list()).map((f) => f.objectId)).toEqual(['sat-25544', 'sat-20580']);
    expect(await list(other.auth)).toEqual([]);
  });

  it('a launch followed on its page is in the same list; unfollowing anywhere removes it everywhere', async () => {
    expect((await call('PUT', '/api/launches/sample-1/follow')).statusCode).toBe(200);
    const launch = (await list()).find((f) => f.kind === 'launch')!;
    expect(launch).toMatchObject({ objectId: 'sample-1', alerts: { launchStatus: true, passes: false } });
    expect(launch.name).toBe((await call('GET', '/api/launches/sample-1')).json().name);
    expect((await call('DELETE', '/api/launches/sample-1/follow')).statusCode).toBe(204);
    expect((await call('GET', '/api/launches/sample-1')).json().following).toBe(false);
    expect((await list()).some((f) => f.kind === 'launch')).toBe(false);

    expect((await call('DELETE', '/api/follows/sat-20580')).statusCode).toBe(204);
    expect((await call('GET', '/api/sky/follows')).json().map((f: { id: string }) => f.id)).toEqual(['sat-25544']);
    expect((await call('DELETE', '/api/follows/sat-20580')).statusCode).toBe(404);
  });

  it('alert settings change one at a time, and each alert job reads its own switch', async () => {
    const res = await call('PUT', '/api/follows/sat-25544', me.auth, { alerts: { passes: false }, thresholdKm: 1.5 });
    expect(res.json()).toMatchObject({
      thresholdKm: 1.5,
      alerts: { passes: false, conjunctions: true, reentry: true },
    });
    // Following again from another page keeps the settings.
    expect((await call('PUT', '/api/follows/sat-25544')).json()).toMatchObject({
      thresholdKm: 1.5,
      alerts: { passes: false },
    });
    expect((await passFollowers(t.ctx)).some((f) => f.user_id === me.user.id)).toBe(false);
    const mine = (await satelliteFollowers(t.ctx)).find((f) => f.user_id === me.user.id)!;
    expect(mine).toMatchObject({ object_id: 'sat-25544', conjunction_alerts: true, conjunction_threshold_km: 1.5 });
    await call('PUT', '/api/follows/sat-25544', me.auth, { alerts: { passes: true, conjunctions: false } });
    expect((await passFollowers(t.ctx)).filter((f) => f.user_id === me.user.id)).toEqual([
      { user_id: me.user.id, norad_id: 25544, leadMinutes: 30, passVerdict: 'any' },
    ]);
  });

  it('bad input names the field; unknown satellites are 404; no token is 401', async () => {
    for (const [url, body, field] of [
      ['/api/follows/mars', undefined, 'objectId'],
      ['/api/follows/sat-25544', { thresholdKm: -1 }, 'thresholdKm'],
      ['/api/follows/sat-25544', { alerts: { passes: 'yes' } }, 'alerts.passes'],
    ] as const) {
      const res = await call('PUT', url, me.auth, body);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors[0].field).toBe(field);
    }
    expect((await call('PUT', '/api/follows/sat-999999')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/follows' })).statusCode).toBe(401);
  });
});
