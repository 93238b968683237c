import { formatTle, stateToElements } from '@cosmos/astro';
import type { Role } from '@cosmos/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness.ts';
import { openStreamCount, renewStreams } from './celestial.stream.ts';
import {
  ageStreamLeases,
  endStreamLeases,
  revokeSessionsQuietly,
  setRole,
  streamLease,
} from '../../../test/factories.ts';

const t = await startTestApp();
const user = await t.register();
const get = (url: string, headers: Record<string, string> = user.auth) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/celestial-data', () => {
  it('401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/celestial-data' })).statusCode).toBe(401);
  });

  it('lists the solar system first with stable ids, frames and full precision', async () => {
    const res = await get('/api/celestial-data?limit=20');
    expect(res.statusCode).toBe(200);
    const items = res.json() as { id: string; type: string; state: { frame: string }; source: string }[];
    expect(items.map((i) => i.id).slice(0, 4)).toEqual(['sun', 'mercury', 'venus', 'earth']);
    expect(items.find((i) => i.id === 'moon')?.type).toBe('moon');
    expect(items.find((i) => i.id === 'io')?.state.frame).toBe('HELIO_EQJ2000');
    expect(items.find((i) => i.id === 'ceres')).toBeDefined();
    expect(res.headers['x-next-cursor']).toBeTruthy();
  });

  it('pages with the cursor through every object exactly once', async () => {
    const seen = new Set<string>();
    let cursor: string | undefined;
    let pages = 0;
    do {
      const res = await get(`/api/celestial-data?type=star&limit=37${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      for (const o of res.json() as { id: string; type: string }[]) {
        expect(o.type).toBe('star');
        expect(seen.has(o.id)).toBe(false);
        seen.add(o.id);
      }
      cursor = res.headers['x-next-cursor'] as string | undefined;
      pages++;
    } while (cursor && pages < 50);
    expect(seen.size).toBeGreaterThanOrEqual(101); // 100 brightest + the Sun
    expect(seen.has('star-32349')).toBe(true); // Sirius
  });

  it('filters by type and name', async () => {
    const sats = (await get('/api/celestial-data?type=satellite&q=iss')).json() as {
      id: string;
      source: string;
      state: { frame: string };
    }[];
    expect(sats.map((s) => s.id)).toContain('sat-25544');
    expect(sats[0].source).toBe('nominal');
    expect(sats[0].state.frame).toBe('TEME');
    const bh = (await get('/api/celestial-data?type=blackHole')).json() as {
      type: string;
      properties: { radius: number | null };
    }[];
    expect(bh.length).toBeGreaterThan(3);
    expect(bh.every((o) => o.type === 'blackHole' && o.properties.radius === null)).toBe(true);
  });

  it('400 for a bad type, at or cursor, naming the field', async () => {
    for (const [q, field] of [
      ['type=galaxy', 'type'],
      ['at=yesterday', 'at'],
      ['cursor=zzz', 'cursor'],
      ['limit=5000', 'limit'],
    ] as const) {
      const res = await get(`/api/celestial-data?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(JSON.stringify(res.json().errors)).toContain(field);
    }
  });
});

