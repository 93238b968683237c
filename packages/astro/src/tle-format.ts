/**
 * Building blocks of the fixed-column two-line element (TLE) format:
 * checksums, Alpha-5 catalogue numbers and formatting of mean elements.
 * Column layout follows CelesTrak's "NORAD Two-Line Element Set Format".
 */

/** WGS-72 Earth gravitational parameter (km^3/s^2), the constant SGP4 element sets are fitted with. */
export const MU_EARTH_WGS72 = 398600.8;
/** WGS-72 equatorial radius (km). */
export const EARTH_RADIUS_WGS72_KM = 6378.135;

/** Mod-10 checksum over columns 1-68: digits add their value, '-' adds 1, everything else 0. */
export function tleChecksum(line: string): number {
  let sum = 0;
  const end = Math.min(line.length, 68);
  for (let i = 0; i < end; i++) {
    const c = line.charCodeAt(i);
    if (c >= 48 && c <= 57) sum += c - 48;
    else if (c === 45) sum += 1;
  }
  return sum % 10;
}

// Alpha-5 drops I and O so they cannot be confused with 1 and 0.
const ALPHA5 = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/** Decode a 5-character catalogue field (plain digits or Alpha-5 for 100000-339999). NaN if invalid. */
export function decodeCatalogNumber(field: string): number {
  const s = field.trim();
  if (/^\d{1,5}$/.test(s)) return Number(s);
  if (/^[A-HJ-NP-Z]\d{4}$/.test(s)) return (ALPHA5.indexOf(s[0]) + 10) * 10000 + Number(s.slice(1));
  return Number.NaN;
}

/** Encode a catalogue number into the 5-column field, using Alpha-5 above 99999. */
export function encodeCatalogNumber(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 339999)
    throw new RangeError(`catalogue number ${n} not representable in a TLE`);
  if (n <= 99999) return String(n).padStart(5, '0');
  return ALPHA5[Math.floor(n / 10000) - 10] + String(n % 10000).padStart(4, '0');
}

/** Mean motion (rev/day) to semi-major axis (km) with WGS-72 mu, the Kepler relation SGP4 users quote. */
export function semiMajorAxisKmFromMeanMotion(revPerDay: number): number {
  const nRadPerSec = (revPerDay * 2 * Math.PI) / 86400;
  return Math.cbrt(MU_EARTH_WGS72 / (nRadPerSec * nRadPerSec));
}

/** Inverse of {@link semiMajorAxisKmFromMeanMotion}. */
export function meanMotionFromSemiMajorAxisKm(aKm: number): number {
  return (Math.sqrt(MU_EARTH_WGS72 / (aKm * aKm * aKm)) * 86400) / (2 * Math.PI);
}

/** Mean elements needed to write a TLE (angles in degrees). */
export interface TleElementsInput {
  noradId: number;
  name?: string;
  classification?: string; // 'U' unclassified (1 column)
  /** International designator without dashes, e.g. "98067A" (up to 8 chars). */
  intlDesignator?: string;
  epoch: Date;
  /**
   * Optional exact epoch as UTC year + fractional day of year. A Date only holds whole
   * milliseconds while the TLE field resolves 1e-8 day, so round trips need this.
   */
  epochYearDay?: { year: number; day: number };
  meanMotionDot?: number; // rev/day^2 / 2, as printed in the TLE
  meanMotionDdot?: number; // rev/day^3 / 6
  bstar?: number; // 1/earth radii
  elementSetNo?: number;
  inclinationDeg: number;
  raanDeg: number;
  eccentricity: number;
  argPerigeeDeg: number;
  meanAnomalyDeg: number;
  meanMotionRevPerDay: number;
  revNumber?: number;
}

/** "±.dddddddd": first derivative of mean motion, 10 columns. */
function formatNdot(x: number): string {
  const s = Math.abs(x).toFixed(8);
  if (Math.abs(x) >= 1) throw new RangeError('mean motion derivative must be < 1');
  return (x < 0 ? '-' : ' ') + s.slice(1);
}

