/**
 * SATCAT CSV (CelesTrak's satcat.csv columns; Space-Track's names accepted as aliases) → records.
 * All or nothing: every bad row is reported with its 1-based line number.
 */
import type { ParseError } from '../tle.ts';
import { normalizeCospar, parseObjectType, rcsSizeFrom, type SatcatRecord } from './object-meta.ts';

export type SatcatParseResult = { ok: true; records: SatcatRecord[] } | { ok: false; errors: ParseError[] };

/** Column → the header names that may carry it (first match wins). */
const COLUMNS = {
  norad: ['NORAD_CAT_ID', 'NORAD', 'SATCAT'],
  name: ['OBJECT_NAME', 'SATNAME'],
  cospar: ['OBJECT_ID', 'INTLDES'],
  type: ['OBJECT_TYPE'],
  owner: ['OWNER', 'COUNTRY'],
  launch: ['LAUNCH_DATE', 'LAUNCH'],
  site: ['LAUNCH_SITE', 'SITE'],
  decay: ['DECAY_DATE', 'DECAY'],
  period: ['PERIOD'],
  incl: ['INCLINATION'],
  apogee: ['APOGEE'],
  perigee: ['PERIGEE'],
  rcs: ['RCS', 'RCS_SIZE', 'RCSVALUE'],
} as const;

/** Splits one CSV line, honouring double-quoted fields with "" escapes. Null when a quote is left open. */
export function splitCsvLine(line: string): string[] | null {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cur += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      out.push(cur);
      cur = '';
    } else cur += c;
  }
  if (quoted) return null;
  out.push(cur);
  return out;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function parseSatcatCsv(text: string): SatcatParseResult {
  const lines = text.split(/\r?\n/);
  const header = splitCsvLine(lines[0] ?? '')?.map((h) => h.trim().toUpperCase()) ?? [];
  const col = Object.fromEntries(
    Object.entries(COLUMNS).map(([k, names]) => [k, names.map((n) => header.indexOf(n)).find((i) => i >= 0) ?? -1]),
  ) as Record<keyof typeof COLUMNS, number>;
  if (col.norad < 0) return { ok: false, errors: [{ line: 1, reason: 'header has no NORAD_CAT_ID column' }] };
  const errors: ParseError[] = [];
  const records: SatcatRecord[] = [];
  for (let i = 1; i < lines.length; i++) {
    const raw = lines[i];
    if (raw.trim() === '') continue;
    const line = i + 1;
    const f = splitCsvLine(raw);
    if (!f) {
      errors.push({ line, reason: 'unterminated quoted field' });
      continue;
    }
    const get = (k: keyof typeof COLUMNS) => (col[k] >= 0 ? (f[col[k]] ?? '').trim() : '');
    const num = (k: keyof typeof COLUMNS): number | null | 'bad' => {
      const s = get(k);
      if (s === '') return null;
      const n = Number(s);
      return Number.isFinite(n) ? n : 'bad';
    };
    const before = errors.length;
    const bad = (reason: string) => errors.push({ line, reason });
    const norad = Number(get('norad'));
    if (!(Number.isInteger(norad) && norad > 0 && norad <= 999_999))
      bad(`NORAD_CAT_ID '${get('norad')}' is not a catalogue number`);
    const cosparRaw = get('cospar');
    const cospar = cosparRaw === '' ? null : normalizeCospar(cosparRaw);
    if (cosparRaw !== '' && cospar === null) bad(`OBJECT_ID '${cosparRaw}' is not an international designator`);
    const type = parseObjectType(get('type'));
    if (type === null) bad(`OBJECT_TYPE '${get('type')}' is not PAY, R/B, DEB or UNK`);
    for (const k of ['launch', 'decay'] as const) {
      const d = get(k);
      if (d !== '' && !DATE.test(d)) bad(`${k === 'launch' ? 'LAUNCH_DATE' : 'DECAY_DATE'} '${d}' is not YYYY-MM-DD`);
    }
    const numbers = { period: num('period'), incl: num('incl'), apogee: num('apogee'), perigee: num('perigee') };
    for (const [k, v] of Object.entries(numbers)) if (v === 'bad') bad(`${k} is not a number`);
    if (errors.length > before) continue;
    const n = (v: number | null | 'bad') => (v === 'bad' ? null : v);
    records.push({
      noradId: norad,
      name: get('name') || String(norad),
      cospar,
      objectType: type ?? 'UNK',
      owner: get('owner').toUpperCase() || null,
      launchDate: get('launch') || null,
      launchSite: get('site') || null,
      decayDate: get('decay') || null,
      periodMin: n(numbers.period),
      inclinationDeg: n(numbers.incl),
      apogeeKm: n(numbers.apogee),
      perigeeKm: n(numbers.perigee),
      rcsSize: rcsSizeFrom(get('rcs')),
    });
  }
  if (errors.length > 0) return { ok: false, errors };
  if (records.length === 0) return { ok: false, errors: [{ line: 1, reason: 'no SATCAT rows found' }] };
  return { ok: true, records };
}
