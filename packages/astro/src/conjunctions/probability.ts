/**
 * Collision probability of a conjunction in the encounter plane (the plane through the primary perpendicular
 * to the relative velocity at closest approach), the short-encounter model every public screener uses:
 *
 * - Foster (1992): Pc = ∬_{|x| ≤ R} N(x; m, C) dA, the combined position covariance C projected onto the plane,
 *   m the miss vector, R the combined hard-body radius. Evaluated as a 1D integral over the disc's chord
 *   (Chan's reduction) with the covariance in its principal axes.
 * - Maximum probability (Alfano 2005, as CelesTrak's SOCRATES reports it): with no covariance known, the largest
 *   Pc over every isotropic covariance σ²·I; for R ≪ d it tends to R²/(e·d²), reached at σ = d/√2.
 */
import type { Vec3 } from '../vec.ts';

const SQRT2 = Math.SQRT2;

/** Error function (Abramowitz & Stegun 7.1.26 refined by one Newton-free series switch: |error| < 1.2e-7). */
export function erf(x: number): number {
  // Numerical Recipes' erfc Chebyshev fit, fractional error < 1.2e-7 everywhere.
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? 1 - r : r - 1;
}

/** Gauss–Legendre nodes and weights on [−1, 1], 64 points, computed once by Newton's method. */
const GL = (() => {
  const n = 64;
  const x: number[] = [];
  const w: number[] = [];
  for (let i = 1; i <= n; i++) {
    let z = Math.cos((Math.PI * (i - 0.25)) / (n + 0.5));
    let dp = 0;
    for (let it = 0; it < 100; it++) {
      let p0 = 1,
        p1 = 0;
      for (let j = 1; j <= n; j++) {
        const p2 = p1;
        p1 = p0;
        p0 = ((2 * j - 1) * z * p1 - (j - 1) * p2) / j;
      }
      dp = (n * (z * p0 - p1)) / (z * z - 1);
      const dz = p0 / dp;
      z -= dz;
      if (Math.abs(dz) < 1e-15) break;
    }
    x.push(z);
    w.push(2 / ((1 - z * z) * dp * dp));
  }
  return { x, w };
})();

/**
 * Foster's Pc for a miss vector (mx, my) and a 2×2 covariance [[cxx, cxy], [cxy, cyy]] in the encounter plane,
 * hard-body radius R (all in one length unit).
 */
export function fosterPc(mx: number, my: number, cxx: number, cxy: number, cyy: number, R: number): number {
  // Principal axes of C: rotate the miss vector into them.
  const th = 0.5 * Math.atan2(2 * cxy, cxx - cyy);
  const c = Math.cos(th),
    s = Math.sin(th);
  const s1 = Math.sqrt(Math.max(1e-30, cxx * c * c + 2 * cxy * s * c + cyy * s * s));
  const s2 = Math.sqrt(Math.max(1e-30, cxx * s * s - 2 * cxy * s * c + cyy * c * c));
  const u = c * mx + s * my;
  const v = -s * mx + c * my;
  // x = R·sin(t), t ∈ [−π/2, π/2]: smooth integrand at the disc's edges.
  let sum = 0;
  for (let i = 0; i < GL.x.length; i++) {
    const t = (GL.x[i] * Math.PI) / 2;
    const x = R * Math.sin(t);
    const half = R * Math.cos(t);
    const gx = Math.exp(-((x - u) ** 2) / (2 * s1 * s1)) / (Math.sqrt(2 * Math.PI) * s1);
    const strip = 0.5 * (erf((half - v) / (SQRT2 * s2)) - erf((-half - v) / (SQRT2 * s2)));
    sum += GL.w[i] * gx * strip * R * Math.cos(t);
  }
  return Math.min(1, Math.max(0, (sum * Math.PI) / 2));
}

/** Pc for an isotropic covariance σ²·I (depends only on the miss distance d). */
export const isotropicPc = (d: number, sigma: number, R: number) => fosterPc(d, 0, sigma * sigma, 0, sigma * sigma, R);

/**
 * Maximum Pc over isotropic covariance scales (Alfano 2005): golden-section search over log σ around d/√2.
 * Answers the probability and the σ that gives it.
 */
