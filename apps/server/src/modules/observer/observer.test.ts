import type { BrightestPasses, Tonight } from '@cosmos/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness.ts';
import { setLocation } from '../../../test/factories.ts';

const t = await startTestApp({ SKY_ALERTS_INTERVAL_MS: '0' });
const located = await t.register();
const unlocated = await t.register();
await setLocation(t.db, located.user.id, 38.72, -9.14, 'Lisbon');
const get = (url: string, auth?: Record<string, string>) => t.app.inject({ method: 'GET', url, headers: auth ?? {} });

describe("the observer's sky: access", () => {
  it('every route answers 401 to an anonymous caller; tonight and brightest answer 409 without a location', async () => {
    for (const [method, url] of [
      ['GET', '/api/sky/tonight'],
      ['GET', '/api/sky/brightest'],
      ['GET', '/api/sky/follows'],
      ['PUT', '/api/sky/follows/sat-25544'],
      ['DELETE', '/api/sky/follows/sat-25544'],
    ] as const) {
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
    expect(n.station).toEqual({ lat: 38.72, lon: -9.14, name: 'Lisbon', timeZone: 'Europe/Lisbon' }); // the profile's coordinates
    const s = n.sun;
    const order = [
      s.sunset,
      s.civilDusk,
      s.nauticalDusk,
      s.astronomicalDusk,
      s.astronomicalDawn,
      s.nauticalDawn,
      s.civilDawn,
      s.sunrise,
    ];
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
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/sky/follows/sat-1', headers: located.auth })).statusCode,
    ).toBe(404);
    const bad = await t.app.inject({ method: 'PUT', url: '/api/sky/follows/mars', headers: located.auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('id');
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/sky/follows/sat-25544', headers: unlocated.auth })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/sky/follows/sat-25544', headers: located.auth })).statusCode,
    ).toBe(204);
    expect((await get('/api/sky/follows', located.auth)).json()).toEqual([]);
  });
});

