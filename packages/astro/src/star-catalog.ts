/**
 * Import of external star catalogues: HYG CSV (ra in hours, dist in parsecs, ci = B−V) or
 * d3-celestial GeoJSON (id = HIP, properties.mag, properties.bv as text, geometry [lon, lat] with
 * lon = RA wrapped to [−180, 180]). All-or-nothing: any bad row fails the import with its line
 * (CSV, 1-based) or feature index (GeoJSON).
 */
import type { ParseError } from './tle.ts';
import { LY_PER_PARSEC, teffFromBV, type StarRecord } from './stars.ts';

export type StarCatalogResult = { ok: true; stars: StarRecord[] } | { ok: false; errors: ParseError[] };

export function parseStarCatalog(text: string): StarCatalogResult {
  const t = text.trimStart();
  if (t.startsWith('{') || t.startsWith('[')) {
    try {
      return parseGeoJson(JSON.parse(t));
    } catch (e) {
      return { ok: false, errors: [{ line: 0, reason: `invalid JSON: ${(e as Error).message}` }] };
    }
  }
  return parseHygCsv(text);
}

/** Minimal RFC 4180 field splitter (quotes, doubled quotes). */
function splitCsv(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let q = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (q) {
      if (c === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (c === '"') q = false;
      else cur += c;
    } else if (c === '"') q = true;
    else if (c === ',') {
      out.push(cur);
      cur = '';
    } else cur += c;
  }
  out.push(cur);
  return out;
}

const numOrNull = (s: string | undefined): number | null => {
  if (s === undefined || s.trim() === '') return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : Number.NaN;
};

function parseHygCsv(text: string): StarCatalogResult {
  const lines = text.split(/\r?\n/);
  const header = splitCsv(lines[0] ?? '').map((h) => h.trim().toLowerCase());
  const col = (n: string): number => header.indexOf(n);
  const need = ['ra', 'dec', 'mag'];
  const missing = need.filter((n) => col(n) < 0);
  if (missing.length) return { ok: false, errors: [{ line: 1, reason: `missing columns: ${missing.join(', ')}` }] };
  const errors: ParseError[] = [];
  const stars: StarRecord[] = [];
  for (let i = 1; i < lines.length; i++) {
    if (lines[i].trim() === '') continue;
    const f = splitCsv(lines[i]);
    const get = (n: string): string | undefined => (col(n) >= 0 ? f[col(n)] : undefined);
    const raH = numOrNull(get('ra'));
    const dec = numOrNull(get('dec'));
    const mag = numOrNull(get('mag'));
    const hip = numOrNull(get('hip'));
    const distPc = numOrNull(get('dist'));
    const ci = numOrNull(get('ci'));
    const line = i + 1;
    if (raH === null || Number.isNaN(raH) || raH < 0 || raH >= 24) {
      errors.push({ line, reason: 'ra must be hours in [0, 24)' });
      continue;
    }
    if (dec === null || Number.isNaN(dec) || Math.abs(dec) > 90) {
      errors.push({ line, reason: 'dec must be degrees in [-90, 90]' });
      continue;
    }
    if (mag === null || Number.isNaN(mag)) {
      errors.push({ line, reason: 'mag is not a number' });
      continue;
    }
    if (Number.isNaN(hip) || Number.isNaN(distPc) || Number.isNaN(ci)) {
      errors.push({ line, reason: 'hip, dist or ci is not a number' });
      continue;
    }
    const id = get('id')?.trim() || String(i);
    // HYG uses 100000 pc as "unknown distance".
    const distanceLy = distPc !== null && distPc > 0 && distPc < 100000 ? distPc * LY_PER_PARSEC : null;
    const proper = get('proper')?.trim() ?? '';
    const spect = get('spect')?.trim() ?? '';
    stars.push({
      id: hip ? `star-${hip}` : `star-hyg-${id}`,
      name: proper || (hip ? `HIP ${hip}` : `HYG ${id}`),
      hip: hip || null,
      raDeg: raH * 15,
      decDeg: dec,
      distanceLy,
      vmag: mag,
      spectralType: spect || null,
      teffK: ci !== null ? teffFromBV(ci) : null,
      teffSource: ci !== null ? 'b-v' : null,
      bv: ci,
      massSun: null,
      radiusSun: null,
    });
  }
  if (errors.length) return { ok: false, errors };
  return { ok: true, stars };
}

interface Feature {
  id?: unknown;
  properties?: Record<string, unknown> | null;
  geometry?: { type?: unknown; coordinates?: unknown } | null;
}

function parseGeoJson(json: unknown): StarCatalogResult {
  const fc = json as { type?: unknown; features?: unknown };
  if (fc?.type !== 'FeatureCollection' || !Array.isArray(fc.features)) {
    return { ok: false, errors: [{ line: 0, reason: 'expected a GeoJSON FeatureCollection' }] };
  }
  const errors: ParseError[] = [];
  const stars: StarRecord[] = [];
  (fc.features as Feature[]).forEach((f, idx) => {
    const coords = f?.geometry?.coordinates;
    const hip = typeof f?.id === 'number' ? f.id : Number(f?.id);
    const mag = Number(f?.properties?.mag);
    if (!Array.isArray(coords) || coords.length < 2 || !coords.every((c) => typeof c === 'number')) {
      return void errors.push({ line: idx, reason: 'geometry.coordinates must be [lon, lat]' });
    }
    const [lon, lat] = coords as number[];
    if (Math.abs(lon) > 180 || Math.abs(lat) > 90)
      return void errors.push({ line: idx, reason: 'coordinates out of range' });
    if (!Number.isFinite(mag)) return void errors.push({ line: idx, reason: 'properties.mag is not a number' });
    if (!Number.isInteger(hip) || hip <= 0) return void errors.push({ line: idx, reason: 'id must be a HIP number' });
    const bvRaw = f.properties?.bv;
    const bv = bvRaw === undefined || bvRaw === null || String(bvRaw).trim() === '' ? null : Number(bvRaw);
    if (bv !== null && !Number.isFinite(bv))
      return void errors.push({ line: idx, reason: 'properties.bv is not a number' });
    const name = typeof f.properties?.name === 'string' && f.properties.name ? f.properties.name : `HIP ${hip}`;
    stars.push({
      id: `star-${hip}`,
      name,
      hip,
      raDeg: lon < 0 ? lon + 360 : lon,
      decDeg: lat,
      distanceLy: null,
      vmag: mag,
      spectralType: null,
      teffK: bv !== null ? teffFromBV(bv) : null,
      teffSource: bv !== null ? 'b-v' : null,
      bv,
      massSun: null,
      radiusSun: null,
    });
  });
  if (errors.length) return { ok: false, errors };
  return { ok: true, stars };
}
