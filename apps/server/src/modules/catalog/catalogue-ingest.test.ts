import { formatTle } from '@cosmos/astro';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness.ts';
import { refreshCatalogue } from './catalog.service.ts';

const t = await startTestApp({ ELEMENT_HISTORY_MAX_PER_OBJECT: '3' });
const user = await t.register();

const tle = (noradId: number, name: string, intl: string, epoch: string, meanMotion = 15.5) => {
  const { line1, line2 } = formatTle({
    noradId,
    intlDesignator: intl,
    epoch: new Date(epoch),
    inclinationDeg: 51.64,
    raanDeg: 20,
    eccentricity: 0.0005,
    argPerigeeDeg: 90,
    meanAnomalyDeg: 270,
    meanMotionRevPerDay: meanMotion,
  });
  return `${name}\n${line1}\n${line2}\n`;
};
const omm = (noradId: number, name: string, id: string) => ({
  OBJECT_NAME: name,
  OBJECT_ID: id,
  EPOCH: '2026-11-20T00:00:00.000000',
  MEAN_MOTION: 14.2,
  ECCENTRICITY: 0.003,
  INCLINATION: 98.6,
  RA_OF_ASC_NODE: 10,
  ARG_OF_PERICENTER: 0,
  MEAN_ANOMALY: 0,
  NORAD_CAT_ID: noradId,
});
const SATCAT_HEADER =
  'OBJECT_NAME,OBJECT_ID,NORAD_CAT_ID,OBJECT_TYPE,OPS_STATUS_CODE,OWNER,LAUNCH_DATE,LAUNCH_SITE,DECAY_DATE,PERIOD,INCLINATION,APOGEE,PERIGEE,RCS,DATA_STATUS_CODE,ORBIT_CENTER,ORBIT_TYPE';
const satcat = [
  SATCAT_HEADER,
  'ISS (ZARYA),1998-067A,25544,PAY,+,ISS,1998-11-20,TTMTR,,92.9,51.6,422,413,399.1,,EA,ORB',
  'FENGYUN 1C DEB,1999-025AAA,29999,DEB,,PRC,1999-05-10,TSC,,101,98.6,900,800,0.05,,EA,ORB',
  'OLD SAT,1970-001A,4000,PAY,D,US,1970-01-05,AFETR,1990-03-03,,,,,1.2,,EA,IMP',
].join('\n');

// The fake sources: what each path answers can be changed by a test.
const files: Record<string, string> = {
  '/active.tle': tle(25544, 'ISS (ZARYA)', '98067A', '2026-11-20T00:00:00Z'),
  '/debris.json': JSON.stringify([omm(29999, 'FENGYUN 1C DEB', '1999-025AAA')]),
  '/satcat.csv': satcat,
};
const server = createServer((req, res) => {
  const body = files[req.url ?? ''];
  res.statusCode = body === undefined ? 404 : 200;
  res.end(body ?? 'not found');
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
afterAll(() => new Promise<void>((r) => server.close(() => r())));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const ctx = {
  ...t.ctx,
  config: {
    ...t.ctx.config,
    CATALOG_URL: `${base}/active.tle, ${base}/debris.json`,
    SATCAT_URL: `${base}/satcat.csv`,
  },
};
const refresh = async () => {
  const outcome = await refreshCatalogue(ctx, t.engine, { force: true });
  await t.engine.refreshFromDb();
  return outcome;
};
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: user.auth });

