/**
 * Observer geometry for visibility work, written for speed (no per-call allocation of Dates):
 * observer on the WGS-84 ellipsoid, TEME → Earth-fixed by GMST (IAU-82, as satellite.js), look
 * angles in the local east-north-up frame, and the Sun from Vallado's low-precision formula
 * (satellite.js `sunPos`, 0.01°, mean equator and equinox of date — the frame TEME approximates).
 */
import { gstime, sunPos } from 'satellite.js';
import type { Vec3 } from './vec.ts';

export const DEG = Math.PI / 180;
import { AU_KM } from './solar-system.ts';
const WGS84_A = 6378.137;
const WGS84_E2 = 0.00669437999014;

export interface Site {
  lat: number; // deg, geodetic
  lon: number; // deg east
  heightKm: number;
}

/** A site with its Earth-fixed position and local axes precomputed. */
export interface SiteFrame {
  site: Site;
  ecf: Vec3;
  /** Unit vectors east, north, up in Earth-fixed coordinates. */
  e: Vec3;
  n: Vec3;
  u: Vec3;
  /** Geocentric distance of the site (km) and its unit direction. */
  radiusKm: number;
  dir: Vec3;
}

export function siteFrame(site: Site): SiteFrame {
  const phi = site.lat * DEG;
  const lam = site.lon * DEG;
  const sp = Math.sin(phi),
    cp = Math.cos(phi),
    sl = Math.sin(lam),
    cl = Math.cos(lam);
  const N = WGS84_A / Math.sqrt(1 - WGS84_E2 * sp * sp);
  const ecf: Vec3 = [
    (N + site.heightKm) * cp * cl,
    (N + site.heightKm) * cp * sl,
    (N * (1 - WGS84_E2) + site.heightKm) * sp,
  ];
  const radiusKm = Math.hypot(ecf[0], ecf[1], ecf[2]);
  return {
    site,
    ecf,
    radiusKm,
    dir: [ecf[0] / radiusKm, ecf[1] / radiusKm, ecf[2] / radiusKm],
    e: [-sl, cl, 0],
    n: [-sp * cl, -sp * sl, cp],
    u: [cp * cl, cp * sl, sp],
  };
}

export const julianDate = (ms: number): number => ms / 86_400_000 + 2440587.5;
export const gmstAt = (ms: number): number => gstime(julianDate(ms));

/** TEME (or of-date inertial) vector → Earth-fixed, written into `out`. */
export function toEcf(r: Vec3, gmst: number, out: Vec3): Vec3 {
  const c = Math.cos(gmst),
    s = Math.sin(gmst);
  const x = r[0] * c + r[1] * s;
  const y = -r[0] * s + r[1] * c;
  out[0] = x;
  out[1] = y;
  out[2] = r[2];
  return out;
}

export interface Look {
  azimuthDeg: number;
  elevationDeg: number;
  rangeKm: number;
}

/** Look angles from the site to an Earth-fixed point. */
export function lookFromEcf(f: SiteFrame, p: Vec3): Look {
  const dx = p[0] - f.ecf[0],
    dy = p[1] - f.ecf[1],
    dz = p[2] - f.ecf[2];
  const rho = Math.hypot(dx, dy, dz);
  const e = f.e[0] * dx + f.e[1] * dy;
  const n = f.n[0] * dx + f.n[1] * dy + f.n[2] * dz;
  const u = f.u[0] * dx + f.u[1] * dy + f.u[2] * dz;
  const az = Math.atan2(e, n) / DEG;
  return { azimuthDeg: az < 0 ? az + 360 : az, elevationDeg: Math.asin(u / rho) / DEG, rangeKm: rho };
}

/** Geocentric Sun (km) in the mean-of-date frame that TEME approximates. */
export function sunTemeKm(ms: number): Vec3 {
  const { rsun } = sunPos(julianDate(ms));
  return [rsun.x * AU_KM, rsun.y * AU_KM, rsun.z * AU_KM];
}

const scratch: Vec3 = [0, 0, 0];
/** Geometric altitude of the Sun's centre at the site (no refraction), degrees. */
export function sunAltitudeDeg(f: SiteFrame, ms: number): number {
  return lookFromEcf(f, toEcf(sunTemeKm(ms), gmstAt(ms), scratch)).elevationDeg;
}

/** Twilight class from the Sun's altitude (degrees). */
export type SkyDarkness = 'day' | 'civil' | 'nautical' | 'astronomical' | 'night';
export function darknessOf(sunAltDeg: number): SkyDarkness {
  if (sunAltDeg >= -0.833) return 'day';
  if (sunAltDeg >= -6) return 'civil';
  if (sunAltDeg >= -12) return 'nautical';
  if (sunAltDeg >= -18) return 'astronomical';
  return 'night';
}
