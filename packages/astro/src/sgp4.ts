/**
 * SGP4 propagation over satellite.js (a port of Vallado's reference SGP4, WGS-72 constants,
 * opsmode 'i'). Failures come back as SGP4's own error codes — never a fabricated position.
 */
import { eciToGeodetic, gstime, propagate, sgp4, type SatRec } from 'satellite.js';

import type { Vec3 } from './vec.ts';

/** satellite.js's parsed element set, named here so the apps never import satellite.js themselves. */
export type { SatRec } from 'satellite.js';

export interface Geodetic {
  lat: number; // deg
  lon: number; // deg, [-180, 180]
  alt_km: number;
}

export type PropagationResult =
  { ok: true; r: Vec3; v: Vec3; geodetic: Geodetic } | { ok: false; code: number; reason: string };

/** SGP4 error codes as defined in Vallado's sgp4unit (code 5 is historic; kept for completeness). */
export const SGP4_ERROR_REASONS: Readonly<Record<number, string>> = {
  1: 'mean eccentricity out of range (0 <= e < 1)',
  2: 'mean motion less than zero',
  3: 'perturbed eccentricity out of range (0 <= e <= 1)',
  4: 'semi-latus rectum less than zero',
  5: 'epoch elements are sub-orbital',
  6: 'satellite has decayed',
};

function failure(code: number): PropagationResult {
  const c = code > 0 ? code : 6;
  return { ok: false, code: c, reason: SGP4_ERROR_REASONS[c] ?? `SGP4 error ${c}` };
}

type PV = { position: { x: number; y: number; z: number }; velocity: { x: number; y: number; z: number } };

function toResult(satrec: SatRec, pv: PV | null, gmst: number): PropagationResult {
  if (!pv || satrec.error !== 0) return failure(satrec.error);
  const { position: p, velocity: v } = pv;
  if (![p.x, p.y, p.z, v.x, v.y, v.z].every(Number.isFinite)) return failure(satrec.error || 6);
  const gd = eciToGeodetic(p, gmst);
  const rad = 180 / Math.PI;
  let lon = gd.longitude * rad;
  lon = ((((lon + 180) % 360) + 360) % 360) - 180;
  return {
    ok: true,
    r: [p.x, p.y, p.z],
    v: [v.x, v.y, v.z],
    geodetic: { lat: gd.latitude * rad, lon, alt_km: gd.height },
  };
}

/** Propagate to an absolute UTC time. r in km (TEME), v in km/s. */
export function propagateAt(satrec: SatRec, date: Date): PropagationResult {
  const pv = propagate(satrec, date) as PV | null;
  return toResult(satrec, pv, gstime(date));
}

/** Propagate to minutes since the element-set epoch (the form Vallado's verification tables use). */
export function propagateTsince(satrec: SatRec, minutes: number): PropagationResult {
  const pv = sgp4(satrec, minutes) as PV | null;
  const jd = satrec.jdsatepoch + minutes / 1440;
  return toResult(satrec, pv, gstime(jd));
}

/** Date of the element-set epoch. */
export function satrecEpoch(satrec: SatRec): Date {
  return new Date((satrec.jdsatepoch - 2440587.5) * 86_400_000);
}

/** Osculating two-body elements from a TEME state (for sanity checks: period, inclination). */
export function stateToElements(
  r: Vec3,
  v: Vec3,
  mu = 398600.8,
): { aKm: number; e: number; iDeg: number; periodMin: number } {
  const rn = Math.hypot(...r);
  const v2 = v[0] ** 2 + v[1] ** 2 + v[2] ** 2;
  const h: Vec3 = [r[1] * v[2] - r[2] * v[1], r[2] * v[0] - r[0] * v[2], r[0] * v[1] - r[1] * v[0]];
  const hn = Math.hypot(...h);
  const a = 1 / (2 / rn - v2 / mu);
  const rv = r[0] * v[0] + r[1] * v[1] + r[2] * v[2];
  const ev = r.map((ri, k) => ((v2 - mu / rn) * ri - rv * v[k]) / mu);
  return {
    aKm: a,
    e: Math.hypot(...ev),
    iDeg: (Math.acos(h[2] / hn) * 180) / Math.PI,
    periodMin: a > 0 ? (2 * Math.PI * Math.sqrt((a * a * a) / mu)) / 60 : Number.NaN,
  };
}
