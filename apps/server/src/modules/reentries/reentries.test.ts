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
const sat = (noradId: number, name: string, altKm: number, ndot: number, intl: string) => {
  const { line1, line2 } = formatTle({
    noradId,
    intlDesignator: intl,
    epoch,
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
  sat(91001, 'FALLING DEB', 180, 0.01, '26001A') + // days from re-entry
    sat(91002, 'SLOW DECAY R/B', 250, 0.0015, '26002B') + // weeks
    sat(91003, 'HIGH SAT', 300, 0.0003, '26003A') + // months
    sat(91004, 'STABLE SAT', 400, 0, '26004A'), // not decaying
);

describe('re-entry watch', () => {
  it('lists decaying objects soonest first within the horizon, with a window around the prediction', async () => {
    const res = await get('/api/reentries');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as ReentryList;
    expect(body.model).toMatch(/King-Hele/);
    expect(body.items.map((r) => r.noradId)).toEqual([91001, 91002]);
    const deb = body.items[0]!;
    expect(deb).toMatchObject({ id: 'sat-91001', designator: '2026-001A', elementEpoch: epoch.toISOString() });
    // Independent of the service's code path: ȧ from a ∝ n^(−2/3) and the astro lifetime of that rate.
    const n = meanMotionFromSemiMajorAxisKm(EARTH_RADIUS_WGS72_KM + 180);
    const days = lifetimeDays(deb.perigeeKm, decayRateKmPerDay(n, 0.02));
    expect(Math.abs(Date.parse(deb.predicted) - (epoch.getTime() + days * DAY))).toBeLessThan(0.01 * days * DAY);
    expect(Date.parse(deb.windowStart)).toBeLessThan(Date.parse(deb.predicted));
    expect(Date.parse(deb.windowEnd) - Date.parse(deb.predicted)).toBeCloseTo(0.2 * days * DAY, -5);
    expect(body.decayed).toEqual([]);

    const year = (await get('/api/reentries?horizonDays=365')).json() as ReentryList;
    expect(year.items.map((r) => r.noradId)).toEqual([91001, 91002, 91003]);
    const month = (await get('/api/reentries?horizonDays=20')).json() as ReentryList;
    expect(month.items.map((r) => r.noradId)).toEqual([91001]);
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
      url: '/api/follows/sat-91001',
      headers: user.auth,
      payload: { thresholdKm: 5 },
    });
    expect(follow.statusCode, follow.body).toBe(200);
    const titles = async (auth = user.auth) =>
      ((await get('/api/notifications', auth)).json().items as { title: string; message: string }[]).filter((n) =>
        n.title.startsWith('Re-entry window'),
      );

    expect(await alertReentryFollowers(t.ctx, await getEngine(), new Date())).toBe(1); // a 36-hour window: ≤ 2 days
    expect(await alertReentryFollowers(t.ctx, await getEngine(), new Date())).toBe(0);
    expect((await titles())[0]!.message).toMatch(/\(a 36 h window;/);

    // A newer element set lower down: the window shrinks to under 12 hours.
    await importCatalogue(sat(91001, 'FALLING DEB', 150, 0.05, '26001A'));
    expect(await alertReentryFollowers(t.ctx, await getEngine(), new Date())).toBe(1);
    expect(await titles()).toHaveLength(2);
    expect(await titles(other.auth)).toHaveLength(0);

    // The old, wider element set again (a worse fit): no notification for a wider window.
    await importCatalogue(sat(91001, 'FALLING DEB', 180, 0.01, '26001A'));
    expect(await alertReentryFollowers(t.ctx, await getEngine(), new Date())).toBe(0);
  });
});

/** A sky engine of this database (the app's own is not exposed), reloaded to the latest catalogue version. */
const engine = new SkyEngine(catalogueLoader(t.db));
async function getEngine() {
  await engine.refreshFromDb();
  return engine;
}
