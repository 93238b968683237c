/**
 * Inverse of keplerState: osculating ecliptic elements (with time of perihelion) from a
 * heliocentric equatorial J2000 state. Used to re-anchor orbits and in round-trip tests.
 */
import {
  dateToJd,
  equatorialToEcliptic,
  GAUSS_K,
  jdToDate,
  MU_SUN,
  PARABOLIC_TOLERANCE,
  type KeplerElements,
} from './kepler.ts';
import type { Vec3 } from './vec.ts';

const DEG = Math.PI / 180;
const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const norm = (a: Vec3): number => Math.sqrt(dot(a, a));
const wrap360 = (x: number): number => ((x % 360) + 360) % 360;

/** Specific orbital energy v²/2 − mu/r (AU²/day²). */
export function specificEnergy(r: Vec3, v: Vec3): number {
  return dot(v, v) / 2 - MU_SUN / norm(r);
}
/** Specific angular momentum vector r × v (AU²/day). */
export function angularMomentum(r: Vec3, v: Vec3): Vec3 {
  return cross(r, v);
}

/** Elements at `date` from an equatorial state; returns q, e, angles and tp (never M, so every conic works). */
export function stateToKeplerElements(rEq: Vec3, vEq: Vec3, date: Date): KeplerElements {
  const r = equatorialToEcliptic(rEq);
  const v = equatorialToEcliptic(vEq);
  const h = cross(r, v);
  const hn = norm(h);
  const rn = norm(r);
  const rv = dot(r, v);
  const v2 = dot(v, v);
  const ev = r.map((ri, k) => ((v2 - MU_SUN / rn) * ri - rv * v[k]) / MU_SUN) as Vec3;
  const e = norm(ev);
  const p = (hn * hn) / MU_SUN;
  const q = p / (1 + e);
  const i = Math.acos(Math.max(-1, Math.min(1, h[2] / hn)));
  // Node direction; for i = 0 pick Ω = 0 (x axis) by convention.
  const node = Math.hypot(h[0], h[1]) < 1e-14 * hn ? 0 : Math.atan2(h[0], -h[1]);
  const nHat: Vec3 = [Math.cos(node), Math.sin(node), 0];
  const hHat: Vec3 = [h[0] / hn, h[1] / hn, h[2] / hn];
  const u = Math.atan2(dot(r, cross(hHat, nHat)), dot(r, nHat)); // argument of latitude
  const nu = Math.atan2(Math.sqrt(p / MU_SUN) * rv, p - rn); // true anomaly
  const t = dateToJd(date);
  let dtPeri: number;
  const tanHalf = Math.tan(nu / 2);
  if (Math.abs(e - 1) < PARABOLIC_TOLERANCE) {
    dtPeri = (Math.sqrt(2 * q * q * q) / GAUSS_K) * (tanHalf + (tanHalf * tanHalf * tanHalf) / 3);
  } else if (e < 1) {
    const a = q / (1 - e);
    const E = 2 * Math.atan(Math.sqrt((1 - e) / (1 + e)) * tanHalf);
    dtPeri = (E - e * Math.sin(E)) / (GAUSS_K / Math.sqrt(a * a * a));
  } else {
    const aAbs = q / (e - 1);
    const H = 2 * Math.atanh(Math.sqrt((e - 1) / (e + 1)) * tanHalf);
    dtPeri = (e * Math.sinh(H) - H) / (GAUSS_K / Math.sqrt(aAbs * aAbs * aAbs));
  }
  return {
    q,
    e,
    iDeg: i / DEG,
    nodeDeg: wrap360(node / DEG),
    periDeg: wrap360((u - nu) / DEG),
    tp: jdToDate(t - dtPeri),
  };
}
