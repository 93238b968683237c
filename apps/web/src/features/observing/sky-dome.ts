/**
 * The sky above a place, drawn as a disc: equatorial (RA/Dec) → horizontal (altitude/azimuth) through the
 * local sidereal time, then an azimuthal equidistant projection with the zenith at the centre, north up and
 * east to the left (as a sky chart is held overhead). Star places are J2000 and not precessed (about 0.35° by
 * 2026), which the chart's scale cannot show.
 */
import { gmstAt } from '@cosmos/astro';

const D = Math.PI / 180;

export interface AltAz {
  altDeg: number;
  azDeg: number; // from north through east
}

/** Horizontal coordinates of an RA/Dec at a place and time (mean sidereal time; no refraction). */
export function altAz(raDeg: number, decDeg: number, latDeg: number, lonDeg: number, ms: number): AltAz {
  const lst = gmstAt(ms) + lonDeg * D;
  const h = lst - raDeg * D;
  const phi = latDeg * D;
  const dec = decDeg * D;
  const sinAlt = Math.sin(phi) * Math.sin(dec) + Math.cos(phi) * Math.cos(dec) * Math.cos(h);
  const alt = Math.asin(Math.max(-1, Math.min(1, sinAlt)));
  const az = Math.atan2(
    -Math.cos(dec) * Math.sin(h),
    Math.sin(dec) * Math.cos(phi) - Math.cos(dec) * Math.sin(phi) * Math.cos(h),
  );
  return { altDeg: alt / D, azDeg: (((az / D) % 360) + 360) % 360 };
}

/** Disc coordinates (radius `r`, centre 0,0) of a direction above the horizon. */
export function domeXY(p: AltAz, r: number): [number, number] {
  const rho = (r * (90 - p.altDeg)) / 90;
  return [-rho * Math.sin(p.azDeg * D), -rho * Math.cos(p.azDeg * D)];
}

/** The direction under a point of the disc (the inverse of domeXY); null outside the horizon. */
export function domeAltAz(x: number, y: number, r: number): AltAz | null {
  const rho = Math.hypot(x, y);
  if (rho > r) return null;
  const az = Math.atan2(-x, -y) / D;
  return { altDeg: 90 - (90 * rho) / r, azDeg: (az + 360) % 360 };
}

/** Star size on the chart from its magnitude: brighter is larger. */
export const starRadius = (mag: number) => Math.max(0.35, 2.6 - 0.38 * mag);
