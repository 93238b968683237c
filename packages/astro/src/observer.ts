/** Ground-station geometry: look angles, a simple link-quality model and latency (passes: visible-passes.ts). */
import { ecfToLookAngles, eciToEcf, gstime, propagate, type SatRec } from 'satellite.js';
import type { Vec3 } from './vec.ts';

export interface GroundStation {
  lat: number; // deg
  lon: number; // deg east
  heightKm: number;
}

export interface LookAngles {
  azimuthDeg: number; // from north, clockwise
  elevationDeg: number;
  rangeKm: number;
}

const DEG = Math.PI / 180;
export const SPEED_OF_LIGHT_KM_S = 299_792.458;

/** Look angles from a station to a TEME position (km) at `date`. */
export function lookAngles(observer: GroundStation, rTemeKm: Vec3, date: Date): LookAngles {
  const ecf = eciToEcf({ x: rTemeKm[0], y: rTemeKm[1], z: rTemeKm[2] }, gstime(date));
  const la = ecfToLookAngles(
    { latitude: observer.lat * DEG, longitude: observer.lon * DEG, height: observer.heightKm },
    ecf,
  );
  return {
    azimuthDeg: (((la.azimuth / DEG) % 360) + 360) % 360,
    elevationDeg: la.elevation / DEG,
    rangeKm: la.rangeSat,
  };
}

/** Elevation of a satellite at `date`, or null when SGP4 fails. */
export function satelliteLook(satrec: SatRec, observer: GroundStation, date: Date): LookAngles | null {
  const pv = propagate(satrec, date);
  if (!pv || satrec.error !== 0) return null;
  return lookAngles(observer, [pv.position.x, pv.position.y, pv.position.z], date);
}

/** Ionosphere/troposphere loss at zenith in dB (typical clear-sky L/S-band value). */
export const ATMOSPHERIC_ZENITH_LOSS_DB = 0.5;
/** Loss span mapped to 0 %: 30 dB below the zenith reference. */
export const SIGNAL_DYNAMIC_RANGE_DB = 30;

/**
 * Relative link quality in percent (0–100).
 *
 *   zenithRange = slant range at 90° elevation for the same altitude. We take the
 *                 satellite altitude h from the slant range and elevation with a spherical Earth
 *                 (R = 6371 km): (R + h)² = R² + ρ² + 2Rρ·sin(el).
 *   FSPL_rel    = 20·log10(ρ / h)                                   [dB, free-space path loss
 *                                                                    relative to zenith]
 *   atmos       = L0 · (1/sin(max(el, 1°)) − 1)                     [dB, extra air mass, L0 = 0.5 dB]
 *   quality     = 100 · clamp(1 − (FSPL_rel + atmos) / 30 dB, 0, 1)
 *
 * So a satellite at zenith is 100 %, and the figure falls toward the horizon; below 0° it is 0.
 */
export function signalStrength(elevationDeg: number, slantRangeKm: number): number {
  if (elevationDeg < 0 || !(slantRangeKm > 0)) return 0;
  const R = 6371;
  const s = Math.sin(elevationDeg * DEG);
  const h = Math.sqrt(R * R + slantRangeKm * slantRangeKm + 2 * R * slantRangeKm * s) - R;
  const fspl = 20 * Math.log10(slantRangeKm / Math.max(h, 1e-3));
  const atmos = ATMOSPHERIC_ZENITH_LOSS_DB * (1 / Math.max(s, Math.sin(1 * DEG)) - 1);
  const q = 1 - (Math.max(0, fspl) + atmos) / SIGNAL_DYNAMIC_RANGE_DB;
  return 100 * Math.min(1, Math.max(0, q));
}

/** One-way light time in milliseconds. */
export function latencyMs(slantRangeKm: number): number {
  return (slantRangeKm / SPEED_OF_LIGHT_KM_S) * 1000;
}
