/**
 * OMM-native catalogue (issue 34): a fake CelesTrak serves OMM JSON with six-digit catalogue numbers and a SATCAT
 * that lists one on-orbit object without elements. Six-digit ids work through search, object pages, follows,
 * passes, conjunctions and exports; completeness is measured and shown; first start without a source says
 * "bundled", and only a success ever makes the status say fetched.
 */
import { encodeCatalogNumber, formatTle } from '@cosmos/astro';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { twoline2satrec } from 'satellite.js';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness.ts';
import { screenedEncounters, setRole } from '../../../test/factories.ts';
import { refreshCatalogue } from './catalog.service.ts';

const t = await startTestApp({ METRICS_TOKEN: 'metrics-secret-for-tests' });
const user = await t.register();
const admin = await t.register();
await setRole(t, admin.user, 'admin');

const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().replace('Z', '');
const omm = (noradId: number, name: string, id: string, ageDays: number, meanMotion = 15.2) => ({
  OBJECT_NAME: name,
  OBJECT_ID: id,
  EPOCH: day(ageDays),
  MEAN_MOTION: meanMotion,
  ECCENTRICITY: 0.0002,
  INCLINATION: 53.1,
  RA_OF_ASC_NODE: 120,
  ARG_OF_PERICENTER: 80,
  MEAN_ANOMALY: 10,
  NORAD_CAT_ID: noradId,
  BSTAR: 0.0001,
});
const SATCAT_HEADER =
  'OBJECT_NAME,OBJECT_ID,NORAD_CAT_ID,OBJECT_TYPE,OPS_STATUS_CODE,OWNER,LAUNCH_DATE,LAUNCH_SITE,DECAY_DATE,PERIOD,INCLINATION,APOGEE,PERIGEE,RCS,DATA_STATUS_CODE,ORBIT_CENTER,ORBIT_TYPE';
const satcatCsv = [
  SATCAT_HEADER,
  'ISS (ZARYA),1998-067A,25544,PAY,+,ISS,1998-11-20,TTMTR,,92.9,51.6,422,413,399.1,,EA,ORB',
  'STARLINK-40001,2026-140A,100123,PAY,+,US,2026-07-20,AFETR,,95.6,53.1,560,550,,,EA,ORB',
  'STARLINK-40002,2026-140B,100124,PAY,+,US,2026-07-20,AFETR,,95.6,53.1,560,550,,,EA,ORB',
  // On orbit, no element set anywhere: the one missing object.
  'USA 999,2026-150A,100200,PAY,+,US,2026-08-01,AFWTR,,,,,,,,EA,ORB',
  'OLD SAT,1970-001A,4000,PAY,D,US,1970-01-05,AFETR,1990-03-03,,,,,1.2,,EA,IMP',
].join('\n');

