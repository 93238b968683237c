/**
 * Catalogue parsing: TLE / 3LE text and CelesTrak OMM JSON into validated element records.
 * Parsing is all-or-nothing so an import never half-loads a catalogue; every problem found
 * is reported with its 1-based input line (or the array index for OMM JSON).
 */
import { twoline2satrec, type SatRec } from 'satellite.js';
import {
  decodeCatalogNumber,
  formatTle,
  parseExpField,
  parseTleEpoch,
  semiMajorAxisKmFromMeanMotion,
  tleChecksum,
  EARTH_RADIUS_WGS72_KM,
} from './tle-format.ts';

export interface ParseError {
  /** 1-based line in the input text; for OMM JSON the array index. */
  line: number;
  reason: string;
}

export interface TleRecord {
  noradId: number;
  name: string;
  line1: string;
  line2: string;
  epoch: Date;
  /** Exact epoch (UTC year, fractional day of year) as written in the element set. */
  epochYearDay: { year: number; day: number };
  classification: string;
  intlDesignator: string;
  inclinationDeg: number;
  raanDeg: number;
  eccentricity: number;
  argPerigeeDeg: number;
  meanAnomalyDeg: number;
  meanMotionRevPerDay: number;
  meanMotionDot: number;
  meanMotionDdot: number;
  bstar: number;
  revNumber: number;
  elementSetNo: number;
  periodMin: number;
  semiMajorAxisKm: number;
  perigeeAltKm: number;
  apogeeAltKm: number;
  source: 'tle' | 'omm';
}

export type CatalogParseResult = { ok: true; records: TleRecord[] } | { ok: false; errors: ParseError[] };

interface RawLine {
  no: number;
  text: string;
}

/** Parse TLE (2-line) or 3LE (name + 2 lines; name may carry the "0 " prefix) text. */
export function parseTleText(text: string): CatalogParseResult {
  const lines: RawLine[] = [];
  text.split(/\r?\n/).forEach((t, i) => {
    const s = t.replace(/\s+$/, '');
    if (s.trim() !== '') lines.push({ no: i + 1, text: s });
  });
  const errors: ParseError[] = [];
  const records: TleRecord[] = [];
  let i = 0;
  while (i < lines.length) {
    let name: RawLine | undefined;
    if (!isElementLine(lines[i].text, '1')) {
      name = lines[i];
      i++;
    }
    const l1 = lines[i];
    const l2 = lines[i + 1];
    if (!l1 || !isElementLine(l1.text, '1')) {
      errors.push({ line: l1?.no ?? name?.no ?? 0, reason: "expected TLE line 1 (starting with '1 ')" });
      i = nextRecordStart(lines, i);
      continue;
    }
    if (!l2 || !isElementLine(l2.text, '2')) {
      errors.push({ line: l2?.no ?? l1.no, reason: "expected TLE line 2 (starting with '2 ')" });
      i = nextRecordStart(lines, i + 1);
      continue;
    }
    i += 2;
    const nameText = name ? name.text.replace(/^0 /, '').trim() : '';
    const rec = parseTlePair(nameText, l1, l2, errors);
    if (rec) records.push(rec);
  }
  if (errors.length > 0) return { ok: false, errors };
  if (records.length === 0) return { ok: false, errors: [{ line: 0, reason: 'no element sets found' }] };
  return { ok: true, records };
}

function isElementLine(s: string, n: '1' | '2'): boolean {
  return s.length >= 2 && s[0] === n && s[1] === ' ' && s.length >= 60;
}

/** After a malformed record, resume at the next line that could start a record. */
function nextRecordStart(lines: RawLine[], from: number): number {
  let j = from + 1;
  while (j < lines.length && isElementLine(lines[j].text, '2')) j++;
  return Math.max(j, from + 1);
}

function num(field: string): number {
  const s = field.trim();
  return s === '' || !/^[+-]?(\d+\.?\d*|\.\d+)$/.test(s) ? Number.NaN : Number(s);
}