/** Implied-decimal exponent field "±ddddd±e" (value = 0.ddddd × 10^e), 8 columns. */
export function formatExpField(x: number): string {
  if (x === 0 || !Number.isFinite(x)) return ' 00000-0';
  let exp = Math.floor(Math.log10(Math.abs(x))) + 1;
  let mant = Math.round((Math.abs(x) / 10 ** exp) * 1e5);
  if (mant >= 100000) {
    mant = Math.round(mant / 10);
    exp += 1;
  }
  if (exp < -9) return ' 00000-0'; // below representable precision: effectively zero
  if (exp > 9) throw new RangeError(`value ${x} too large for TLE exponent field`);
  return (x < 0 ? '-' : ' ') + String(mant).padStart(5, '0') + (exp < 0 ? '-' : '+') + String(Math.abs(exp));
}

/** Parse the implied-decimal exponent field back to a number. NaN if malformed. */
export function parseExpField(field: string): number {
  const m = /^\s*([+-]?)(\d{1,5})\s*([+-])(\d)\s*$/.exec(field);
  if (!m) return field.trim() === '' ? 0 : Number.NaN;
  const mant = Number(`0.${m[2].padStart(5, '0')}`);
  return (m[1] === '-' ? -1 : 1) * mant * 10 ** ((m[3] === '-' ? -1 : 1) * Number(m[4]));
}

function angle(x: number): string {
  const v = ((x % 360) + 360) % 360;
  // toFixed may round 359.99996 to "360.0000"; keep it inside [0, 360).
  const s = v.toFixed(4);
  return (s === '360.0000' ? '0.0000' : s).padStart(8, ' ');
}

/** Epoch as two-digit year + fractional day of year "YYDDD.DDDDDDDD" (14 columns). */
export function formatTleEpoch(epoch: Date, exact?: { year: number; day: number }): string {
  const year = exact?.year ?? epoch.getUTCFullYear();
  const day = exact?.day ?? (epoch.getTime() - Date.UTC(year, 0, 1)) / 86_400_000 + 1;
  const [intPart, frac] = day.toFixed(8).split('.');
  return String(year % 100).padStart(2, '0') + intPart.padStart(3, '0') + '.' + frac;
}

/** Convert a TLE epoch "YYDDD.DDDDDDDD" to a Date (years 57-99 → 19xx, 00-56 → 20xx, as NORAD defines). */
export function parseTleEpoch(yy: number, dayOfYear: number): Date {
  const year = yy < 57 ? 2000 + yy : 1900 + yy;
  return new Date(Date.UTC(year, 0, 1) + (dayOfYear - 1) * 86_400_000);
}

/** Build the two TLE lines (69 columns each, with checksums) from mean elements. */
export function formatTle(el: TleElementsInput): { line1: string; line2: string } {
  if (!(el.eccentricity >= 0 && el.eccentricity < 1)) throw new RangeError('eccentricity must be in [0, 1)');
  if (!(el.inclinationDeg >= 0 && el.inclinationDeg <= 180)) throw new RangeError('inclination must be in [0, 180]');
  if (!(el.meanMotionRevPerDay > 0 && el.meanMotionRevPerDay < 100))
    throw new RangeError('mean motion must be in (0, 100)');
  const sat = encodeCatalogNumber(el.noradId);
  const intl = (el.intlDesignator ?? '').slice(0, 8).padEnd(8, ' ');
  const elset = String((el.elementSetNo ?? 999) % 10000).padStart(4, ' ');
  const body1 =
    `1 ${sat}${(el.classification ?? 'U').slice(0, 1) || 'U'} ${intl} ${formatTleEpoch(el.epoch, el.epochYearDay)} ` +
    `${formatNdot(el.meanMotionDot ?? 0)} ${formatExpField(el.meanMotionDdot ?? 0)} ` +
    `${formatExpField(el.bstar ?? 0)} 0 ${elset}`;
  const ecc = Math.round(el.eccentricity * 1e7);
  const eccStr = String(Math.min(ecc, 9999999)).padStart(7, '0');
  const mm = el.meanMotionRevPerDay.toFixed(8).padStart(11, ' ');
  const rev = String(Math.floor(el.revNumber ?? 0) % 100000).padStart(5, ' ');
  const body2 =
    `2 ${sat} ${angle(el.inclinationDeg)} ${angle(el.raanDeg)} ${eccStr} ` +
    `${angle(el.argPerigeeDeg)} ${angle(el.meanAnomalyDeg)} ${mm}${rev}`;
  if (body1.length !== 68 || body2.length !== 68) throw new Error('internal: TLE line length mismatch');
  return { line1: body1 + tleChecksum(body1), line2: body2 + tleChecksum(body2) };
}