export function maxPc(d: number, R: number): { pc: number; sigma: number } {
  if (d <= R) return { pc: 1, sigma: 0 };
  let lo = Math.log(Math.max(R, d) / 50),
    hi = Math.log(d * 20);
  const g = (Math.sqrt(5) - 1) / 2;
  const f = (ls: number) => isotropicPc(d, Math.exp(ls), R);
  let a = hi - g * (hi - lo),
    b = lo + g * (hi - lo);
  let fa = f(a),
    fb = f(b);
  for (let i = 0; i < 80; i++) {
    if (fa > fb) {
      hi = b;
      b = a;
      fb = fa;
      a = hi - g * (hi - lo);
      fa = f(a);
    } else {
      lo = a;
      a = b;
      fa = fb;
      b = lo + g * (hi - lo);
      fb = f(b);
    }
  }
  const ls = (lo + hi) / 2;
  return { pc: f(ls), sigma: Math.exp(ls) };
}

const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const unit = (a: Vec3): Vec3 => {
  const n = Math.hypot(...a);
  return [a[0] / n, a[1] / n, a[2] / n];
};

/** Radial, in-track, cross-track unit vectors of an object from its position and velocity. */
function ricAxes(r: Vec3, v: Vec3): [Vec3, Vec3, Vec3] {
  const R = unit(r);
  const C = unit(cross(r, v));
  return [R, cross(C, R), C];
}

/** 3×3 covariance (row-major) of diagonal RIC sigmas, expressed in the frame the axes are written in. */
function ricCovariance(axes: [Vec3, Vec3, Vec3], sig: Vec3): number[] {
  const m = new Array(9).fill(0);
  for (let k = 0; k < 3; k++)
    for (let i = 0; i < 3; i++) for (let j = 0; j < 3; j++) m[i * 3 + j] += sig[k] * sig[k] * axes[k][i] * axes[k][j];
  return m;
}

export interface EncounterStates {
  r1: Vec3;
  v1: Vec3;
  r2: Vec3;
  v2: Vec3;
}

/**
 * Foster's Pc at closest approach with a default covariance: each object's 1σ radial, in-track and cross-track
 * position uncertainty (km), combined and projected onto the encounter plane; R the combined hard-body radius (km).
 */
export function fosterPcFromStates(st: EncounterStates, sigmaRicKm: Vec3, Rkm: number): number {
  const dr = sub(st.r2, st.r1);
  const dv = sub(st.v2, st.v1);
  const ez = unit(dv);
  // Miss vector in the plane: remove any along-velocity part (zero at the exact TCA).
  const inPlane = sub(dr, [ez[0] * dot(dr, ez), ez[1] * dot(dr, ez), ez[2] * dot(dr, ez)]);
  const ex = Math.hypot(...inPlane) > 1e-12 ? unit(inPlane) : unit(cross(ez, [0, 0, 1]));
  const ey = cross(ez, ex);
  const c1 = ricCovariance(ricAxes(st.r1, st.v1), sigmaRicKm);
  const c2 = ricCovariance(ricAxes(st.r2, st.v2), sigmaRicKm);
  const C = c1.map((x, i) => x + c2[i]);
  const q = (a: Vec3, b: Vec3) => {
    let s = 0;
    for (let i = 0; i < 3; i++) for (let j = 0; j < 3; j++) s += a[i] * C[i * 3 + j] * b[j];
    return s;
  };
  return fosterPc(dot(dr, ex), dot(dr, ey), q(ex, ex), q(ex, ey), q(ey, ey), Rkm);
}

/** SATCAT radar cross-section class → equivalent-disc radius (m), from the class's representative area. */
export const RCS_RADIUS_M: Readonly<Record<'SMALL' | 'MEDIUM' | 'LARGE', number>> = {
  SMALL: Math.sqrt(0.1 / Math.PI),
  MEDIUM: Math.sqrt(1 / Math.PI),
  LARGE: Math.sqrt(10 / Math.PI),
};
/** Radius assumed when SATCAT gives no size (m): the MEDIUM class. */
export const DEFAULT_OBJECT_RADIUS_M = RCS_RADIUS_M.MEDIUM;

/** Combined hard-body radius (m) of two objects from their SATCAT size classes. */
export function combinedHardBodyRadiusM(a: string | null | undefined, b: string | null | undefined): number {
  const r = (s: string | null | undefined) => RCS_RADIUS_M[s as keyof typeof RCS_RADIUS_M] ?? DEFAULT_OBJECT_RADIUS_M;
  return r(a) + r(b);
}
