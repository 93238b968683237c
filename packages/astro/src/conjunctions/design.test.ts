import { describe, expect, it } from 'vitest';
import { designEncounter } from './design.ts';
import { screenConjunctions } from './screen.ts';
import { satrecFromElements, syntheticCatalogue } from './synthetic.ts';
import { relativeState } from './refine.ts';
import { EARTH_RADIUS_WGS72_KM, meanMotionFromSemiMajorAxisKm } from '../tle-format.ts';
import type { ScreenObject } from './types.ts';

const EPOCH = Date.UTC(2026, 10, 23);
const H = 3_600_000;
const leo = (id: number, alt: number, inc: number, raan: number, m: number) =>
  satrecFromElements(id, EPOCH, {
    inclinationDeg: inc,
    raanDeg: raan,
    eccentricity: 0.0002,
    argPerigeeDeg: 0,
    meanAnomalyDeg: m,
    meanMotionRevPerDay: meanMotionFromSemiMajorAxisKm(EARTH_RADIUS_WGS72_KM + alt),
  });

// Each secondary is solved (design.ts) so that SGP4 puts it exactly `miss` km from its primary at `t`,
// with the miss vector perpendicular to the relative velocity: t is the TCA and miss the distance.
const DESIGNS = [
  {
    name: 'near head-on crossing, miss above the primary',
    t: 1.25 * H,
    miss: 1.2,
    crossing: 160,
    towards: [1, 0, 0],
    alt: 0,
  },
  {
    name: 'right-angle crossing, miss below',
    t: 2.5 * H + 17_345,
    miss: 3.4,
    crossing: 90,
    towards: [-1, 0, 0],
    alt: 0,
  },
  {
    name: 'shallow crossing just inside the threshold',
    t: 5 * H + 1234,
    miss: 4.9,
    crossing: 25,
    towards: [1, 0, 0],
    alt: 0,
  },
  { name: 'crossing at 300 m', t: 7 * H + 500, miss: 0.3, crossing: 120, towards: [0, 0, 1], alt: 0 },
  {
    name: 'crossing just outside the threshold (must not be listed)',
    t: 4 * H,
    miss: 5.3,
    crossing: 70,
    towards: [1, 0, 0],
    alt: 0,
  },
] as const;

describe('synthetic encounters placed on purpose', () => {
  const objects: ScreenObject[] = syntheticCatalogue(80, 5, EPOCH).map((o) => ({ ...o }));
  const designs = DESIGNS.map((d, k) => {
    const primary = leo(1000 + k, 520 + 15 * k, 53 + 7 * k, 30 * k, 45 * k);
    const enc = designEncounter(primary, EPOCH + d.t, d.miss, d.crossing, [...d.towards], 2000 + k, d.alt);
    objects.push({ id: 1000 + k, satrec: primary }, { id: 2000 + k, satrec: enc.satrec });
    return { ...d, primaryId: 1000 + k, secondaryId: 2000 + k, enc };
  });
  const result = screenConjunctions(objects, { startMs: EPOCH, endMs: EPOCH + 8 * H, thresholdKm: 5 });

  it('the designs themselves hold: SGP4 puts each pair at the designed distance with zero range-rate', () => {
    for (const d of designs) {
      expect(d.enc.residualKm).toBeLessThan(1e-6);
      const st = relativeState(objects.find((o) => o.id === d.primaryId)!.satrec, d.enc.satrec, EPOCH + d.t);
      expect(Math.hypot(...st.r)).toBeCloseTo(d.miss, 6);
    }
  });

  it.each(designs.filter((d) => d.miss <= 5))('finds the $name with the designed TCA (±10 ms) and miss (±1 m)', (d) => {
    const found = result.conjunctions.filter((c) => c.primaryId === d.primaryId && c.secondaryId === d.secondaryId);
    const near = found.filter((c) => Math.abs(c.tcaMs - (EPOCH + d.t)) < 60_000);
    expect(near).toHaveLength(1);
    expect(Math.abs(near[0].tcaMs - (EPOCH + d.t))).toBeLessThan(10);
    expect(Math.abs(near[0].missKm - d.miss)).toBeLessThan(0.001);
    // The RIC vector has the miss's length and points where it was designed to (radial up, down, cross-track).
    expect(Math.hypot(...near[0].ric)).toBeCloseTo(near[0].missKm, 6);
    const axis = d.towards.findIndex((x) => x !== 0);
    expect(Math.sign(near[0].ric[axis])).toBe(d.towards[axis]);
    expect(Math.abs(near[0].ric[axis])).toBeGreaterThan(0.8 * d.miss);
  });

  it('does not list the encounter designed 0.3 km outside the threshold', () => {
    const d = designs.find((x) => x.miss > 5)!;
    expect(
      result.conjunctions.some(
        (c) =>
          c.primaryId === d.primaryId && c.secondaryId === d.secondaryId && Math.abs(c.tcaMs - (EPOCH + d.t)) < 60_000,
      ),
    ).toBe(false);
  });

  it('every listed conjunction is under the threshold and inside the window', () => {
    for (const c of result.conjunctions) {
      expect(c.missKm).toBeLessThanOrEqual(5);
      expect(c.tcaMs).toBeGreaterThanOrEqual(EPOCH);
      expect(c.tcaMs).toBeLessThanOrEqual(EPOCH + 8 * H);
      expect(c.primary).toBeLessThan(c.secondary);
    }
  });

  it('split into slices of steps (as the server worker threads do), finds exactly the same encounters', () => {
    const opts = { startMs: EPOCH, endMs: EPOCH + 8 * H, thresholdKm: 5 };
    const total = Math.ceil((8 * H) / 120_000);
    const parts = [0, 37, 161, total]
      .slice(1)
      .map(
        (to, k, arr) =>
          screenConjunctions(objects, { ...opts, stepRange: [k === 0 ? 0 : arr[k - 1], to] }).conjunctions,
      );
    const key = (c: { primary: number; secondary: number; tcaMs: number; missKm: number }) =>
      `${c.primary}-${c.secondary}@${Math.round(c.tcaMs)}:${c.missKm.toFixed(6)}`;
    expect(parts.flat().map(key).sort()).toEqual(result.conjunctions.map(key).sort());
  });
});
