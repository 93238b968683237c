/**
 * The sky above a place, drawn as a disc: equatorial (RA/Dec) → horizontal (altitude/azimuth) through the
 * local sidereal time, then an azimuthal equidistant projection with the zenith at the centre, north up and
 * east to the left (as a sky chart is held overhead). Catalogue (J2000) places are precessed to the date and every
 * drawn altitude is refracted (Saemundsson), so the chart shows where things appear; a click is un-refracted
 * (Bennett) before it asks "what was that?", whose look angles are geometric.
 */
import { apparentAltitudeDeg, equatorialUnit, gmstAt, horizonMatrix, precessFromJ2000 } from '@cosmos/astro';

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

/**
 * Where a body appears: `j2000` places (stars, constellation figures) are first precessed to the date; places
 * already of the date (astronomy-engine's planets) are not. The altitude is refracted.
 */
export function apparentAltAz(
  raDeg: number,
  decDeg: number,
  latDeg: number,
  lonDeg: number,
  ms: number,
  j2000: boolean,
): AltAz {
  const eq = j2000 ? precessFromJ2000(raDeg, decDeg, ms) : { raDeg, decDeg };
  const p = altAz(eq.raDeg, eq.decDeg, latDeg, lonDeg, ms);
  return { altDeg: apparentAltitudeDeg(p.altDeg), azDeg: p.azDeg };
}

/**
 * `apparentAltAz` for many places at one instant: one rotation matrix for the redraw (astro's horizonMatrix), then
 * nine multiplications per unit vector instead of precessing and converting each place. `unit` takes a vector made
 * once (`equatorialUnit`); `at` an RA/Dec.
 */
export function skyProjector(latDeg: number, lonDeg: number, ms: number, j2000: boolean) {
  const m = horizonMatrix(latDeg, lonDeg, ms, j2000);
  const unit = (x: number, y: number, z: number): AltAz => {
    const e = m[0]! * x + m[1]! * y + m[2]! * z;
    const n = m[3]! * x + m[4]! * y + m[5]! * z;
    const u = m[6]! * x + m[7]! * y + m[8]! * z;
    const az = Math.atan2(e, n) / D;
    return { altDeg: apparentAltitudeDeg(Math.asin(Math.max(-1, Math.min(1, u))) / D), azDeg: az < 0 ? az + 360 : az };
  };
  return { unit, at: (raDeg: number, decDeg: number) => unit(...equatorialUnit(raDeg, decDeg)) };
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
