import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { angularMomentum, specificEnergy, stateToKeplerElements } from './kepler-state.ts';
import {
  GAUSS_K,
  keplerState,
  orbitalPeriodDays,
  solveBarker,
  solveKeplerElliptic,
  solveKeplerHyperbolic,
  type KeplerElements,
} from './kepler.ts';
import type { Vec3 } from './vec.ts';

const T0 = new Date('2024-01-01T00:00:00Z');
const addDays = (d: Date, n: number): Date => new Date(d.getTime() + n * 86_400_000);
const dist = (a: Vec3, b: Vec3): number => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

const ORBITS: Record<string, KeplerElements> = {
  elliptic: { a: 2.77, e: 0.0785, iDeg: 10.6, nodeDeg: 80.3, periDeg: 73.6, meanAnomalyDeg: 60, epoch: T0 },
  eccentric: { q: 0.586, e: 0.967, iDeg: 162.2, nodeDeg: 58.4, periDeg: 111.3, tp: T0 },
  parabolic: { q: 1.2, e: 1, iDeg: 45, nodeDeg: 30, periDeg: 200, tp: T0 },
  hyperbolic: { q: 2.0066, e: 3.356, iDeg: 44.05, nodeDeg: 308.1, periDeg: 209.1, tp: T0 },
};

describe('Kepler solvers', () => {
  it('elliptic solution satisfies the equation for extreme e', () => {
    for (const e of [0, 0.1, 0.5, 0.9, 0.99, 0.999999]) {
      for (const M of [-7, -3.1, -1e-6, 0, 1e-4, 0.5, 3.14159, 10]) {
        const E = solveKeplerElliptic(M, e);
        expect(E - e * Math.sin(E)).toBeCloseTo(M, 10);
      }
    }
  });
  it('hyperbolic solution satisfies the equation', () => {
    for (const e of [1.0001, 1.2, 3.356, 10]) {
      for (const M of [-1000, -5, -1e-5, 0, 0.3, 20, 5000]) {
        const H = solveKeplerHyperbolic(M, e);
        expect((e * Math.sinh(H) - H - M) / Math.max(1, Math.abs(M))).toBeCloseTo(0, 10);
      }
    }
  });
  it("Barker's equation", () => {
    for (const dt of [-500, -1, 0, 3, 1000]) {
      const s = solveBarker(dt, 1.3);
      expect(s + s ** 3 / 3).toBeCloseTo((GAUSS_K * dt) / Math.sqrt(2 * 1.3 ** 3), 10);
    }
  });
});

describe('keplerState', () => {
  it('a = 1 AU circular orbit has the Gaussian sidereal year (365.2568983 d) and r = 1', () => {
    const el: KeplerElements = { a: 1, e: 0, iDeg: 0, nodeDeg: 0, periDeg: 0, meanAnomalyDeg: 0, epoch: T0 };
    expect(orbitalPeriodDays(el)).toBeCloseTo(365.2568983, 6);
    const s0 = keplerState(el, T0);
    const s1 = keplerState(el, addDays(T0, orbitalPeriodDays(el)));
    expect(dist(s0.r, s1.r)).toBeLessThan(1e-8);
    expect(s0.distanceAu).toBeCloseTo(1, 12);
    // Circular speed k AU/day ≈ 29.78 km/s.
    expect(Math.hypot(...s0.v)).toBeCloseTo(GAUSS_K, 12);
  });
  it('rotates to equatorial: ecliptic pole maps to dec = 66.56°', () => {
    const el: KeplerElements = { a: 1, e: 0, iDeg: 90, nodeDeg: 0, periDeg: 90, meanAnomalyDeg: 0, epoch: T0 };
    const { r } = keplerState(el, T0); // at ecliptic north pole
    expect((Math.asin(r[2]) * 180) / Math.PI).toBeCloseTo(90 - 23.4392911, 6);
  });
  it.each(Object.entries(ORBITS))('%s orbit conserves energy and angular momentum', (_n, el) => {
    const a = keplerState(el, addDays(T0, -400));
    const b = keplerState(el, addDays(T0, 17.3));
    const c = keplerState(el, addDays(T0, 3000));
    const e0 = specificEnergy(a.r, a.v);
    const h0 = angularMomentum(a.r, a.v);
    for (const s of [b, c]) {
      expect(Math.abs(specificEnergy(s.r, s.v) - e0)).toBeLessThan(1e-13);
      expect(dist(angularMomentum(s.r, s.v), h0)).toBeLessThan(1e-13);
    }
    // perihelion passes at tp where defined
    if (el.tp) expect(keplerState(el, el.tp).distanceAu).toBeCloseTo(el.q ?? 0, 10);
  });
  it.each(['parabolic', 'hyperbolic', 'eccentric'])('%s round trip through state → elements', (n) => {
    const el = ORBITS[n];
    const t1 = addDays(T0, 123.4);
    const s1 = keplerState(el, t1);
    const back = stateToKeplerElements(s1.r, s1.v, t1);
    const s0 = keplerState(el, addDays(T0, -50));
    const s0b = keplerState({ ...back, e: n === 'parabolic' ? 1 : back.e }, addDays(T0, -50));
    expect(dist(s0.r, s0b.r)).toBeLessThan(1e-8);
    expect(dist(s0.v, s0b.v)).toBeLessThan(1e-10);
  });
});

describe('property: propagate forward then back returns the start', () => {
  it('holds for random elliptic and hyperbolic orbits', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.1, max: 40, noNaN: true }),
        fc.oneof(fc.double({ min: 0, max: 0.95, noNaN: true }), fc.double({ min: 1.05, max: 5, noNaN: true })),
        fc.double({ min: 0, max: 180, noNaN: true }),
        fc.double({ min: 0, max: 360, noNaN: true }),
        fc.double({ min: 0, max: 360, noNaN: true }),
        fc.double({ min: -3000, max: 3000, noNaN: true }),
        fc.double({ min: -3000, max: 3000, noNaN: true }),
        (q, e, i, node, peri, t0, dt) => {
          const el: KeplerElements = { q, e, iDeg: i, nodeDeg: node, periDeg: peri, tp: T0 };
          const ta = addDays(T0, t0);
          const tb = addDays(ta, dt);
          const sa = keplerState(el, ta);
          const sb = keplerState(el, tb);
          const back = keplerState(stateToKeplerElements(sb.r, sb.v, tb), ta);
          const scale = Math.max(1, Math.hypot(...sa.r));
          return dist(sa.r, back.r) / scale < 1e-7;
        },
      ),
      { numRuns: 300 },
    );
  });
});
