/**
 * Refinement of a candidate pair to its time of closest approach (TCA): the TCA is a root of the
 * relative range-rate f(t) = r_rel·v_rel going from negative (closing) to positive (opening); we bracket
 * it between coarse-window boundaries and solve with Brent's method on SGP4 states to 1 ms.
 */
import { sgp4, type SatRec } from 'satellite.js';
import type { Vec3 } from '../vec.ts';

export interface RelState {
  ok: boolean;
  r: Vec3; // secondary − primary (km)
  v: Vec3; // km/s
  p1: Vec3;
  v1: Vec3;
  p2: Vec3;
}

type PV = { position: { x: number; y: number; z: number }; velocity: { x: number; y: number; z: number } };

const minutesSince = (satrec: SatRec, tMs: number) => (tMs / 86_400_000 + 2440587.5 - satrec.jdsatepoch) * 1440;

/** SGP4 states of both objects at tMs and their difference. ok = false when either fails to propagate. */
export function relativeState(a: SatRec, b: SatRec, tMs: number): RelState {
  const pa = sgp4(a, minutesSince(a, tMs)) as PV | null;
  const pb = sgp4(b, minutesSince(b, tMs)) as PV | null;
  if (!pa || !pb || a.error !== 0 || b.error !== 0)
    return {
      ok: false,
      r: [NaN, NaN, NaN],
      v: [NaN, NaN, NaN],
      p1: [NaN, NaN, NaN],
      v1: [NaN, NaN, NaN],
      p2: [NaN, NaN, NaN],
    };
  const p1: Vec3 = [pa.position.x, pa.position.y, pa.position.z];
  const v1: Vec3 = [pa.velocity.x, pa.velocity.y, pa.velocity.z];
  const p2: Vec3 = [pb.position.x, pb.position.y, pb.position.z];
  return {
    ok: true,
    r: [p2[0] - p1[0], p2[1] - p1[1], p2[2] - p1[2]],
    v: [pb.velocity.x - v1[0], pb.velocity.y - v1[1], pb.velocity.z - v1[2]],
    p1,
    v1,
    p2,
  };
}

export const rangeRate = (s: RelState) => s.r[0] * s.v[0] + s.r[1] * s.v[1] + s.r[2] * s.v[2];
export const norm = (v: Vec3) => Math.hypot(v[0], v[1], v[2]);

/**
 * Brent's method for a root of f in [a, b] with f(a) < 0 ≤ f(b); returns t within `tol` of the root.
 * (Brent 1973, "Algorithms for Minimization without Derivatives", ch. 4 — the zeroin routine.)
 */
export function brentRoot(f: (t: number) => number, a: number, b: number, fa: number, fb: number, tol: number): number {
  let c = a;
  let fc = fa;
  let d = b - a;
  let e = d;
  for (let iter = 0; iter < 100; iter++) {
    if (Math.sign(fb) === Math.sign(fc)) {
      c = a;
      fc = fa;
      d = b - a;
      e = d;
    }
    if (Math.abs(fc) < Math.abs(fb)) {
      a = b;
      b = c;
      c = a;
      fa = fb;
      fb = fc;
      fc = fa;
    }
    const tol1 = 2 * Number.EPSILON * Math.abs(b) + 0.5 * tol;
    const m = 0.5 * (c - b);
    if (Math.abs(m) <= tol1 || fb === 0) return b;
    if (Math.abs(e) >= tol1 && Math.abs(fa) > Math.abs(fb)) {
      let p: number;
      let q: number;
      const s = fb / fa;
      if (a === c) {
        p = 2 * m * s;
        q = 1 - s;
      } else {
        const qq = fa / fc;
        const r = fb / fc;
        p = s * (2 * m * qq * (qq - r) - (b - a) * (r - 1));
        q = (qq - 1) * (r - 1) * (s - 1);
      }
      if (p > 0) q = -q;
      else p = -p;
      if (2 * p < Math.min(3 * m * q - Math.abs(tol1 * q), Math.abs(e * q))) {
        e = d;
        d = p / q;
      } else {
        d = m;
        e = d;
      }
    } else {
      d = m;
      e = d;
    }
    a = b;
    fa = fb;
    b += Math.abs(d) > tol1 ? d : m > 0 ? tol1 : -tol1;
    fb = f(b);
  }
  return b;
}

/** Miss vector in the primary's frame: R along its position, C along its orbit normal, I = C × R. */
export function ricOf(p1: Vec3, v1: Vec3, rel: Vec3): Vec3 {
  const rn = norm(p1);
  const R: Vec3 = [p1[0] / rn, p1[1] / rn, p1[2] / rn];
  const h: Vec3 = [p1[1] * v1[2] - p1[2] * v1[1], p1[2] * v1[0] - p1[0] * v1[2], p1[0] * v1[1] - p1[1] * v1[0]];
  const hn = norm(h);
  const C: Vec3 = [h[0] / hn, h[1] / hn, h[2] / hn];
  const I: Vec3 = [C[1] * R[2] - C[2] * R[1], C[2] * R[0] - C[0] * R[2], C[0] * R[1] - C[1] * R[0]];
  const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
  return [dot(rel, R), dot(rel, I), dot(rel, C)];
}
