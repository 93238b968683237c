import { describe, expect, it } from 'vitest';
import { BULK_STRIDE, propagateJs } from '../sgp4-bulk.ts';
import { INTERP_POS_ERR_KM, INTERP_VEL_ERR_KMS, hermiteAll } from './interpolate.ts';
import { satrecFromElements, syntheticCatalogue } from './synthetic.ts';
import { EARTH_RADIUS_WGS72_KM, meanMotionFromSemiMajorAxisKm } from '../tle-format.ts';

const EPOCH = Date.UTC(2026, 10, 23);
const ecc = (pAlt: number, aAlt: number) => {
  const rp = EARTH_RADIUS_WGS72_KM + pAlt;
  const ra = EARTH_RADIUS_WGS72_KM + aAlt;
  return { eccentricity: (ra - rp) / (ra + rp), meanMotionRevPerDay: meanMotionFromSemiMajorAxisKm((ra + rp) / 2) };
};

describe('Hermite interpolation between SGP4 steps', () => {
  it('stays within a fifth of the error the screen allows, against SGP4 itself, for LEO, transfer and Molniya orbits at perigee', () => {
    // Reference: SGP4 (satellite.js) evaluated directly at the interpolated instants.
    const sats = [
      ...syntheticCatalogue(300, 11, EPOCH).map((o) => o.satrec),
      // Perigee passes are where interpolation is worst: mean anomaly 0 at the epoch puts one at t = 0.
      satrecFromElements(1, EPOCH, {
        inclinationDeg: 27,
        raanDeg: 10,
        argPerigeeDeg: 0,
        meanAnomalyDeg: 359,
        ...ecc(200, 35_786),
      }),
      satrecFromElements(2, EPOCH, {
        inclinationDeg: 63.4,
        raanDeg: 40,
        argPerigeeDeg: 270,
        meanAnomalyDeg: 359,
        ...ecc(500, 39_700),
      }),
      satrecFromElements(3, EPOCH, {
        inclinationDeg: 98,
        raanDeg: 40,
        argPerigeeDeg: 90,
        meanAnomalyDeg: 359.5,
        ...ecc(300, 3000),
      }),
    ];
    const stepS = 120;
    const a = new Float64Array(sats.length * BULK_STRIDE);
    const b = new Float64Array(sats.length * BULK_STRIDE);
    const got = new Float64Array(sats.length * BULK_STRIDE);
    const ref = new Float64Array(sats.length * BULK_STRIDE);
    let worstP = 0;
    let worstV = 0;
    for (let k = -3; k < 12; k++) {
      const t0 = EPOCH + k * stepS * 1000;
      propagateJs(sats, new Date(t0), a);
      propagateJs(sats, new Date(t0 + stepS * 1000), b);
      for (const tau of [0.125, 0.375, 0.5, 0.625, 0.875]) {
        hermiteAll(a, b, sats.length, tau, stepS, got);
        propagateJs(sats, new Date(t0 + tau * stepS * 1000), ref);
        for (let i = 0; i < sats.length; i++) {
          const o = i * BULK_STRIDE;
          if (!Number.isFinite(ref[o])) continue;
          worstP = Math.max(worstP, Math.hypot(got[o] - ref[o], got[o + 1] - ref[o + 1], got[o + 2] - ref[o + 2]));
          worstV = Math.max(
            worstV,
            Math.hypot(got[o + 3] - ref[o + 3], got[o + 4] - ref[o + 4], got[o + 5] - ref[o + 5]),
          );
        }
      }
    }
    expect(worstP).toBeLessThan(INTERP_POS_ERR_KM / 5);
    expect(worstV).toBeLessThan(INTERP_VEL_ERR_KMS / 5);
  });
});
