/**
 * Two-body heliocentric propagation from osculating ecliptic-J2000 elements (as published by
 * JPL's Small-Body Database), for elliptic, parabolic and hyperbolic orbits.
 * Output: heliocentric EQUATORIAL J2000, r in AU and v in AU/day.
 *
 * Units: Gaussian gravitational constant k (AU^{3/2} / day / M_sun^{1/2}); the body's own mass
 * is neglected (mu = k^2). Time scale: Dates are treated as TT; the ~69 s TT-UTC offset is far
 * below two-body model error.
 */
import type { Vec3 } from './vec.ts';

/** Gaussian gravitational constant (IAU 1938 / 1976 definition). */
export const GAUSS_K = 0.01720209895;
/** Sun's GM in AU^3/day^2. */
export const MU_SUN = GAUSS_K * GAUSS_K;
/** Mean obliquity of the ecliptic at J2000 (IAU 1976): 23°26'21.448". */
export const OBLIQUITY_J2000_DEG = 23.4392911;
export const J2000_JD = 2451545.0;
const DEG = Math.PI / 180;
/** |e − 1| below this is treated as exactly parabolic: elliptic/hyperbolic formulas lose precision there. */
export const PARABOLIC_TOLERANCE = 1e-8;

export interface KeplerElements {
  /** Perihelion distance (AU). Give q or a. */
  q?: number;
  /** Semi-major axis (AU), negative for hyperbolae. Give q or a. */
  a?: number;
  e: number;
  iDeg: number;
  /** Longitude of the ascending node Ω (deg). */
  nodeDeg: number;
  /** Argument of perihelion ω (deg). */
  periDeg: number;
  /** Mean anomaly (deg) at `epoch`. Give either this (with epoch) or `tp`. */
  meanAnomalyDeg?: number;
  epoch?: Date;
  /** Time of perihelion passage. */
  tp?: Date;
}

export interface HelioState {
  r: Vec3; // AU, equatorial J2000
  v: Vec3; // AU/day
  /** Heliocentric distance (AU). */
  distanceAu: number;
  trueAnomalyDeg: number;
}

export function dateToJd(d: Date): number {
  return d.getTime() / 86_400_000 + 2440587.5;
}
export function jdToDate(jd: number): Date {
  return new Date((jd - 2440587.5) * 86_400_000);
}

export function perihelionDistance(el: KeplerElements): number {
  if (el.q !== undefined) return el.q;
  if (el.a !== undefined) return el.a * (1 - el.e);
  throw new Error('elements need q or a');
}

/** Orbital period in days (Infinity for open orbits). */
export function orbitalPeriodDays(el: KeplerElements): number {
  if (el.e >= 1 - PARABOLIC_TOLERANCE) return Number.POSITIVE_INFINITY;
  const a = perihelionDistance(el) / (1 - el.e);
  return (2 * Math.PI * Math.sqrt(a * a * a)) / GAUSS_K;
}

/** Mean motion (rad/day) for |a|; undefined for parabolae. */
function meanMotion(q: number, e: number): number {
  const aAbs = Math.abs(q / (1 - e));
  return GAUSS_K / Math.sqrt(aAbs * aAbs * aAbs);
}

/** Days since perihelion at `date` (for closed orbits, the nearest pass before or after via M in [-π, π)). */
function timeSincePerihelion(el: KeplerElements, q: number, date: Date): number {
  const t = dateToJd(date);
  if (el.tp) return t - dateToJd(el.tp);
  if (el.meanAnomalyDeg === undefined || !el.epoch) throw new Error('elements need tp, or meanAnomalyDeg with epoch');
  if (Math.abs(el.e - 1) < PARABOLIC_TOLERANCE) throw new Error('parabolic orbits need tp');
  const n = meanMotion(q, el.e);
  return (el.meanAnomalyDeg * DEG) / n + (t - dateToJd(el.epoch));
}

/** Solve E − e sin E = M (elliptic). Newton from a start that converges for all e < 1; bisection fallback. */
export function solveKeplerElliptic(M: number, e: number): number {
  // Reduce to [-π, π]: the solution is odd in M and 2π-periodic.
  const twoPi = 2 * Math.PI;
  const k = Math.round(M / twoPi);
  const m = M - k * twoPi;
  let E = e < 0.8 ? m : m + 0.85 * e * Math.sign(Math.sin(m) || 1);
  for (let i = 0; i < 50; i++) {
    const f = E - e * Math.sin(E) - m;
    const d = f / (1 - e * Math.cos(E));
    E -= d;
    if (Math.abs(d) < 1e-15 * Math.max(1, Math.abs(E))) return E + k * twoPi;
  }
  // Bisection on [-π, π] (f is monotonic) if Newton stalled.
  let lo = -Math.PI;
  let hi = Math.PI;
  for (let i = 0; i < 200; i++) {
    E = 0.5 * (lo + hi);
    if (E - e * Math.sin(E) - m > 0) hi = E;
    else lo = E;
  }
  return E + k * twoPi;
}