describe('catalogue ingest: several sources and SATCAT, joined by NORAD number', () => {
  it('starts nominal, with nominal metadata on every object', async () => {
    const iss = (await get('/api/celestial-data/sat-25544')).json();
    expect(iss.details).toMatchObject({
      cospar: '1998-067A',
      metaSource: 'nominal',
      objectType: 'PAY',
      group: 'stations',
    });
    const facets = (await get('/api/celestial-data/facets')).json();
    expect(Object.keys(facets.objectType).sort()).toEqual(['DEB', 'PAY', 'R/B']);
    expect(Object.keys(facets.orbitClass).sort()).toEqual(['GEO', 'HEO', 'LEO', 'MEO', 'near-GEO']);
    expect(facets.group.starlink).toBe(1584);
  });

  it('refreshes from TLE + OMM sources and joins the SATCAT rows', async () => {
    expect(await refresh()).toBe('refreshed');
    const list = (await get('/api/celestial-data?type=satellite&limit=500')).json() as { id: string }[];
    expect(list.map((o) => o.id)).toEqual(['sat-25544', 'sat-29999']);
    const deb = (await get('/api/celestial-data/sat-29999')).json();
    expect(deb.details).toMatchObject({
      cospar: '1999-025AAA',
      objectType: 'DEB',
      owner: 'PRC',
      launchDate: '1999-05-10',
      rcsSize: 'SMALL',
      metaSource: 'satcat',
      orbitClass: 'LEO',
      group: null,
    });
    const byDesignator = (await get('/api/celestial-data?q=1998-067A')).json() as { id: string }[];
    expect(byDesignator.map((o) => o.id)).toEqual(['sat-25544']);
    const owners = (await get('/api/celestial-data?owner=prc&objectType=DEB')).json() as { id: string }[];
    expect(owners.map((o) => o.id)).toEqual(['sat-29999']);
  });

  it('a malformed SATCAT row fails the whole refresh with its line number; the last good data stays', async () => {
    const good = files['/satcat.csv'];
    files['/active.tle'] += tle(70001, 'NEW SAT', '26001A', '2026-11-21T00:00:00Z');
    files['/satcat.csv'] = `${good}\nBROKEN,1998-67A,70001,PAY,,US,2026-01-01,,,,,,,,,,`;
    expect(await refresh()).toBe('failed');
    const status = (await get('/api/catalog/status')).json();
    expect(status.lastError).toMatch(/SATCAT .*satcat\.csv did not parse: line 5: OBJECT_ID '1998-67A'/);
    expect((await get('/api/celestial-data/sat-70001')).statusCode).toBe(404);
    expect((await get('/api/celestial-data/sat-29999')).json().details.owner).toBe('PRC');
    files['/satcat.csv'] = good;
  });

  it('a malformed element line fails with the source and line', async () => {
    const good = files['/active.tle'];
    files['/active.tle'] = good.replace(/\n2 25544 .*\n/, '\n2 25544 garbage\n');
    expect(await refresh()).toBe('failed');
    const status = (await get('/api/catalog/status')).json();
    expect(status.lastError).toMatch(/active\.tle did not parse: line 3:/);
    files['/active.tle'] = good;
  });

  it('keeps element-set history, bounded per object, for the history API', async () => {
    // Four element sets on the days after today: newer than the bundled catalogue's ISS (its epoch is today), so the
    // bound keeps exactly the last three of these whatever the date the test runs on.
    const [y, m, today] = utcToday();
    const days = [1, 2, 3, 4].map((d) => new Date(Date.UTC(y, m, today + d)).toISOString().slice(0, 10));
    for (const [i, day] of days.entries()) {
      files['/active.tle'] = tle(25544, 'ISS (ZARYA)', '98067A', `${day}T00:00:00Z`, 15.5 + i * 0.01);
      expect(await refresh()).toBe('refreshed');
    }
    const h = (await get('/api/celestial-data/sat-25544/history')).json();
    expect(h.points.map((p: { epoch: string }) => p.epoch.slice(0, 10))).toEqual(days.slice(1));
    // A higher mean motion is a lower orbit: the history shows the decay.
    expect(h.points[2].apogeeKm).toBeLessThan(h.points[0].apogeeKm);
    expect((await get('/api/celestial-data/sat-999999/history')).statusCode).toBe(404);
    expect((await get('/api/celestial-data/mars/history')).json().errors[0].field).toBe('id');
  });
});

/** Today's UTC year, month and day of the month. */
function utcToday(): [number, number, number] {
  const now = new Date();
  return [now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()];
}

describe('catalogue search: bad input names the parameter', () => {
  it.each([
    ['/api/celestial-data?colour=red', 'colour'],
    ['/api/celestial-data?cospar=1998-67A', 'cospar'],
    ['/api/celestial-data?objectType=ROCK', 'objectType'],
    ['/api/celestial-data?orbitClass=LEO,XEO', 'orbitClass'],
    ['/api/celestial-data?norad=abc', 'norad'],
    ['/api/celestial-data?launchedAfter=2020', 'launchedAfter'],
    ['/api/celestial-data?decayed=maybe', 'decayed'],
    ['/api/celestial-data/facets?group=moon', 'group'],
    ['/api/celestial-data/facets?limit=3', 'limit'],
  ])('%s → 400 naming %s', async (url, field) => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  });
});
