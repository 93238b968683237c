/**
 * Star places for the sky chart: J2000 catalogue places precessed to the mean equinox of the date
 * (IAU 1976 precession, Meeus, Astronomical Algorithms, 2nd ed., eq. 21.2–21.4), and atmospheric
 * refraction of a geometric altitude (Saemundsson's formula, Meeus eq. 16.4 — the inverse of Bennett's,
 * for 1010 hPa and 10 °C). Nutation (< 0.006°) and annual aberration (< 0.006°) are left out: a chart
 * cannot show them.
 */
const D = Math.PI / 180;
const AS = D / 3600;

/** Mean place of the date of a J2000 RA/Dec (degrees). */
export function precessFromJ2000(raDeg: number, decDeg: number, ms: number): { raDeg: number; decDeg: number } {
  // Julian centuries from J2000.0 (UTC is used for TT: 69 s make no visible difference).
  const t = (ms - Date.UTC(2000, 0, 1, 12)) / (36525 * 86_400_000);
  const zeta = (2306.2181 * t + 0.30188 * t * t + 0.017998 * t ** 3) * AS;
  const z = (2306.2181 * t + 1.09468 * t * t + 0.018203 * t ** 3) * AS;
  const theta = (2004.3109 * t - 0.42665 * t * t - 0.041833 * t ** 3) * AS;
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