const files: Record<string, string> = {
  '/gp-active.json': JSON.stringify([
    omm(25544, 'ISS (ZARYA)', '1998-067A', 0.5, 15.5),
    omm(100123, 'STARLINK-40001', '2026-140A', 5), // aging
  ]),
  '/gp-debris.json': JSON.stringify([omm(100124, 'STARLINK-40002', '2026-140B', 20, 15.21)]), // stale
  '/satcat.csv': satcatCsv,
};
const server = createServer((req, res) => {
  const body = files[req.url ?? ''];
  res.statusCode = body === undefined ? 404 : 200;
  res.setHeader('content-type', req.url?.endsWith('.json') ? 'application/json' : 'text/csv');
  res.end(body ?? 'not found');
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
afterAll(() => new Promise<void>((r) => server.close(() => r())));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const ctx = {
  ...t.ctx,
  config: {
    ...t.ctx.config,
    CATALOG_URL: `${base}/gp-active.json,${base}/gp-debris.json`,
    SATCAT_URL: `${base}/satcat.csv`,
  },
};
const get = (url: string, who = user) => t.app.inject({ method: 'GET', url, headers: who.auth });

describe('first start, no source reachable', () => {
  it('says it runs on bundled data, never that it kept a last good catalogue', async () => {
    const unreachable = { ...ctx, config: { ...ctx.config, CATALOG_URL: 'http://127.0.0.1:9/gp.json' } };
    expect(await refreshCatalogue(unreachable, t.engine, { force: true })).toBe('failed');
    const s = (await get('/api/catalog/status')).json();
    expect(s).toMatchObject({ source: 'nominal', everFetched: false, lastRefresh: null });
    expect(s.lastError).toBeTruthy();
    expect(s.completeness.satcatSource).toBe('nominal');
  });
});

describe('OMM JSON with six-digit catalogue numbers, end to end', () => {
  it('refreshes from several OMM sources plus SATCAT and measures completeness', async () => {
    expect(await refreshCatalogue(ctx, t.engine, { force: true })).toBe('refreshed');
    const s = (await get('/api/catalog/status')).json();
    expect(s).toMatchObject({ source: 'live', count: 3, everFetched: true, lastError: null });
    // SATCAT: 4 on orbit (OLD SAT decayed), 3 with elements, 1 missing.
    expect(s.completeness).toEqual({ onOrbit: 4, withElements: 3, missing: 1, satcatSource: 'satcat' });
    expect(s.elementAge).toMatchObject({ fresh: 1, aging: 1, stale: 1, agingAfterDays: 3, staleAfterDays: 14 });
    expect(s.elementAge.medianDays).toBeCloseTo(5, 0);
  });

  it('lists the missing objects for administrators only', async () => {
    expect((await get('/api/catalog/missing')).statusCode).toBe(403);
    const res = await get('/api/catalog/missing', admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      total: 1,
      items: [{ noradId: 100200, name: 'USA 999', objectType: 'PAY', launchDate: '2026-08-01' }],
    });
    expect((await get('/api/catalog/missing?limit=0', admin)).json().errors[0].field).toBe('limit');
  });

  it('shows completeness on /metrics', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer metrics-secret-for-tests' },
    });
    expect(res.body).toMatch(/catalog_on_orbit_objects\{elements="with_elements"\} 3/);
    expect(res.body).toMatch(/catalog_on_orbit_objects\{elements="missing"\} 1/);
  });

  it('finds a six-digit object by search, number filter and page; its elements propagate as sent', async () => {
    const byName = (await get('/api/celestial-data?q=STARLINK-40001')).json() as { id: string }[];
    expect(byName.map((o) => o.id)).toEqual(['sat-100123']);
    const byNumber = (await get('/api/celestial-data?norad=100123')).json() as { id: string }[];
    expect(byNumber.map((o) => o.id)).toEqual(['sat-100123']);
    const page = (await get('/api/celestial-data/sat-100123')).json();
    expect(page.details).toMatchObject({ cospar: '2026-140A', metaSource: 'satcat' });
    // The typed element set: the OMM's own mean elements and catalogue number, six digits included.
    expect(page.elements).toMatchObject({ noradId: 100123, meanMotion: 15.2 });
    expect(page.details).not.toHaveProperty('line1');
    // Stored internally as Alpha-5 lines; satellite.js reads them to the same orbit.
    expect(page.elements.line1.slice(2, 7)).toBe(encodeCatalogNumber(100123));
    expect(Number(page.elements.line2.slice(52, 63))).toBeCloseTo(15.2, 8);
    const sat = twoline2satrec(page.elements.line1, page.elements.line2);
    expect(sat.error).toBe(0);
    expect(sat.satnum).toBe(encodeCatalogNumber(100123));
  });

  it('follows, passes and conjunctions accept six-digit ids', async () => {
    const follow = await t.app.inject({
      method: 'PUT',
      url: '/api/follows/sat-100123',
      headers: user.auth,
      payload: { thresholdKm: 5 },
    });
    expect(follow.statusCode, follow.body).toBeLessThan(300);
    expect(((await get('/api/follows')).json() as { objectId: string }[]).map((f) => f.objectId)).toContain(
      'sat-100123',
    );
    const place = await t.app.inject({
      method: 'POST',
      url: '/api/places',
      headers: user.auth,
      payload: { name: 'Munich', latitude: 48.1, longitude: 11.6, isDefault: true },
    });
    expect(place.statusCode, place.body).toBeLessThan(300);
    const passes = await get('/api/sky/passes?id=sat-100123&days=2');
    expect(passes.statusCode, passes.body).toBe(200);
    expect(passes.json().passes.length).toBeGreaterThan(0);
    await screenedEncounters(t.db, [{ primary: [100123, 'STARLINK-40001'], secondary: [100124, 'STARLINK-40002'] }]);
    const list = await get('/api/conjunctions?q=STARLINK-40001');
    expect(list.statusCode, list.body).toBe(200);
    expect(JSON.stringify(list.json())).toContain('100123');
  });

  it('TLE export leaves out what TLE cannot carry and says so; OMM export carries every object', async () => {
    const ids = 'sat-25544,sat-100123,sat-100124';
    const tle = await get(`/api/sky/elements?format=tle&ids=${ids}`);
    expect(tle.statusCode, tle.body).toBe(200);
    expect(tle.headers['x-cosmos-not-in-tle']).toBe('sat-100123,sat-100124');
    expect(tle.body.match(/^1 /gm)).toHaveLength(1);
    const only = await get('/api/sky/elements?format=tle&ids=sat-100123');
    expect(only.statusCode).toBe(400);
    expect(only.json().errors[0].field).toBe('format');
    const ommRes = await get(`/api/sky/elements?format=omm-json&ids=${ids}`);
    expect(ommRes.headers['x-cosmos-not-in-tle']).toBeUndefined();
    const ids6 = (ommRes.json() as { NORAD_CAT_ID: number }[]).map((o) => Number(o.NORAD_CAT_ID));
    expect(ids6.sort((a, b) => a - b)).toEqual([25544, 100123, 100124]);
  });

  it('accepts Alpha-5 element lines on import', async () => {
    const { line1, line2 } = formatTle({
      noradId: 123456,
      intlDesignator: '26200A',
      epoch: new Date(),
      inclinationDeg: 97.5,
      raanDeg: 10,
      eccentricity: 0.001,
      argPerigeeDeg: 0,
      meanAnomalyDeg: 0,
      meanMotionRevPerDay: 15,
    });
    expect(line1.slice(2, 7)).toBe('C3456'); // Alpha-5: C = 12
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/catalog/import',
      headers: { ...admin.auth, 'content-type': 'text/plain' },
      payload: `ALPHA FIVE\n${line1}\n${line2}\n`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().ids).toEqual(['sat-123456']);
    expect((await get('/api/celestial-data/sat-123456')).json().name).toBe('ALPHA FIVE');
  });
});