/** Validate a line pair; on failure push errors and return null. */
function parseTlePair(name: string, l1: RawLine, l2: RawLine, errors: ParseError[]): TleRecord | null {
  const before = errors.length;
  const err = (l: RawLine, reason: string): void => {
    errors.push({ line: l.no, reason });
  };
  for (const l of [l1, l2]) {
    if (l.text.length !== 69) {
      err(l, `line must be 69 columns, got ${l.text.length}`);
      continue;
    }
    const expected = tleChecksum(l.text);
    if (l.text[68] !== String(expected)) err(l, `checksum mismatch: expected ${expected}, found '${l.text[68]}'`);
  }
  if (errors.length > before) return null;
  const a = l1.text;
  const b = l2.text;
  const sat1 = decodeCatalogNumber(a.slice(2, 7));
  const sat2 = decodeCatalogNumber(b.slice(2, 7));
  if (Number.isNaN(sat1)) err(l1, `invalid catalogue number '${a.slice(2, 7)}'`);
  if (Number.isNaN(sat2)) err(l2, `invalid catalogue number '${b.slice(2, 7)}'`);
  if (!Number.isNaN(sat1) && !Number.isNaN(sat2) && sat1 !== sat2)
    err(l2, `catalogue number ${sat2} does not match line 1 (${sat1})`);
  const yy = num(a.slice(18, 20));
  const doy = num(a.slice(20, 32));
  if (!(yy >= 0 && yy <= 99 && Number.isInteger(yy))) err(l1, 'invalid epoch year');
  if (!(doy >= 1 && doy < 367)) err(l1, 'epoch day of year out of range [1, 367)');
  const ndot = num(a.slice(33, 43));
  if (Number.isNaN(ndot)) err(l1, 'invalid first derivative of mean motion');
  const nddot = parseExpField(a.slice(44, 52));
  if (Number.isNaN(nddot)) err(l1, 'invalid second derivative of mean motion');
  const bstar = parseExpField(a.slice(53, 61));
  if (Number.isNaN(bstar)) err(l1, 'invalid BSTAR drag term');
  const incl = num(b.slice(8, 16));
  const raan = num(b.slice(17, 25));
  const eccDigits = b.slice(26, 33).replace(/ /g, '0');
  const ecc = /^\d{7}$/.test(eccDigits) ? Number(`0.${eccDigits}`) : Number.NaN;
  const argp = num(b.slice(34, 42));
  const ma = num(b.slice(43, 51));
  const mm = num(b.slice(52, 63));
  const rev = b.slice(63, 68).trim() === '' ? 0 : num(b.slice(63, 68));
  if (!(incl >= 0 && incl <= 180)) err(l2, 'inclination out of range [0, 180] deg');
  if (!(raan >= 0 && raan < 360)) err(l2, 'right ascension of node out of range [0, 360) deg');
  if (!(ecc >= 0 && ecc < 1)) err(l2, 'eccentricity out of range [0, 1)');
  if (!(argp >= 0 && argp < 360)) err(l2, 'argument of perigee out of range [0, 360) deg');
  if (!(ma >= 0 && ma < 360)) err(l2, 'mean anomaly out of range [0, 360) deg');
  if (!(mm > 0 && mm < 100)) err(l2, 'mean motion out of range (0, 100) rev/day');
  if (Number.isNaN(rev)) err(l2, 'invalid revolution number');
  if (errors.length > before) return null;
  const elset = num(a.slice(64, 68));
  const sma = semiMajorAxisKmFromMeanMotion(mm);
  return {
    noradId: sat1,
    name: name || String(sat1),
    line1: a,
    line2: b,
    epoch: parseTleEpoch(yy, doy),
    epochYearDay: { year: yy < 57 ? 2000 + yy : 1900 + yy, day: doy },
    classification: a[7],
    intlDesignator: a.slice(9, 17).trim(),
    inclinationDeg: incl,
    raanDeg: raan,
    eccentricity: ecc,
    argPerigeeDeg: argp,
    meanAnomalyDeg: ma,
    meanMotionRevPerDay: mm,
    meanMotionDot: ndot,
    meanMotionDdot: nddot,
    bstar,
    revNumber: rev,
    elementSetNo: Number.isNaN(elset) ? 0 : elset,
    periodMin: 1440 / mm,
    semiMajorAxisKm: sma,
    perigeeAltKm: sma * (1 - ecc) - EARTH_RADIUS_WGS72_KM,
    apogeeAltKm: sma * (1 + ecc) - EARTH_RADIUS_WGS72_KM,
    source: 'tle',
  };
}

/** Validate a single TLE pair (e.g. generated by {@link formatTle}) into a record. */
export function parseTleLines(line1: string, line2: string, name = ''): CatalogParseResult {
  return parseTleText(name ? `${name}\n${line1}\n${line2}` : `${line1}\n${line2}`);
}

/** SGP4 record for a catalogue entry (satellite.js uses WGS-72 and opsmode 'i', as Vallado's reference). */
export function toSatrec(record: Pick<TleRecord, 'line1' | 'line2'>): SatRec {
  return twoline2satrec(record.line1, record.line2);
}

export { formatTle };