describe('GET /api/celestial-data/:id', () => {
  it('Earth–Sun distance is about 1 AU (0.983 at perihelion in January)', async () => {
    const res = await get('/api/celestial-data/earth?at=2026-01-03T12:00:00Z');
    const r = res.json().state.r as number[];
    expect(Math.hypot(...r)).toBeCloseTo(0.9833, 3); // perihelion 2026-01-03, 0.98330 AU (USNO / JPL Horizons)
  });

  it('ISS: period ~92.9 min and inclination 51.64° from the returned TEME r, v', async () => {
    const res = await get('/api/celestial-data/sat-25544');
    expect(res.statusCode).toBe(200);
    const { r, v, geodetic } = res.json().state;
    const el = stateToElements(r, v);
    expect(el.iDeg).toBeCloseTo(51.64, 1);
    expect(el.periodMin).toBeGreaterThan(91.5);
    expect(el.periodMin).toBeLessThan(94);
    // Geodetic latitude exceeds the geocentric one by up to ~0.19° at mid-latitudes (WGS-84 flattening),
    // so the sub-point can reach about 51.64° + 0.19° when the station is at its northernmost.
    expect(Math.abs(geodetic.lat)).toBeLessThanOrEqual(51.64 + 0.2);
  });

  it('keeps microseconds in at, and accepts tsince for satellites only', async () => {
    const res = await get('/api/celestial-data/sat-25544?at=2026-01-01T00:00:00.123456Z');
    expect(res.json().state.epoch).toBe('2026-01-01T00:00:00.123456Z');
    const ts = await get('/api/celestial-data/sat-25544?tsince=0');
    expect(ts.statusCode).toBe(200);
    expect(ts.json().elements.tsinceMin).toBe(0);
    expect((await get('/api/celestial-data/mars?tsince=10')).statusCode).toBe(400);
  });

  it('stars are ICRS with catalogue values', async () => {
    const s = (await get('/api/celestial-data/star-32349')).json();
    expect(s.name).toBe('Sirius');
    expect(s.state.frame).toBe('ICRS');
    expect(s.state.ra_deg).toBeCloseTo(101.287, 2);
    expect(s.properties.temperature).toBeGreaterThan(9000);
  });

  it('400 for a malformed id, 404 for an unknown one', async () => {
    expect((await get('/api/celestial-data/Not%20An%20Id')).statusCode).toBe(400);
    expect((await get('/api/celestial-data/vulcan')).statusCode).toBe(404);
    expect((await get('/api/celestial-data/sat-1')).statusCode).toBe(404);
  });

  it('422 with the SGP4 code for a decayed element set', async () => {
    // Role changed behind the app's back (the factory drops the 15 s session cache as a profile change would).
    const roleChanged = (role: Role) => setRole(t, { email: user.email }, role);
    await roleChanged('admin');
    const { line1, line2 } = formatTle({
      noradId: 99001,
      epoch: new Date('2026-01-01T00:00:00Z'),
      inclinationDeg: 51.6,
      raanDeg: 10,
      eccentricity: 0.001,
      argPerigeeDeg: 0,
      meanAnomalyDeg: 0,
      meanMotionRevPerDay: 16.3,
      bstar: 0.5,
      meanMotionDot: 0.05,
    });
    const imp = await t.app.inject({
      method: 'POST',
      url: '/api/catalog/import',
      headers: { ...user.auth, 'content-type': 'text/plain' },
      payload: `DECAYING\n${line1}\n${line2}\n`,
    });
    expect(imp.statusCode, imp.body).toBe(200);
    await roleChanged('user');
    const res = await get('/api/celestial-data/sat-99001?tsince=20000');
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().detail).toMatch(/SGP4 error [1-6]/);
  });
});