/** Solve e sinh H − H = M (hyperbolic). Newton from an asinh start; bounded, bisection fallback. */
export function solveKeplerHyperbolic(M: number, e: number): number {
  let H = Math.asinh(M / e);
  // For large |M| a log start is closer: e sinh H ≈ e e^H / 2.
  if (Math.abs(M) > 6) H = Math.sign(M) * Math.log((2 * Math.abs(M)) / e + 1.8);
  for (let i = 0; i < 100; i++) {
    const f = e * Math.sinh(H) - H - M;
    const d = f / (e * Math.cosh(H) - 1);
    H -= d;
    if (Math.abs(d) < 1e-15 * Math.max(1, Math.abs(H))) return H;
  }
  let lo = -Math.asinh(Math.abs(M) / (e - 1) + 1) - 1;
  let hi = -lo;
  for (let i = 0; i < 300; i++) {
    H = 0.5 * (lo + hi);
    if (e * Math.sinh(H) - H - M > 0) hi = H;
    else lo = H;
  }
  return H;
}

/**
 * Barker's equation for parabolic orbits: s + s^3/3 = k·dt / sqrt(2 q^3), s = tan(ν/2).
 * Solved in closed form (Cardano): s = Y − 1/Y, Y = cbrt(B + sqrt(B^2 + 1)), B = 1.5·k·dt/sqrt(2q^3).
 */
export function solveBarker(dtDays: number, q: number): number {
  const B = (1.5 * GAUSS_K * dtDays) / Math.sqrt(2 * q * q * q);
  // Use the numerically stable branch for negative B (cancellation in Y − 1/Y).
  const Y = Math.cbrt(Math.abs(B) + Math.sqrt(B * B + 1));
  return Math.sign(B) * (Y - 1 / Y);
}

/** Ecliptic J2000 → equatorial J2000 (rotation about x by the obliquity). */
export function eclipticToEquatorial(x: Vec3): Vec3 {
  const c = Math.cos(OBLIQUITY_J2000_DEG * DEG);
  const s = Math.sin(OBLIQUITY_J2000_DEG * DEG);
  return [x[0], c * x[1] - s * x[2], s * x[1] + c * x[2]];
}
export function equatorialToEcliptic(x: Vec3): Vec3 {
  const c = Math.cos(OBLIQUITY_J2000_DEG * DEG);
  const s = Math.sin(OBLIQUITY_J2000_DEG * DEG);
  return [x[0], c * x[1] + s * x[2], -s * x[1] + c * x[2]];
}

/** Heliocentric equatorial J2000 state at `date`. */
export function keplerState(el: KeplerElements, date: Date): HelioState {
  const e = el.e;
  const q = perihelionDistance(el);
  if (!(q > 0) || !(e >= 0)) throw new RangeError('need q > 0 and e >= 0');
  const dt = timeSincePerihelion(el, q, date);
  let nu: number;
  let rad: number;
  if (Math.abs(e - 1) < PARABOLIC_TOLERANCE) {
    const s = solveBarker(dt, q);
    nu = 2 * Math.atan(s);
    rad = q * (1 + s * s);
  } else if (e < 1) {
    const a = q / (1 - e);
    const E = solveKeplerElliptic(meanMotion(q, e) * dt, e);
    nu = Math.atan2(Math.sqrt(1 - e * e) * Math.sin(E), Math.cos(E) - e);
    rad = a * (1 - e * Math.cos(E));
  } else {
    const aAbs = q / (e - 1);
    const H = solveKeplerHyperbolic(meanMotion(q, e) * dt, e);
    nu = 2 * Math.atan(Math.sqrt((e + 1) / (e - 1)) * Math.tanh(H / 2));
    rad = aAbs * (e * Math.cosh(H) - 1);
  }
  // Perifocal position/velocity: v = sqrt(mu/p)·(−sin ν, e + cos ν), valid for every conic.
  const p = q * (1 + e);
  const vs = Math.sqrt(MU_SUN / p);
  const xp = rad * Math.cos(nu);
  const yp = rad * Math.sin(nu);
  const vxp = -vs * Math.sin(nu);
  const vyp = vs * (e + Math.cos(nu));
  const rEcl = perifocalToEcliptic(xp, yp, el);
  const vEcl = perifocalToEcliptic(vxp, vyp, el);
  return { r: eclipticToEquatorial(rEcl), v: eclipticToEquatorial(vEcl), distanceAu: rad, trueAnomalyDeg: nu / DEG };
}

function perifocalToEcliptic(x: number, y: number, el: KeplerElements): Vec3 {
  const O = el.nodeDeg * DEG;
  const w = el.periDeg * DEG;
  const i = el.iDeg * DEG;
  const cO = Math.cos(O),
    sO = Math.sin(O),
    cw = Math.cos(w),
    sw = Math.sin(w),
    ci = Math.cos(i),
    si = Math.sin(i);
  return [
    (cO * cw - sO * sw * ci) * x + (-cO * sw - sO * cw * ci) * y,
    (sO * cw + cO * sw * ci) * x + (-sO * sw + cO * cw * ci) * y,
    sw * si * x + cw * si * y,
  ];
}
