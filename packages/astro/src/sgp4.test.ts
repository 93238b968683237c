import { afterAll, describe, expect, it } from 'vitest';
import { twoline2satrec } from 'satellite.js';
import { propagateAt, propagateTsince, stateToElements } from './sgp4.ts';
import type { Vec3 } from './vec.ts';
import {
  BULK_STRIDE,
  disposeWasmBulk,
  initWasmBulk,
  isWasmBulkActive,
  propagateJs,
  propagateMany,
} from './sgp4-bulk.ts';
import { formatTle } from './tle-format.ts';

// Vallado, Crawford, Hujsak & Kelso, "Revisiting Spacetrack Report #3" (AIAA 2006-6753),
// SGP4-VER.TLE test case 00005 and its reference output tcppver.out.
const L1 = '1 00005U 58002B   00179.78495062  .00000023  00000-0  28098-4 0  4753';
const L2 = '2 00005  34.2682 348.7242 1859667 331.7664  19.3264 10.82419157413667';
const VALLADO: { t: number; r: Vec3; v: Vec3 }[] = [
  { t: 0, r: [7022.46529266, -1400.08296755, 0.03995155], v: [1.893841015, 6.405893759, 4.53480725] },
  { t: 360, r: [-7154.03120202, -3783.17682504, -3536.19412294], v: [4.741887409, -4.151817765, -2.093935425] },
];
const ISS1 = '1 25544U 98067A   19156.50900463  .00003075  00000-0  59442-4 0  9992';
const ISS2 = '2 25544  51.6433  59.2583 0008217  16.4489 347.6017 15.51174618173442';

describe('propagateTsince vs Vallado tcppver.out', () => {
  it.each(VALLADO)('00005 at tsince $t matches to 2e-7', ({ t, r, v }) => {
    const res = propagateTsince(twoline2satrec(L1, L2), t);
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    for (let k = 0; k < 3; k++) {
      expect(Math.abs(res.r[k] - r[k])).toBeLessThan(2e-7);
      expect(Math.abs(res.v[k] - v[k])).toBeLessThan(2e-7);
    }
  });
});

describe('error codes', () => {
  it('returns code 1 for a mean eccentricity out of range after drag growth, never a position', () => {
    // Very high drag LEO propagated far ahead: SGP4 reports an error code instead of a position.
    const { line1, line2 } = formatTle({
      noradId: 99999,
      epoch: new Date('2020-01-01T00:00:00Z'),
      bstar: 0.5,
      inclinationDeg: 51.6,
      raanDeg: 0,
      eccentricity: 0.0005,
      argPerigeeDeg: 0,
      meanAnomalyDeg: 0,
      meanMotionRevPerDay: 16.3,
    });
    const res = propagateTsince(twoline2satrec(line1, line2), 60 * 24 * 30);
    expect(res.ok).toBe(false);
    if (!res.ok) {
      expect([1, 2, 3, 4, 6]).toContain(res.code);
      expect(res.reason.length).toBeGreaterThan(5);
    }
  });
  it('returns code 6 (decayed) for Vallado case 28872-like sub-orbital decay', () => {
    // Vallado SGP4-VER.TLE 28872: "Minotaur R/B, sub-orbital, should produce error 6 at ~50 min".
    const a = '1 28872U 05037B   05333.02012661  .25992681  00000-0  24476-3 0  1534';
    const b = '2 28872  96.4736 157.9986 0303955 244.0492 110.6523 16.46015938 10708';
    const res = propagateTsince(twoline2satrec(a, b), 60);
    expect(res).toMatchObject({ ok: false, code: 6 });
  });
});

describe('ISS sanity', () => {
  it('period ≈ 92.9 min and inclination 51.6° from the propagated state', () => {
    const sat = twoline2satrec(ISS1, ISS2);
    const res = propagateAt(sat, new Date('2019-06-05T12:00:00Z'));
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    const el = stateToElements(res.r, res.v);
    expect(el.periodMin).toBeGreaterThan(92.3);
    expect(el.periodMin).toBeLessThan(93.5);
    expect(el.iDeg).toBeCloseTo(51.6, 0);
    expect(res.geodetic.alt_km).toBeGreaterThan(380);
    expect(res.geodetic.alt_km).toBeLessThan(440);
    expect(Math.abs(res.geodetic.lat)).toBeLessThanOrEqual(51.7);
  });
});

describe('propagateMany', () => {
  afterAll(() => disposeWasmBulk());
  it('WASM bulk path agrees with the JS loop', async () => {
    const sats = [twoline2satrec(L1, L2), twoline2satrec(ISS1, ISS2)];
    const date = new Date('2019-06-06T00:00:00Z');
    const js = new Float64Array(sats.length * BULK_STRIDE);
    expect(propagateJs(sats, date, js)).toBe(2);
    await initWasmBulk();
    const out = new Float64Array(sats.length * BULK_STRIDE);
    expect(propagateMany(sats, date, out)).toBe(2);
    for (let i = 0; i < out.length; i++) expect(Math.abs(out[i] - js[i])).toBeLessThan(1e-6);
    expect(typeof isWasmBulkActive()).toBe('boolean');
  });
});