describe('POST /api/celestial-data/:id/stream', () => {
  it('answers a real SSE URL that emits the object state', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/celestial-data/sat-25544/stream',
      headers: user.auth,
      payload: { quality: 'high' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: 'sat-25544', quality: 'high', fps: 5 });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const ctrl = new AbortController();
    const sse = await fetch(`${address}${body.streamUrl}`, { signal: ctrl.signal });
    expect(sse.headers.get('content-type')).toContain('text/event-stream');
    const reader = sse.body!.getReader();
    let text = '';
    while ((text.match(/event: celestialDataUpdate/g) ?? []).length < 2)
      text += new TextDecoder().decode((await reader.read()).value);
    ctrl.abort();
    const data = JSON.parse(/data: (.*)\n/.exec(text)![1]);
    expect(data.id).toBe('sat-25544');
    expect(data.state.frame).toBe('TEME');
    // single use
    const again = await fetch(`${address}${body.streamUrl}`);
    expect(again.status).toBe(401);
  });

  it('caps concurrent streams per user (open plus unused URLs) with 429 and Retry-After', async () => {
    const u = await t.register();
    const address = await t.app
      .listen({ port: 0, host: '127.0.0.1' })
      .catch(() => `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`);
    const ctrl = new AbortController();
    const urls: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/celestial-data/mars/stream',
        headers: u.auth,
        payload: { quality: 'low' },
      });
      expect(res.statusCode).toBe(200);
      urls.push(res.json().streamUrl);
    }
    const sixth = await t.app.inject({
      method: 'POST',
      url: '/api/celestial-data/mars/stream',
      headers: u.auth,
      payload: { quality: 'low' },
    });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeTruthy();
    expect(sixth.json().detail).toMatch(/At most 5 streams/);
    // Opening them keeps the count: still 429.
    for (const url of urls) {
      const sse = await fetch(`${address}${url}`, { signal: ctrl.signal });
      expect(sse.status).toBe(200);
    }
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/celestial-data/mars/stream',
          headers: u.auth,
          payload: { quality: 'low' },
        })
      ).statusCode,
    ).toBe(429);
    // Another user is not affected.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/celestial-data/mars/stream',
          headers: user.auth,
          payload: { quality: 'low' },
        })
      ).statusCode,
    ).toBe(200);
    ctrl.abort();
    await expect
      .poll(
        async () =>
          (
            await t.app.inject({
              method: 'POST',
              url: '/api/celestial-data/mars/stream',
              headers: u.auth,
              payload: { quality: 'low' },
            })
          ).statusCode,
      )
      .toBe(200);
  });

  it("ends a session's open streams when that session signs out", async () => {
    const u = await t.register();
    const address = await t.app
      .listen({ port: 0, host: '127.0.0.1' })
      .catch(() => `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/celestial-data/mars/stream',
      headers: u.auth,
      payload: { quality: 'low' },
    });
    const unopened = await t.app.inject({
      method: 'POST',
      url: '/api/celestial-data/mars/stream',
      headers: u.auth,
      payload: { quality: 'low' },
    });
    const sse = await fetch(`${address}${res.json().streamUrl}`);
    const reader = sse.body!.getReader();
    await reader.read();
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: u.auth })).statusCode).toBe(200);
    // The stream ends: the reader reaches done.
    const ended = (async () => {
      for (;;) if ((await reader.read()).done) return true;
    })();
    expect(await Promise.race([ended, new Promise((r) => setTimeout(() => r(false), 3000))])).toBe(true);
    // A URL issued to the signed-out session no longer opens.
    expect((await fetch(`${address}${unopened.json().streamUrl}`)).status).toBe(401);
  });

  it('counts streams another process holds (leases in the database) until their process stops renewing them', async () => {
    const u = await t.register();
    const stream = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/celestial-data/mars/stream',
        headers: u.auth,
        payload: { quality: 'low' },
      });
    // Four streams open on another process, one of them on a process that died two minutes ago.
    for (let i = 0; i < 3; i++) await streamLease(t.db, u.user.id, 'elsewhere');
    await streamLease(t.db, u.user.id, 'crashed', '2 minutes');
    expect((await stream()).statusCode).toBe(200);
    expect((await stream()).statusCode).toBe(200);
    expect((await stream()).statusCode).toBe(429);
    await endStreamLeases(t.db, u.user.id, 'elsewhere');
    expect((await stream()).statusCode).toBe(200);
  });

  it('holds a lease while a stream is open, renews it, and ends the stream when another process signs its session out', async () => {
    const u = await t.register();
    const address = await t.app
      .listen({ port: 0, host: '127.0.0.1' })
      .catch(() => `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/celestial-data/mars/stream',
      headers: u.auth,
      payload: { quality: 'low' },
    });
    const reader = (await fetch(`${address}${res.json().streamUrl}`)).body!.getReader();
    await reader.read();
    const leases = () =>
      t.db.query<{ seen_at: Date }>('SELECT seen_at FROM sky_streams WHERE user_id = $1', [u.user.id]);
    expect(await leases()).toHaveLength(1);
    await ageStreamLeases(t.db, u.user.id, '50 seconds');
    await renewStreams();
    expect(Date.now() - new Date((await leases())[0]!.seen_at).getTime()).toBeLessThan(10_000);
    // Signed out through another process: no local event, only the database knows.
    await revokeSessionsQuietly(t.db, u.user.id);
    await renewStreams();
    const ended = (async () => {
      for (;;) if ((await reader.read()).done) return true;
    })();
    expect(await Promise.race([ended, new Promise((r) => setTimeout(() => r(false), 3000))])).toBe(true);
    expect(await leases()).toHaveLength(0);
    expect(openStreamCount(u.user.id)).toBe(0);
  });

  it('400 for a bad quality, 404 for an unknown object', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/celestial-data/mars/stream',
          headers: user.auth,
          payload: { quality: 'ultra' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/celestial-data/vulcan/stream',
          headers: user.auth,
          payload: { quality: 'low' },
        })
      ).statusCode,
    ).toBe(404);
  });
});
