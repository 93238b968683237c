import {
  EARTH_RADIUS_WGS72_KM,
  formatTle,
  lifetimeDays,
  decayRateKmPerDay,
  meanMotionFromSemiMajorAxisKm,
} from '@cosmos/astro';
import type { ReentryList } from '@cosmos/contracts';
import { describe, expect, it } from 'vitest';
import { setRole } from '../../../test/factories.ts';
import { startTestApp } from '../../../test/harness.ts';
import { SkyEngine } from '../../sky/engine.ts';
import { catalogueLoader } from '../catalog/catalogue-loader.ts';
import { alertReentryFollowers } from './reentry-alerts.ts';

const t = await startTestApp();
const user = await t.register();
const other = await t.register();
const admin = await t.register();
await setRole(t, { email: admin.email }, 'admin');
const get = (url: string, auth = user.auth) => t.app.inject({ method: 'GET', url, headers: auth });
const DAY = 86_400_000;

const epoch = new Date(Math.floor(Date.now() / 60_000) * 60_000);
const sat = (noradId: number, name: string, altKm: number, ndot: number, intl: string, at = epoch) => {
  const { line1, line2 } = formatTle({
    noradId,
    intlDesignator: intl,
    epoch: at,
    meanMotionDot: ndot,
    inclinationDeg: 51.6,
    raanDeg: 10,
    eccentricity: 0.0001,
    argPerigeeDeg: 0,
    meanAnomalyDeg: 0,
    meanMotionRevPerDay: meanMotionFromSemiMajorAxisKm(EARTH_RADIUS_WGS72_KM + altKm),
  });
  return `${name}\n${line1}\n${line2}\n`;
};
const importCatalogue = async (text: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/catalog/import',
    headers: { ...admin.auth, 'content-type': 'text/plain' },
    payload: text,
  });
  if (res.statusCode !== 200) throw new Error(res.body);
};

await importCatalogue(
  sat(98001, 'FALLING DEB', 180, 0.01, '26001A') + // days from re-entry
    sat(98002, 'SLOW DECAY R/B', 250, 0.0015, '26002B') + // weeks
    sat(98003, 'HIGH SAT', 300, 0.0003, '26003A') + // months
    sat(98004, 'STABLE SAT', 400, 0, '26004A'), // not decaying
);

