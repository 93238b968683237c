/**
 * Launch trains (issue 34) against a local fake supplemental-GP source serving OMM JSON with six-digit catalogue
 * numbers, and the bundled sample when no source has one.
 */
import { EARTH_RADIUS_WGS72_KM, meanMotionFromSemiMajorAxisKm } from '@cosmos/astro';
import type { LaunchTrains } from '@cosmos/contracts';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { setLocation } from '../../../test/factories.ts';
import { startTestApp } from '../../../test/harness.ts';

const now = Date.now();
const stepDeg = (25 / (EARTH_RADIUS_WGS72_KM + 350)) * (180 / Math.PI);
/** A fresh batch of 12, 25 km apart, as OMM JSON; and two members of another launch far apart (no train). */
const omm = [
  ...Array.from({ length: 12 }, (_, i) => ({
    OBJECT_NAME: `STARLINK-${40001 + i}`,
    OBJECT_ID: `2026-231${String.fromCharCode(65 + i)}`,
    EPOCH: new Date(now - 3_600_000).toISOString().replace('Z', ''),
    MEAN_MOTION: meanMotionFromSemiMajorAxisKm(EARTH_RADIUS_WGS72_KM + 350),
    ECCENTRICITY: 0.0001,
    INCLINATION: 43,
    RA_OF_ASC_NODE: 120,
    ARG_OF_PERICENTER: 0,
    MEAN_ANOMALY: (360 - i * stepDeg) % 360,
    EPHEMERIS_TYPE: 0,
    CLASSIFICATION_TYPE: 'U',
    NORAD_CAT_ID: 270_001 + i,
    ELEMENT_SET_NO: 999,
    REV_AT_EPOCH: 10,
    BSTAR: 0.0001,
    MEAN_MOTION_DOT: 0,
    MEAN_MOTION_DDOT: 0,
  })),
];
let asked = 0;
const server = createServer((req, res) => {
  asked++;
  res.writeHead(req.url === '/sup-gp.json' ? 200 : 404, { 'content-type': 'application/json' });
  res.end(req.url === '/sup-gp.json' ? JSON.stringify(omm) : '{}');
});
await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

const withSup = await startTestApp({ SUPGP_URL: `${base}/sup-gp.json` });
const u = await withSup.register();
await setLocation(withSup.db, u.user.id, 35, -40);

describe('GET /api/launches/trains', () => {
  it('401 without a token', async () => {
    expect((await withSup.app.inject({ url: '/api/launches/trains' })).statusCode).toBe(401);
  });

  it("strings the supplemental source's fresh launch into a train, lead first, six-digit ids, with visible passes", async () => {
    const res = await withSup.app.inject({ url: '/api/launches/trains', headers: u.auth });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as LaunchTrains;
    expect(body).toMatchObject({ source: 'supplemental', sourceError: null, windowDays: 14 });
    const [train] = body.trains;
    expect(train).toMatchObject({ launch: '2026-231', name: 'STARLINK', members: 12, leadId: 'sat-270001' });
    expect(train!.memberIds).toEqual(Array.from({ length: 12 }, (_, i) => `sat-${270_001 + i}`));
    // 11 gaps of 25 km (set by mean anomaly; SGP4 keeps them within a few hundred metres over an hour).
    expect(train!.lengthKm).toBeGreaterThan(11 * 24);
    expect(train!.lengthKm).toBeLessThan(11 * 26);
    expect(body.station).toMatchObject({ lat: 35, lon: -40 });
    // The lead's visible passes: from some place on its ground track the train is seen within two days.
    let seen: LaunchTrains['trains'][number]['passes'] = train!.passes;
    for (const [lat, lon] of [
      [-35, 20],
      [10, 100],
      [40, -100],
      [-20, -60],
    ] as const) {
      if (seen.length) break;
      await setLocation(withSup.db, u.user.id, lat, lon);
      seen = ((await withSup.app.inject({ url: '/api/launches/trains', headers: u.auth })).json() as LaunchTrains)
        .trains[0]!.passes;
    }
    expect(seen.length).toBeGreaterThan(0);
    for (const p of seen) {
      expect(p.visible).toBe(true);
      expect(p.magnitudeSigma).not.toBeNull();
    }
    // Cached: the requests after the first did not ask the source again.
    expect(asked).toBe(1);
  });

  it('400 names a malformed locationId', async () => {
    const res = await withSup.app.inject({ url: '/api/launches/trains?locationId=nope', headers: u.auth });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('locationId');
  });
});

describe('without a source or a recent launch', () => {
  it('shows the bundled sample train, labelled, and no passes without a saved place', async () => {
    const other = await withSup.register();
    // The same app, another config: SUPGP_URL off, so the bundled catalogue (no launch in 14 days) and then the sample.
    const { launchTrains } = await import('./trains.service.ts');
    const body = await launchTrains(
      { ...withSup.ctx, config: { ...withSup.ctx.config, SUPGP_URL: 'off' } },
      withSup.engine,
      other.user.id,
    );
    expect(body.source).toBe('sample');
    expect(body.trains[0]).toMatchObject({ name: 'SAMPLE TRAIN', members: 24 });
    expect(body.station).toBeNull();
    expect(body.trains[0]!.passes).toEqual([]);
  });
});