describe('observing locations', () => {
  const post = (auth: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/sky/locations', headers: auth, payload });

  it('saves places with their time zone; the first is the default; passes, tonight and brightest follow the chosen one', async () => {
    const u = await t.register();
    const tokyo = await post(u.auth, { name: 'Tokyo rooftop', latitude: 35.68, longitude: 139.77, altitudeM: 40 });
    expect(tokyo.statusCode, tokyo.body).toBe(201);
    expect(tokyo.json()).toMatchObject({
      name: 'Tokyo rooftop',
      timeZone: 'Asia/Tokyo',
      isDefault: true,
      altitudeM: 40,
    });
    const nyc = (await post(u.auth, { name: 'Central Park', latitude: 40.78, longitude: -73.97 })).json();
    expect(nyc).toMatchObject({ timeZone: 'America/New_York', isDefault: false, altitudeM: 0 });

    // Without locationId: the default (Tokyo), even though the profile has no coordinates.
    const passes = (await get('/api/sky/passes?id=sat-25544&days=1', u.auth)).json();
    expect(passes.station).toEqual({ lat: 35.68, lon: 139.77, name: 'Tokyo rooftop', timeZone: 'Asia/Tokyo' });
    const there = (await get(`/api/sky/tonight?locationId=${nyc.id}&date=2026-11-23`, u.auth)).json() as Tonight;
    expect(there.station.timeZone).toBe('America/New_York');
    expect(there.sun.sunset!.slice(0, 13)).toBe('2026-11-23T21'); // New York sunset ≈ 16:31 EST = 21:31 UTC

    // Making New York the default moves the flag; deleting the default promotes the oldest remaining.
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/sky/locations/${nyc.id}`,
      headers: u.auth,
      payload: { isDefault: true, name: 'Central Park, NYC' },
    });
    expect(patched.json()).toMatchObject({ isDefault: true, name: 'Central Park, NYC', timeZone: 'America/New_York' });
    let list = (await get('/api/sky/locations', u.auth)).json() as { id: string; isDefault: boolean }[];
    expect(list.filter((l) => l.isDefault).map((l) => l.id)).toEqual([nyc.id]);
    const unset = await t.app.inject({
      method: 'PATCH',
      url: `/api/sky/locations/${nyc.id}`,
      headers: u.auth,
      payload: { isDefault: false },
    });
    expect(unset.statusCode).toBe(400);
    expect(unset.json().errors[0].field).toBe('isDefault');
    // Moving a place looks its time zone up again.
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/sky/locations/${tokyo.json().id}`,
      headers: u.auth,
      payload: { latitude: -33.87, longitude: 151.21 },
    });
    expect(moved.json().timeZone).toBe('Australia/Sydney');
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/sky/locations/${nyc.id}`, headers: u.auth })).statusCode,
    ).toBe(204);
    list = (await get('/api/sky/locations', u.auth)).json();
    expect(list).toHaveLength(1);
    expect(list[0].isDefault).toBe(true);
  });

  it("another user's location is 404 everywhere; bad bodies name the field", async () => {
    const owner = await t.register();
    const other = await t.register();
    const loc = (await post(owner.auth, { name: 'Home', latitude: 10, longitude: 20 })).json();
    expect((await get(`/api/sky/tonight?locationId=${loc.id}`, other.auth)).statusCode).toBe(404);
    expect((await get(`/api/sky/passes?id=sat-25544&locationId=${loc.id}`, other.auth)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/sky/locations/${loc.id}`,
          headers: other.auth,
          payload: { name: 'Mine' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/sky/locations/${loc.id}`, headers: other.auth })).statusCode,
    ).toBe(404);
    expect((await get('/api/sky/locations', other.auth)).json()).toEqual([]);
    for (const [payload, field] of [
      [{ name: '', latitude: 1, longitude: 1 }, 'name'],
      [{ name: 'x', latitude: 91, longitude: 1 }, 'latitude'],
      [{ name: 'x', latitude: 1, longitude: 'east' }, 'longitude'],
    ] as const) {
      const res = await post(owner.auth, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe(field);
    }
    expect((await get('/api/sky/tonight?locationId=not-a-uuid', owner.auth)).json().errors[0].field).toBe('locationId');
  });

  it('keeps at most 20 places per account', async () => {
    const u = await t.register();
    for (let i = 0; i < 20; i++)
      expect((await post(u.auth, { name: `Place ${i}`, latitude: i, longitude: i })).statusCode).toBe(201);
    const res = await post(u.auth, { name: 'One too many', latitude: 1, longitude: 1 });
    expect(res.statusCode).toBe(409);
  });
});

describe('ground tracks', () => {
  it('one orbit of the ISS: points every step, altitude about 420 km, latitude within the inclination, matching the object endpoint', async () => {
    const from = '2026-11-23T00:00:00.000Z';
    const res = await get(
      `/api/celestial-data/sat-25544/track?from=${from}&to=2026-11-23T01:33:00.000Z&stepSeconds=60`,
      located.auth,
    );
    expect(res.statusCode, res.body).toBe(200);
    const tr = res.json() as {
      points: { time: string; lat: number; lon: number; altKm: number }[];
      periodMinutes: number;
    };
    expect(tr.points).toHaveLength(94);
    expect(tr.periodMinutes).toBeGreaterThan(90);
    expect(tr.periodMinutes).toBeLessThan(95);
    for (const p of tr.points) {
      expect(Math.abs(p.lat)).toBeLessThanOrEqual(52); // 51.64° inclination; geodetic latitude runs a little higher than geocentric
      expect(p.altKm).toBeGreaterThan(380);
      expect(p.altKm).toBeLessThan(460);
    }
    const one = (await get(`/api/celestial-data/sat-25544?at=${tr.points[10].time}`, located.auth)).json();
    expect(one.state.geodetic.lat).toBeCloseTo(tr.points[10].lat, 3);
    expect(one.state.geodetic.lon).toBeCloseTo(tr.points[10].lon, 3);
  });

  it('bounds the number of points and checks its inputs', async () => {
    const tooMany = await get(
      '/api/celestial-data/sat-25544/track?from=2026-11-23T00:00:00Z&to=2026-11-30T00:00:00Z&stepSeconds=60',
      located.auth,
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors[0].field).toBe('stepSeconds');
    expect(tooMany.json().code).toBe('validation_failed'); // one code for every invalid input (was validation_error)
    const backwards = await get(
      '/api/celestial-data/sat-25544/track?from=2026-11-23T01:00:00Z&to=2026-11-23T00:00:00Z',
      located.auth,
    );
    expect(backwards.json().errors[0].field).toBe('to');
    expect(backwards.json().code).toBe('validation_failed');
    expect((await get('/api/celestial-data/sat-25544/track?from=soon', located.auth)).json().errors[0].field).toBe(
      'from',
    );
    expect((await get('/api/celestial-data/mars/track', located.auth)).statusCode).toBe(400);
    expect((await get('/api/celestial-data/sat-1/track', located.auth)).statusCode).toBe(404);
    expect((await get('/api/celestial-data/sat-25544/track')).statusCode).toBe(401);
  });
});

describe('what was that?', () => {
  it('names the ISS seen at its culmination direction, with its track and brightness; an empty patch of sky gives nothing near', async () => {
    const passes = (await get('/api/sky/passes?id=sat-25544&days=2', located.auth)).json() as {
      passes: { culmination: { time: string; azimuthDeg: number; elevationDeg: number } }[];
    };
    const c = passes.passes[0].culmination;
    const res = await get(
      `/api/sky/identify?at=${c.time}&azimuthDeg=${c.azimuthDeg}&elevationDeg=${c.elevationDeg}&radiusDeg=1&windowSeconds=120`,
      located.auth,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { candidates } = res.json() as {
      candidates: { id: string; time: string; separationDeg: number; track: unknown[] }[];
    };
    const iss = candidates.find((x) => x.id === 'sat-25544');
    expect(iss).toBeDefined();
    expect(iss!.separationDeg).toBeLessThan(0.1);
    expect(Math.abs(Date.parse(iss!.time) - Date.parse(c.time))).toBeLessThan(2000);
    expect(iss!.track.length).toBeGreaterThan(3);
    for (const x of candidates) expect(x.separationDeg).toBeLessThanOrEqual(1);
  }, 30_000);

  it('checks its inputs', async () => {
    for (const [q, field] of [
      ['azimuthDeg=10&elevationDeg=95', 'elevationDeg'],
      ['azimuthDeg=10&elevationDeg=45&radiusDeg=50', 'radiusDeg'],
      ['azimuthDeg=north&elevationDeg=45', 'azimuthDeg'],
    ] as const) {
      const res = await get(`/api/sky/identify?at=2026-11-23T20:00:00Z&${q}`, located.auth);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe(field);
    }
    expect(
      (await get('/api/sky/identify?at=2026-11-23T20:00:00Z&azimuthDeg=10&elevationDeg=45', unlocated.auth)).statusCode,
    ).toBe(409);
  });
});
