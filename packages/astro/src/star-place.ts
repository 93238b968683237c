/**
 * Star places for the sky chart: J2000 catalogue places precessed to the mean equinox of the date
 * (IAU 1976 precession, Meeus, Astronomical Algorithms, 2nd ed., eq. 21.2–21.4), and atmospheric
 * refraction of a geometric altitude (Saemundsson's formula, Meeus eq. 16.4 — the inverse of Bennett's,
 * for 1010 hPa and 10 °C). Nutation (< 0.006°) and annual aberration (< 0.006°) are left out: a chart
 * cannot show them.
 */
import { gmstAt } from './sky-geometry.ts';

const D = Math.PI / 180;
const AS = D / 3600;

/** The IAU 1976 precession angles ζ, z, θ (radians) from J2000.0 to the date (Meeus eq. 21.2). */
function precessionAngles(ms: number) {
  // Julian centuries from J2000.0 (UTC is used for TT: 69 s make no visible difference).
  const t = (ms - Date.UTC(2000, 0, 1, 12)) / (36525 * 86_400_000);
  return {
    zeta: (2306.2181 * t + 0.30188 * t * t + 0.017998 * t ** 3) * AS,
    z: (2306.2181 * t + 1.09468 * t * t + 0.018203 * t ** 3) * AS,
    theta: (2004.3109 * t - 0.42665 * t * t - 0.041833 * t ** 3) * AS,
  };
}

/** Mean place of the date of a J2000 RA/Dec (degrees). */
export function precessFromJ2000(raDeg: number, decDeg: number, ms: number): { raDeg: number; decDeg: number } {
  const { zeta, z, theta } = precessionAngles(ms);
  const a0 = raDeg * D;
  const d0 = decDeg * D;
  const A = Math.cos(d0) * Math.sin(a0 + zeta);
  const B = Math.cos(theta) * Math.cos(d0) * Math.cos(a0 + zeta) - Math.sin(theta) * Math.sin(d0);
  const C = Math.sin(theta) * Math.cos(d0) * Math.cos(a0 + zeta) + Math.cos(theta) * Math.sin(d0);
  const ra = (Math.atan2(A, B) + z) / D;
  return { raDeg: ((ra % 360) + 360) % 360, decDeg: Math.asin(Math.max(-1, Math.min(1, C))) / D };
}

/**
 * How much the atmosphere lifts a body seen at geometric altitude `altDeg` (degrees; Saemundsson).
 * Zero below −2° (nothing to draw there) and at the zenith.
 */
export function refractionDeg(altDeg: number): number {
  if (altDeg < -2) return 0;
  const h = Math.max(altDeg, -1.9);
  const arcmin = 1.02 / Math.tan((h + 10.3 / (h + 5.11)) * D);
  return Math.max(0, arcmin / 60);
}

/**
 * The geometric altitude of a body seen at apparent altitude `apparentDeg` (Bennett's formula, Meeus eq. 16.3):
 * the inverse of `refractionDeg`, to 0.01° above the horizon.
 */
export function unrefractedAltitudeDeg(apparentDeg: number): number {
  if (apparentDeg < -1.5) return apparentDeg;
  const h = Math.max(apparentDeg, -1.4);
  const arcmin = 1 / Math.tan((h + 7.31 / (h + 4.4)) * D);
  return apparentDeg - Math.max(0, arcmin / 60);
}

/** The altitude a body at geometric altitude `altDeg` appears at. */
export const apparentAltitudeDeg = (altDeg: number) => altDeg + refractionDeg(altDeg);

/** The unit vector of an RA/Dec (degrees) in its equatorial frame (x to the equinox, z to the pole). */
export function equatorialUnit(raDeg: number, decDeg: number): [number, number, number] {
  const a = raDeg * D;
  const d = decDeg * D;
  return [Math.cos(d) * Math.cos(a), Math.cos(d) * Math.sin(a), Math.sin(d)];
}

/**
 * The rotation (row-major 3×3) from equatorial unit vectors — J2000 catalogue places when `j2000` (precessed to the
 * date with the angles of `precessFromJ2000`), else places of the date — to the local horizon at a place and time:
 * rows east, north, up (mean sidereal time, as `gmstAt`). For the sky chart: one matrix per redraw turns thousands
 * of stars with nine multiplications each, where precessing and converting each star costs some thirty sines.
 * Altitude = asin(up), azimuth (from north through east) = atan2(east, north).
 */
export function horizonMatrix(latDeg: number, lonDeg: number, ms: number, j2000: boolean): Float64Array {
  // Precession P = R3(−z)·R2(θ)·R3(−ζ) (R3, R2: rotations of the frame about z and y).
  let p = [1, 0, 0, 0, 1, 0, 0, 0, 1];
  if (j2000) {
    const { zeta, z, theta } = precessionAngles(ms);
    const r3 = (a: number) => [Math.cos(a), Math.sin(a), 0, -Math.sin(a), Math.cos(a), 0, 0, 0, 1];
    const r2 = (a: number) => [Math.cos(a), 0, -Math.sin(a), 0, 1, 0, Math.sin(a), 0, Math.cos(a)];
    p = mul(r3(-z), mul(r2(theta), r3(-zeta)));
  }
  // To the hour-angle frame by the local sidereal angle, then to east, north, up by the latitude.
  const lst = gmstAt(ms) + lonDeg * D;
  const phi = latDeg * D;
  const [sl, cl, sp, cp] = [Math.sin(lst), Math.cos(lst), Math.sin(phi), Math.cos(phi)];
  const toLocal = [cl, sl, 0, -sl, cl, 0, 0, 0, 1]; // R3(lst)
  const toHorizon = [0, 1, 0, -sp, 0, cp, cp, 0, sp];
  return Float64Array.from(mul(toHorizon, mul(toLocal, p)));
}

function mul(a: number[], b: number[]): number[] {
  const out = new Array<number>(9);
  for (let i = 0; i < 3; i++)
    for (let j = 0; j < 3; j++)
      out[i * 3 + j] = a[i * 3]! * b[j]! + a[i * 3 + 1]! * b[3 + j]! + a[i * 3 + 2]! * b[6 + j]!;
  return out;
}
