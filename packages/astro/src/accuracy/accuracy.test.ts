/**
 * The accuracy page's measurements. The pass figure's reference is python-sgp4 + astropy (reference/observer-reference
 * .json); the recall figure's reference is the brute-force scan; re-entry scoring is checked by hand-made cases.
 */
import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_WGS72_KM, formatTle, meanMotionFromSemiMajorAxisKm } from '../tle-format.ts';
import { conjunctionRecall } from './conjunction-recall.ts';
import { passTimingAgainstReference, passTimingOnSample } from './pass-timing.ts';
import { reentryScore } from './reentry-score.ts';

const ISS = {
  line1: '1 25544U 98067A   19156.50900463  .00003075  00000-0  59442-4 0  9992',
  line2: '2 25544  51.6433  59.2583 0008217  16.4489 347.6017 15.51174618173442',
};

describe('pass timing', () => {
  it('finds all 33 python-sgp4 + astropy reference passes, each rise, culmination and set within a second', () => {
    const r = passTimingAgainstReference();
    expect(r).toMatchObject({ passes: 33, missed: 0, sites: 2 });
    expect(r.maxSeconds!).toBeLessThan(1);
    expect(r.medianSeconds!).toBeLessThanOrEqual(r.p95Seconds!);
    expect(r.maxElevationErrorDeg).toBeLessThan(0.1);
  });

  it('loses no pass of the 1-second scan and times each within the scan’s interpolation', () => {
    const from = Date.parse('2019-06-05T00:00:00Z');
    const r = passTimingOnSample([ISS], [{ lat: 36.9613, lon: -122.0308, heightKm: 0.37 }], from, from + 24 * 3.6e6);
    expect(r.passes).toBeGreaterThanOrEqual(2);
    expect(r.missed).toBe(0);
    expect(r.maxSeconds!).toBeLessThan(0.5);
  });
});

describe('conjunction recall against brute force', () => {
  it('a shell sample with planted encounters: the brute force finds them and the screen finds all it finds', () => {
    const epoch = Date.parse('2026-11-23T06:00:00Z');
    const shell = Array.from({ length: 30 }, (_, i) => {
      return formatTle({
        noradId: 80000 + i,
        epoch: new Date(epoch),
        inclinationDeg: 53,
        raanDeg: (i % 6) * 60,
        eccentricity: 0.0001,
        argPerigeeDeg: 0,
        meanAnomalyDeg: i * 37,
        meanMotionRevPerDay: meanMotionFromSemiMajorAxisKm(EARTH_RADIUS_WGS72_KM + 550 + (i % 3)),
      });
    });
    const r = conjunctionRecall(shell, { startMs: epoch, windowS: 1200, planted: 6 });
    expect(r.objects).toBe(30);
    expect(r.planted).toBe(6);
    expect(r.reference).toBeGreaterThanOrEqual(5); // a planted meeting near the window's edge may be cut
    expect(r.recall).toBe(1);
    expect(r.maxTcaErrorSeconds!).toBeLessThan(1);
    expect(r.pairsExamined).toBeLessThan(r.bruteForceChecks / 100);
  });
});

describe('re-entry predictions against the decays that followed', () => {
  const day = 86_400_000;
  const decay = '2026-11-20';
  const d0 = Date.parse(`${decay}T00:00:00Z`);
  it('counts a window holding any part of the decay day, ignores later predictions, keeps flying ones pending', () => {
    const s = reentryScore([
      { noradId: 1, predictedAt: d0 - 10 * day, windowStart: d0 - 2 * day, windowEnd: d0 + 2 * day, decayDate: decay },
      { noradId: 1, predictedAt: d0 - 5 * day, windowStart: d0 + day / 2, windowEnd: d0 + 3 * day, decayDate: decay },
      { noradId: 2, predictedAt: d0 - 5 * day, windowStart: d0 + day, windowEnd: d0 + 3 * day, decayDate: decay },
      { noradId: 3, predictedAt: d0 + 2 * day, windowStart: d0, windowEnd: d0 + day, decayDate: decay },
      { noradId: 4, predictedAt: d0, windowStart: d0 + day, windowEnd: d0 + 9 * day, decayDate: null },
    ]);
    expect(s).toEqual({ resolved: 3, inside: 2, share: 2 / 3, objects: 2, pending: 1 });
  });
  it('says nothing (null) until a prediction has resolved', () => {
    expect(reentryScore([]).share).toBeNull();
  });
});
