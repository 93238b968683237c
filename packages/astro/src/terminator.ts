/**
 * Day and night on a world map: the subsolar point (where the Sun is overhead) and the terminator, the
 * great circle 90° from it. Geocentric Sun from the same Vallado model the pass shadow code uses
 * (sunTemeKm), turned Earth-fixed with GMST; refraction and the Sun's radius are ignored (the map's
 * terminator is the geometric one, about 0.8° from where sunset is actually seen).
 */
import { DEG, gmstAt, sunTemeKm, toEcf } from './sky-geometry.ts';
import type { Vec3 } from './vec.ts';

export interface LatLon {
  lat: number;
  lon: number;
}

const wrap180 = (x: number) => ((((x + 180) % 360) + 360) % 360) - 180;

/** Geographic latitude and longitude (degrees, east positive) of the point with the Sun at the zenith. */
export function subsolarPoint(ms: number): LatLon {
  const e = toEcf(sunTemeKm(ms), gmstAt(ms), [0, 0, 0] as Vec3);
  const r = Math.hypot(e[0], e[1], e[2]);
  return { lat: Math.asin(e[2] / r) / DEG, lon: wrap180(Math.atan2(e[1], e[0]) / DEG) };
}

/** Angular distance (degrees) between two places on the sphere. */
export function centralAngleDeg(a: LatLon, b: LatLon): number {
  const p1 = a.lat * DEG,
    p2 = b.lat * DEG,
    dl = (b.lon - a.lon) * DEG;
  const c = Math.sin(p1) * Math.sin(p2) + Math.cos(p1) * Math.cos(p2) * Math.cos(dl);
  return Math.acos(Math.min(1, Math.max(-1, c))) / DEG;
}

/**
 * The terminator as the latitude of the day/night boundary at each longitude from −180 to 180 in `stepDeg`
 * steps (the form a filled equirectangular night polygon needs). Near an equinox the boundary is almost a
 * meridian and the latitude runs to ±90°.
 */
export function terminatorLatitudes(ms: number, stepDeg = 2): LatLon[] {
  const s = subsolarPoint(ms);
  // Points where cos(angle to subsolar) = 0: tan(lat) = −cos(lon − lon_s) / tan(lat_s).
  const tanDec = Math.tan((Math.abs(s.lat) < 1e-6 ? 1e-6 : s.lat) * DEG);
  const out: LatLon[] = [];
  for (let lon = -180; lon <= 180 + 1e-9; lon += stepDeg) {
    const lat = Math.atan(-Math.cos((lon - s.lon) * DEG) / tanDec) / DEG;
    out.push({ lat, lon });
  }
  return out;
}

/** True when the Sun is above the geometric horizon at the place. */
export const isDaylight = (p: LatLon, ms: number) => centralAngleDeg(p, subsolarPoint(ms)) < 90;

/**
 * The footprint of a satellite: the small circle around its subpoint from which it stands at least
 * `minElevationDeg` above the horizon (spherical Earth of mean radius), as `points` places on its edge.
 */
export function footprint(sub: LatLon, altKm: number, minElevationDeg = 0, points = 72): LatLon[] {
  const R = 6371.0;
  const el = minElevationDeg * DEG;
  // Earth-central angle from the subpoint to the circle's edge.
  const lambda = Math.acos((R / (R + altKm)) * Math.cos(el)) - el;
  const p1 = sub.lat * DEG,
    l1 = sub.lon * DEG;
  const out: LatLon[] = [];
  for (let i = 0; i < points; i++) {
    const b = (2 * Math.PI * i) / points;
    const p2 = Math.asin(Math.sin(p1) * Math.cos(lambda) + Math.cos(p1) * Math.sin(lambda) * Math.cos(b));
    const l2 =
      l1 + Math.atan2(Math.sin(b) * Math.sin(lambda) * Math.cos(p1), Math.cos(lambda) - Math.sin(p1) * Math.sin(p2));
    out.push({ lat: p2 / DEG, lon: wrap180(l2 / DEG) });
  }
  return out;
}

/** Footprint radius on the ground (km, along the surface) for an altitude and minimum elevation. */
export function footprintRadiusKm(altKm: number, minElevationDeg = 0): number {
  const R = 6371.0;
  const el = minElevationDeg * DEG;
  return R * (Math.acos((R / (R + altKm)) * Math.cos(el)) - el);
}
