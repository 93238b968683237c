import { formatTle } from '@cosmos/astro';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness.ts';
import { refreshCatalogue } from './catalog.service.ts';
import { setRole } from '../../../test/factories.ts';

const t = await startTestApp();
const user = await t.register();
const admin = await t.register();
await setRole(t, { email: admin.email }, 'admin');

const tle = (noradId: number, name: string) => {
  const { line1, line2 } = formatTle({
    noradId,
    epoch: new Date('2026-02-01T00:00:00Z'),
    inclinationDeg: 97.5,
    raanDeg: 20,
    eccentricity: 0.0012,
    argPerigeeDeg: 90,
    meanAnomalyDeg: 270,
    meanMotionRevPerDay: 15.2,
  });
  return `${name}\n${line1}\n${line2}`;
};
const post = (payload: string, contentType = 'text/plain', headers = admin.auth) =>
  t.app.inject({
    method: 'POST',
    url: '/api/catalog/import',
    headers: { ...headers, 'content-type': contentType },
    payload,
  });

describe('catalogue', () => {
  it('starts from the bundled nominal catalogue and says so', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/catalog/status', headers: user.auth });
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(s.source).toBe('nominal');
    expect(s.count).toBeGreaterThan(1700);
    expect(s.refreshEnabled).toBe(false);
  });

  it('imports 3LE text and answers the ids in input order', async () => {
    const res = await post(`${tle(70002, 'SAT B')}\n${tle(70001, 'SAT A')}\n`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ids: ['sat-70002', 'sat-70001'] });
    const one = await t.app.inject({ method: 'GET', url: '/api/celestial-data/sat-70001', headers: user.auth });
    expect(one.json()).toMatchObject({ name: 'SAT A', source: 'imported' });
  });

  it('imports an OMM JSON array', async () => {
    const omm = [
      {
        OBJECT_NAME: 'OMM SAT',
        OBJECT_ID: '2026-001A',
        EPOCH: '2026-02-01T12:00:00.000000',
        MEAN_MOTION: 15.5,
        ECCENTRICITY: 0.0001,
        INCLINATION: 53,
        RA_OF_ASC_NODE: 10,
        ARG_OF_PERICENTER: 0,
        MEAN_ANOMALY: 0,
        NORAD_CAT_ID: 70010,
        BSTAR: 0.0001,
      },
    ];
    const res = await post(JSON.stringify(omm), 'application/json');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().ids).toEqual(['sat-70010']);
  });

  it('rejects a bad checksum with its line number, and imports nothing', async () => {
    const good = tle(70020, 'GOOD');
    const bad = tle(70021, 'BAD').split('\n');
    bad[2] = bad[2].slice(0, 68) + String((Number(bad[2][68]) + 1) % 10);
    const res = await post(`${good}\n${bad.join('\n')}\n`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toMatch(/^line 6: checksum/);
    const none = await t.app.inject({ method: 'GET', url: '/api/celestial-data/sat-70020', headers: user.auth });
    expect(none.statusCode).toBe(404); // all or nothing
  });

  it('imports a HYG CSV star catalogue', async () => {
    const csv = 'id,hip,proper,ra,dec,dist,mag,spect,ci\n1,999001,,1.5,10.25,20.0,6.1,G2V,0.65\n';
    const res = await post(csv, 'text/csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().ids).toEqual(['star-999001']);
  });

  it('401 anonymous, 403 for a user, 400 for an empty body', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/catalog/import',
          headers: { 'content-type': 'text/plain' },
          payload: tle(70030, 'X'),
        })
      ).statusCode,
    ).toBe(401);
    expect((await post(tle(70030, 'X'), 'text/plain', user.auth)).statusCode).toBe(403);
    expect((await post('   ')).statusCode).toBe(400);
  });

  it('a failing refresh keeps the last good catalogue and records the error', async () => {
    const ctx = { ...t.ctx, config: { ...t.ctx.config, CATALOG_URL: 'http://127.0.0.1:9/none' } };
    const engine = { refreshFromDb: async () => true } as never;
    const heard: string[] = [];
    const off = t.ctx.events.on('catalog.refreshFailed', ({ reason }) => void heard.push(reason));
    const outcome = await refreshCatalogue(ctx, engine, {
      fetchImpl: (async () => {
        throw new Error('network unreachable');
      }) as never,
    });
    await refreshCatalogue(ctx, engine, {
      force: true,
      fetchImpl: (async () => {
        throw new Error('network unreachable');
      }) as never,
    });
    off();
    expect(outcome).toBe('failed');
    expect(heard).toEqual([expect.stringContaining('network unreachable')]); // once per outage, not per attempt
    const s = (await t.app.inject({ method: 'GET', url: '/api/catalog/status', headers: user.auth })).json();
    expect(s.lastError).toContain('network unreachable');
    expect(s.count).toBeGreaterThan(1700);
  });

  it('a successful refresh replaces nominal rows with live ones', async () => {
    const ctx = { ...t.ctx, config: { ...t.ctx.config, CATALOG_URL: 'http://catalog.test/active' } };
    const engine = { refreshFromDb: async () => true } as never;
    const body = `${tle(25544, 'ISS (ZARYA)')}\n${tle(80001, 'LIVE 1')}\n`;
    const outcome = await refreshCatalogue(ctx, engine, {
      force: true,
      fetchImpl: (async () => new Response(body)) as never,
    });
    expect(outcome).toBe('refreshed');
    const rows = await t.db.query<{ source: string; n: number }>(
      'SELECT source, count(*)::int AS n FROM satellites GROUP BY source ORDER BY source',
    );
    expect(rows.find((r) => r.source === 'nominal')).toBeUndefined();
    expect(rows.find((r) => r.source === 'live')?.n).toBe(2);
  });
});
