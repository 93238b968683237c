/**
 * CelesTrak OMM JSON → validated records. Each OMM object is converted to TLE lines via
 * formatTle, so downstream code (SGP4, storage, export) has one representation. The epoch
 * is rounded to the TLE's 1e-8 day (~1 ms), far below SGP4's own accuracy.
 */
import { formatTle } from './tle-format.ts';
import type { CatalogParseResult, ParseError, TleRecord } from './tle.ts';
import { parseTleLines } from './tle.ts';

const REQUIRED_NUMERIC = [
  'NORAD_CAT_ID',
  'MEAN_MOTION',
  'ECCENTRICITY',
  'INCLINATION',
  'RA_OF_ASC_NODE',
  'ARG_OF_PERICENTER',
  'MEAN_ANOMALY',
] as const;

/** Fractional day of year straight from the ISO text, keeping sub-millisecond digits a Date would drop. */
function exactYearDay(iso: string, epoch: Date): { year: number; day: number } {
  const m = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d(?:\.\d+)?)Z?$/.exec(iso);
  const year = epoch.getUTCFullYear();
  if (!m || Number(m[1]) !== year) return { year, day: (epoch.getTime() - Date.UTC(year, 0, 1)) / 86_400_000 + 1 };
  const dayStart = (Date.UTC(year, Number(m[2]) - 1, Number(m[3])) - Date.UTC(year, 0, 1)) / 86_400_000 + 1;
  return { year, day: dayStart + (Number(m[4]) * 3600 + Number(m[5]) * 60 + Number(m[6])) / 86400 };
}

function toNum(v: unknown): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && v.trim() !== '') return Number(v);
  return Number.NaN;
}

/** Parse an OMM JSON value (array of objects, or a single object). `line` in errors = array index. */
export function parseOmmArray(json: unknown): CatalogParseResult {
  const items = Array.isArray(json) ? json : [json];
  const errors: ParseError[] = [];
  const records: TleRecord[] = [];
  items.forEach((item, idx) => {
    const err = (reason: string): void => {
      errors.push({ line: idx, reason });
    };
    if (typeof item !== 'object' || item === null) return err('OMM entry is not an object');
    const o = item as Record<string, unknown>;
    const before = errors.length;
    for (const k of REQUIRED_NUMERIC) if (!Number.isFinite(toNum(o[k]))) err(`missing or non-numeric ${k}`);
    const epochStr = typeof o.EPOCH === 'string' ? o.EPOCH : '';
    const epoch = new Date(/Z$|[+-]\d\d:?\d\d$/.test(epochStr) ? epochStr : `${epochStr}Z`);
    if (Number.isNaN(epoch.getTime())) err(`invalid EPOCH '${epochStr}'`);
    if (errors.length > before) return;
    const ecc = toNum(o.ECCENTRICITY);
    const inc = toNum(o.INCLINATION);
    const mm = toNum(o.MEAN_MOTION);
    const id = toNum(o.NORAD_CAT_ID);
    if (!(ecc >= 0 && ecc < 1)) err('ECCENTRICITY out of range [0, 1)');
    if (!(inc >= 0 && inc <= 180)) err('INCLINATION out of range [0, 180]');
    if (!(mm > 0 && mm < 100)) err('MEAN_MOTION out of range (0, 100)');
    if (!(Number.isInteger(id) && id > 0 && id <= 339999)) err('NORAD_CAT_ID out of TLE range');
    if (errors.length > before) return;
    const opt = (k: string): number => {
      const v = toNum(o[k]);
      return Number.isFinite(v) ? v : 0;
    };
    const intl = typeof o.OBJECT_ID === 'string' ? o.OBJECT_ID.replace(/^\d\d(\d\d)-/, '$1') : '';
    const name = typeof o.OBJECT_NAME === 'string' ? o.OBJECT_NAME.trim() : String(id);
    let lines: { line1: string; line2: string };
    try {
      lines = formatTle({
        noradId: id,
        classification: o.CLASSIFICATION_TYPE === 'C' || o.CLASSIFICATION_TYPE === 'S' ? o.CLASSIFICATION_TYPE : 'U',
        intlDesignator: intl,
        epoch,
        epochYearDay: exactYearDay(epochStr, epoch),
        meanMotionDot: opt('MEAN_MOTION_DOT'),
        meanMotionDdot: opt('MEAN_MOTION_DDOT'),
        bstar: opt('BSTAR'),
        elementSetNo: opt('ELEMENT_SET_NO'),
        inclinationDeg: inc,
        raanDeg: toNum(o.RA_OF_ASC_NODE),
        eccentricity: ecc,
        argPerigeeDeg: toNum(o.ARG_OF_PERICENTER),
        meanAnomalyDeg: toNum(o.MEAN_ANOMALY),
        meanMotionRevPerDay: mm,
        revNumber: opt('REV_AT_EPOCH'),
      });
    } catch (e) {
      return err((e as Error).message);
    }
    const parsed = parseTleLines(lines.line1, lines.line2, name);
    if (!parsed.ok) return void parsed.errors.forEach((e) => err(e.reason));
    records.push({ ...parsed.records[0], name, epoch, source: 'omm' });
  });
  if (errors.length > 0) return { ok: false, errors };
  if (records.length === 0) return { ok: false, errors: [{ line: 0, reason: 'no OMM records found' }] };
  return { ok: true, records };
}
