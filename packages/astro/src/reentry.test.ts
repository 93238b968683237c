import { describe, expect, it } from 'vitest';
import {
  EXPONENTIAL_ATMOSPHERE,
  REENTRY_ALTITUDE_KM,
  atmosphereDensity,
  decayRateKmPerDay,
  lifetimeDays,
  predictReentry,
} from './reentry.ts';
import { EARTH_RADIUS_WGS72_KM, MU_EARTH_WGS72, semiMajorAxisKmFromMeanMotion } from './tle-format.ts';

/**
 * Independent reference: integrate da/dt = −K·√(μa)·ρ(h) in time with classical RK4 (10-minute steps
 * near re-entry), K calibrated from today's rate — no layer bookkeeping, no midpoint approximation.
 */
function bruteForceLifetimeDays(h0: number, decayKmPerDay: number): number {
  const a0 = EARTH_RADIUS_WGS72_KM + h0;
  const k = decayKmPerDay / (Math.sqrt(MU_EARTH_WGS72 * a0) * atmosphereDensity(h0));
  const rate = (h: number) => -k * Math.sqrt(MU_EARTH_WGS72 * (EARTH_RADIUS_WGS72_KM + h)) * atmosphereDensity(h);
  let h = h0;
  let t = 0;
  while (h > REENTRY_ALTITUDE_KM) {
    // Step so that one step moves at most 0.05 km (the layers are ≥ 10 km thick).
    const dt = Math.min(1, 0.05 / Math.abs(rate(h)));
    const k1 = rate(h);
    const k2 = rate(h + (dt / 2) * k1);
    const k3 = rate(h + (dt / 2) * k2);
    const k4 = rate(h + dt * k3);
    const next = h + (dt / 6) * (k1 + 2 * k2 + 2 * k3 + k4);
    if (next <= REENTRY_ALTITUDE_KM) return t + (dt * (h - REENTRY_ALTITUDE_KM)) / (h - next);
    h = next;
    t += dt;
  }
  return t;
}

describe('re-entry prediction (King-Hele decay through Vallado’s exponential atmosphere)', () => {
  it.each([
    [180, 20],
    [250, 3],
    [320, 0.5],
    [420, 0.07],
    [550, 0.01],
  ])('lifetime from %i km at %f km/day agrees with an RK4 integration to 1 %%', (h0, rate) => {
    const analytic = lifetimeDays(h0, rate);
    const brute = bruteForceLifetimeDays(h0, rate);
    expect(Math.abs(analytic - brute) / brute).toBeLessThan(0.01);
  });

  it('within one layer far above re-entry it tends to King-Hele’s L ≈ H / |ȧ|', () => {
    // 400–450 km layer, H = 58.515 km: from 400 km the time to lose the first few km is Δh/ȧ.
    const h = 400;
    const rate = 0.1;
    expect(lifetimeDays(h, rate)).toBeGreaterThan(0);
    const H = EXPONENTIAL_ATMOSPHERE.find((l) => l[0] === 400)![2];
    // Lifetime of a pure single exponential would be H/ȧ·(1 − e^(−Δh/H)); the real one is shorter as H shrinks below.
    expect(lifetimeDays(h, rate)).toBeLessThan((H / rate) * (1 - Math.exp(-(h - 120) / H)));
  });

  it('ȧ follows from ṅ: a ∝ n^(−2/3)', () => {
    const n = 15.5;
    const nd = 1e-4; // one day of ṅ, small enough for the finite difference
    const numeric = semiMajorAxisKmFromMeanMotion(n) - semiMajorAxisKmFromMeanMotion(n + nd);
    expect(Math.abs(decayRateKmPerDay(n, nd) / numeric - 1)).toBeLessThan(1e-3);
  });

  it('a non-decaying orbit has no prediction; the window is ±20 % of the remaining time', () => {
    expect(predictReentry({ epochMs: 0, meanMotionRevPerDay: 15.5, meanMotionDot: -1e-5, perigeeAltKm: 400 })).toBe(
      null,
    );
    const p = predictReentry({ epochMs: 0, meanMotionRevPerDay: 16.2, meanMotionDot: 0.002, perigeeAltKm: 220 })!;
    expect(p.predictedMs).toBeGreaterThan(0);
    expect(p.windowEndMs - p.predictedMs).toBeCloseTo(0.2 * p.predictedMs, 0);
    expect(p.predictedMs - p.windowStartMs).toBeCloseTo(0.2 * p.predictedMs, 0);
  });
});
