/**
 * The single mapping from physical frames to 3D scene units, shared by the server API and the web
 * renderer. Three regimes, each with its own scale (the scene is not one metric space):
 *
 *  - Satellites: TEME km / 1000 → 1 unit = 1000 km; Earth's equatorial radius is 6.378 units.
 *  - Solar-system bodies: heliocentric EQJ2000 AU × 10 → 1 unit = 0.1 AU.
 *  - Stars / deep-sky: direction from RA/Dec (J2000) as a unit vector scaled by
 *    100 + 20·log10(distance in light-years), so 1 ly → 100, 1000 ly → 160, 1e9 ly → 280.
 *
 * Axes are the equatorial frame itself (x → RA 0h, z → north celestial pole); the renderer chooses
 * its up-axis on top of this.
 */
import type { Vec3 } from './vec.ts';

export interface ScenePosition {
  x: number;
  y: number;
  z: number;
}

export const SCENE_KM_PER_UNIT_SATELLITE = 1000;
export const SCENE_EARTH_RADIUS_UNITS = 6.378;
export const SCENE_UNITS_PER_AU = 10;
export const SCENE_STAR_BASE_RADIUS = 100;
export const SCENE_STAR_LOG_SCALE = 20;

export function satelliteToScene(rTemeKm: Vec3): ScenePosition {
  return {
    x: rTemeKm[0] / SCENE_KM_PER_UNIT_SATELLITE,
    y: rTemeKm[1] / SCENE_KM_PER_UNIT_SATELLITE,
    z: rTemeKm[2] / SCENE_KM_PER_UNIT_SATELLITE,
  };
}

export function heliocentricToScene(rAu: Vec3): ScenePosition {
  return { x: rAu[0] * SCENE_UNITS_PER_AU, y: rAu[1] * SCENE_UNITS_PER_AU, z: rAu[2] * SCENE_UNITS_PER_AU };
}

/** Unit vector toward RA/Dec (deg, J2000). */
export function raDecToUnit(raDeg: number, decDeg: number): Vec3 {
  const ra = (raDeg * Math.PI) / 180;
  const dec = (decDeg * Math.PI) / 180;
  return [Math.cos(dec) * Math.cos(ra), Math.cos(dec) * Math.sin(ra), Math.sin(dec)];
}

/** Log-scaled star position; distances below 1 ly are clamped to 1 ly so the radius stays ≥ 100. */
export function starToScene(raDeg: number, decDeg: number, distanceLy: number): ScenePosition {
  const radius = SCENE_STAR_BASE_RADIUS + SCENE_STAR_LOG_SCALE * Math.log10(Math.max(distanceLy, 1));
  const u = raDecToUnit(raDeg, decDeg);
  return { x: u[0] * radius, y: u[1] * radius, z: u[2] * radius };
}