describe('re-entry watch', () => {
  it('lists decaying objects soonest first within the horizon, with a window around the prediction', async () => {
    const res = await get('/api/reentries');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as ReentryList;
    expect(body.model).toMatch(/King-Hele/);
    expect(body.items.map((r) => r.noradId)).toEqual([98001, 98002]);
    const deb = body.items[0]!;
    expect(deb).toMatchObject({ id: 'sat-98001', designator: '2026-001A', elementEpoch: epoch.toISOString() });
    // Independent of the service's code path: ȧ from a ∝ n^(−2/3) and the astro lifetime of that rate.
    const n = meanMotionFromSemiMajorAxisKm(EARTH_RADIUS_WGS72_KM + 180);
    const days = lifetimeDays(deb.perigeeKm, decayRateKmPerDay(n, 0.02));
    expect(Math.abs(Date.parse(deb.predicted) - (epoch.getTime() + days * DAY))).toBeLessThan(0.01 * days * DAY);
    expect(Date.parse(deb.windowStart)).toBeLessThan(Date.parse(deb.predicted));
    expect(Date.parse(deb.windowEnd) - Date.parse(deb.predicted)).toBeCloseTo(0.2 * days * DAY, -5);
    // No SATCAT was ever fetched: the recent re-entries are the bundled sample, and say so.
    expect(body.decayedSource).toBe('sample');
    expect(body.decayed.map((d) => d.name)).toContain('TIANGONG 1');

    const year = (await get('/api/reentries?horizonDays=365')).json() as ReentryList;
    expect(year.items.map((r) => r.noradId)).toEqual([98001, 98002, 98003]);
    const month = (await get('/api/reentries?horizonDays=20')).json() as ReentryList;
    expect(month.items.map((r) => r.noradId)).toEqual([98001]);
  });

  it('bad input answers 400 naming the parameter; anonymous 401', async () => {
    for (const [url, field] of [
      ['/api/reentries?horizonDays=0', 'horizonDays'],
      ['/api/reentries?horizonDays=soon', 'horizonDays'],
      ['/api/reentries?limit=9999', 'limit'],
      ['/api/reentries?decayed=yes', 'decayed'],
    ]) {
      const res = await get(url!);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/reentries' })).statusCode).toBe(401);
  });

  it('followers are told as the window narrows, once per width, and others are not', async () => {
    const follow = await t.app.inject({
      method: 'PUT',
      url: '/api/follows/sat-98001',
      headers: user.auth,
      payload: { thresholdKm: 5 },
    });
    expect(follow.statusCode, follow.body).toBe(200);
    const titles = async (auth = user.auth) =>
      (
        (await get('/api/notifications', auth)).json().items as { title: string; message: string; link: string }[]
      ).filter((n) => n.title.startsWith('Re-entry window'));

    expect(await alertReentryFollowers(t.ctx, await getEngine(), new Date())).toBe(1); // a 36-hour window: ≤ 2 days
    expect(await alertReentryFollowers(t.ctx, await getEngine(), new Date())).toBe(0);
    expect((await titles())[0]!.message).toMatch(/\(a 36 h window;/);
    expect((await titles())[0]!.link).toBe('/objects/sat-98001');

    // A newer element set lower down: the window shrinks to under 12 hours.
    await importCatalogue(sat(98001, 'FALLING DEB', 150, 0.05, '26001A'));
    expect(await alertReentryFollowers(t.ctx, await getEngine(), new Date())).toBe(1);
    expect(await titles()).toHaveLength(2);
    expect(await titles(other.auth)).toHaveLength(0);

    // The old, wider element set again (a worse fit): no notification for a wider window.
    await importCatalogue(sat(98001, 'FALLING DEB', 180, 0.01, '26001A'));
    expect(await alertReentryFollowers(t.ctx, await getEngine(), new Date())).toBe(0);
  });
});

/** A sky engine of this database (the app's own is not exposed), reloaded to the latest catalogue version. */
const engine = new SkyEngine(catalogueLoader(t.db));
async function getEngine() {
  await engine.refreshFromDb();
  return engine;
}

describe('re-entry watch from the stored catalogue: element-set history and SATCAT decay dates', () => {
  it('fits the mean-motion trend of several element sets instead of the current set’s ṅ', async () => {
    // Two days apart, 8 km lower now; the current set claims an almost flat ṅ that the history contradicts.
    const before = new Date(epoch.getTime() - 2 * DAY);
    await importCatalogue(sat(98010, 'HISTORY DEB', 208, 0.00001, '26010A', before));
    await importCatalogue(sat(98010, 'HISTORY DEB', 200, 0.00001, '26010A'));
    // A second object whose two sets show no decay at all: not on the watch despite ṅ > 0.
    await importCatalogue(sat(98011, 'FLAT R/B', 220, 0.002, '26011B', before));
    await importCatalogue(sat(98011, 'FLAT R/B', 220, 0.002, '26011B'));

    const body = (await get('/api/reentries?horizonDays=365')).json() as ReentryList;
    const deb = body.items.find((r) => r.noradId === 98010)!;
    expect(deb.basis).toBe('history');
    expect(body.items.find((r) => r.noradId === 98003)?.basis).toBe('elements'); // one set: its own ṅ
    expect(body.items.map((r) => r.noradId)).not.toContain(98011);
    // Reference by hand: two points, so the fitted ṅ is the secant Δn/Δt; then the astro lifetime at that rate.
    const n0 = meanMotionFromSemiMajorAxisKm(EARTH_RADIUS_WGS72_KM + 208);
    const n1 = meanMotionFromSemiMajorAxisKm(EARTH_RADIUS_WGS72_KM + 200);
    const days = lifetimeDays(deb.perigeeKm, decayRateKmPerDay(n1, (n1 - n0) / 2));
    expect(days).toBeLessThan(100); // the history, not the set's ṅ (which gives years), sets the date
    expect(Math.abs(Date.parse(deb.predicted) - (epoch.getTime() + days * DAY))).toBeLessThan(0.01 * days * DAY);
  });

  it('lists the decays SATCAT records for the last 30 days, with type and owner, most recent first', async () => {
    const daysAgo = (d: number) => new Date(Date.now() - d * DAY).toISOString().slice(0, 10);
    await t.db.query(
      `INSERT INTO satcat (norad_id, name, object_type, owner, decay_date, source) VALUES
         (97001, 'OLD DEB', 'DEB', 'US', $1, 'satcat'),
         (97002, 'RECENT R/B', 'R/B', 'PRC', $2, 'satcat'),
         (97004, 'LAST WEEK SAT', 'PAY', 'CIS', $3, 'satcat'),
         (97003, 'IN ORBIT', 'PAY', 'US', NULL, 'satcat')`,
      [daysAgo(40), daysAgo(2), daysAgo(7)],
    );
    const body = (await get('/api/reentries')).json() as ReentryList;
    expect(body).toMatchObject({ decayedSource: 'satcat', decayedWindowDays: 30 });
    expect(body.decayed).toEqual([
      { id: 'sat-97002', name: 'RECENT R/B', noradId: 97002, decayDate: daysAgo(2), objectType: 'R/B', owner: 'PRC' },
      {
        id: 'sat-97004',
        name: 'LAST WEEK SAT',
        noradId: 97004,
        decayDate: daysAgo(7),
        objectType: 'PAY',
        owner: 'CIS',
      },
    ]);
    expect(((await get('/api/reentries?limit=1')).json() as ReentryList).decayed.map((d) => d.noradId)).toEqual([
      97002,
    ]);
  });
});
