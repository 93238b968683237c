import type { BrightestPasses, Tonight } from '@cosmos/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness.ts';

const t = await startTestApp({ SKY_ALERTS_INTERVAL_MS: '0' });
const located = await t.register();
const unlocated = await t.register();
await t.db.query('UPDATE users SET latitude = 38.72, longitude = -9.14 WHERE email = $1', [located.email]);
const get = (url: string, auth?: Record<string, string>) => t.app.inject({ method: 'GET', url, headers: auth ?? {} });

describe("the observer's sky: access", () => {
  it('every route answers 401 to an anonymous caller; tonight and brightest answer 409 without a location', async () => {
    for (const [method, url] of [['GET', '/api/sky/tonight'], ['GET', '/api/sky/brightest'], ['GET', '/api/sky/follows'], ['PUT', '/api/sky/follows/sat-25544'], ['DELETE', '/api/sky/follows/sat-25544']] as const) {
      expect((await t.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await get('/api/sky/tonight', unlocated.auth)).statusCode).toBe(409);
    expect((await get('/api/sky/brightest', unlocated.auth)).statusCode).toBe(409);
  });
});

describe('tonight', () => {
  it("gives the evening's Sun, Moon and planets in order for the station and date", async () => {
    const res = await get('/api/sky/tonight?date=2026-11-23', located.auth);
    expect(res.statusCode, res.body).toBe(200);
    const n = res.json() as Tonight;
    expect(n.station).toEqual({ lat: 38.72, lon: -9.14 });
    const s = n.sun;
    const order = [s.sunset, s.civilDusk, s.nauticalDusk, s.astronomicalDusk, s.astronomicalDawn, s.nauticalDawn, s.civilDawn, s.sunrise];
    expect(order.every((x) => x !== null)).toBe(true);
    expect([...order].sort()).toEqual(order);
    expect(s.sunset!.slice(0, 10)).toBe('2026-11-23'); // Lisbon sunset ≈ 17:18 UTC
    expect(s.sunrise!.slice(0, 10)).toBe('2026-11-24');
    expect(n.moon.illumination).toBeGreaterThanOrEqual(0);
    expect(n.moon.illumination).toBeLessThanOrEqual(1);
    expect(n.planets.map((p) => p.id)).toEqual(['mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune']);
    const jupiter = n.planets.find((p) => p.id === 'jupiter')!;
    expect(jupiter.magnitude).toBeLessThan(-1.5); // Jupiter is always brighter than −1.6
  });

  it('rejects a malformed or impossible date naming the field', async () => {
    for (const bad of ['yesterday', '2026-13-45', '2026-11-23T00:00']) {
      const res = await get(`/api/sky/tonight?date=${bad}`, located.auth);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors[0].field).toBe('date');
    }
  });
});

describe('brightest passes tonight', () => {
  it('ranks visible passes of the whole catalogue by magnitude within the coming night, and caches them', async () => {
    const res = await get('/api/sky/brightest', located.auth);
    expect(res.statusCode, res.body).toBe(200);
    const b = res.json() as BrightestPasses;
    expect(b.satellites).toBeGreaterThan(1000);
    expect(b.passes.length).toBeGreaterThan(0);
    expect(b.passes.length).toBeLessThanOrEqual(20);
    const mags = b.passes.map((p) => p.pass.maxMagnitude!);
    expect([...mags].sort((x, y) => x - y)).toEqual(mags);
    for (const p of b.passes) {
      expect(p.pass.visible).toBe(true);
      expect(p.pass.set.time >= b.from && p.pass.rise.time <= b.to).toBe(true);
    }
    const again = (await get('/api/sky/brightest', located.auth)).json() as BrightestPasses;
    expect(again.computedAt).toBe(b.computedAt);
  }, 60_000);
});

describe('followed satellites', () => {
  it('follow, list, unfollow; unknown satellites 404; bad ids 400; another user sees only their own', async () => {
    const put = await t.app.inject({ method: 'PUT', url: '/api/sky/follows/sat-25544', headers: located.auth });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().map((f: { id: string }) => f.id)).toEqual(['sat-25544']);
    await t.app.inject({ method: 'PUT', url: '/api/sky/follows/sat-25544', headers: located.auth }); // idempotent
    expect((await get('/api/sky/follows', located.auth)).json()).toHaveLength(1);
    expect((await get('/api/sky/follows', unlocated.auth)).json()).toEqual([]);
    expect((await t.app.inject({ method: 'PUT', url: '/api/sky/follows/sat-1', headers: located.auth })).statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'PUT', url: '/api/sky/follows/mars', headers: located.auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('id');
    expect((await t.app.inject({ method: 'DELETE', url: '/api/sky/follows/sat-25544', headers: unlocated.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/sky/follows/sat-25544', headers: located.auth })).statusCode).toBe(204);
    expect((await get('/api/sky/follows', located.auth)).json()).toEqual([]);
  });
});
