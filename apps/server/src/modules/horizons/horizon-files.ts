/**
 * Horizon files as observers get them:
 * - HeyWhatsThat's horizon download: CSV with a header naming "azimuth" and "altitude" columns (the others —
 *   bin bounds, distance, coordinates — are ignored), or bare "azimuth altitude" pairs as Stellarium and
 *   Cartes du Ciel write them. Azimuth from north through east.
 * - PVGIS's horizon profile (printhorizon): the text table with an "A" and an "H_hor" column, or its JSON
 *   (outputs.horizon_profile[{A, H_hor}]). PVGIS counts azimuth from south, east negative (−90 = east,
 *   90 = west), so it is turned to north-based.
 * A line that cannot be read fails the import, named by its number (400 naming the line).
 */
import type { HorizonPoint } from '@cosmos/contracts';

export type HorizonFormat = 'heywhatsthat' | 'pvgis';

export class HorizonFileError extends Error {
  constructor(
    readonly line: number,
    reason: string,
  ) {
    super(`line ${line}: ${reason}`);
  }
}

const MAX_POINTS = 3600;
const num = (s: string | undefined) =>
  s !== undefined && /^[-+]?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(s.trim()) ? Number(s) : NaN;
const split = (line: string) => line.trim().split(/\s*[,;\t]\s*|\s+/);

function point(az: number, alt: number, line: number): HorizonPoint {
  if (!Number.isFinite(az) || !Number.isFinite(alt))
    throw new HorizonFileError(line, 'expected numbers for azimuth and altitude');
  const a = ((az % 360) + 360) % 360;
  if (alt < -5 || alt > 90) throw new HorizonFileError(line, `altitude ${alt}° is outside −5…90°`);
  return { azimuthDeg: Math.round(a * 100) / 100, altitudeDeg: Math.round(alt * 100) / 100 };
}

/** Sorted by azimuth, one point per azimuth (the highest), at least three. */
function finish(points: HorizonPoint[], lastLine: number): HorizonPoint[] {
  if (points.length < 3)
    throw new HorizonFileError(lastLine, `a horizon needs at least 3 points, found ${points.length}`);
  if (points.length > MAX_POINTS) throw new HorizonFileError(lastLine, `at most ${MAX_POINTS} points`);
  const byAz = new Map<number, number>();
  for (const p of points) byAz.set(p.azimuthDeg, Math.max(byAz.get(p.azimuthDeg) ?? -90, p.altitudeDeg));
  return [...byAz.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([azimuthDeg, altitudeDeg]) => ({ azimuthDeg, altitudeDeg }));
}

export function parseHeyWhatsThat(text: string): HorizonPoint[] {
  const lines = text.split(/\r?\n/);
  let azCol = 0;
  let altCol = 1;
  const points: HorizonPoint[] = [];
  let n = 0;
  lines.forEach((raw, i) => {
    const line = raw.replace(/#.*/, '').trim();
    if (!line) return;
    n = i + 1;
    const cells = split(line);
    if (points.length === 0 && Number.isNaN(num(cells[0]))) {
      // A header: find the columns by name.
      const names = line.toLowerCase().split(/\s*[,;\t]\s*/);
      const az = names.findIndex((c) => c.startsWith('azimuth'));
      const alt = names.findIndex((c) => c.startsWith('altitude'));
      if (az < 0 || alt < 0)
        throw new HorizonFileError(i + 1, 'expected a header with "azimuth" and "altitude" columns, or numbers');
      azCol = az;
      altCol = alt;
      return;
    }
    const c = line.split(/\s*[,;\t]\s*/).length > 1 ? line.split(/\s*[,;\t]\s*/) : cells;
    points.push(point(num(c[azCol]), num(c[altCol]), i + 1));
  });
  return finish(points, n || 1);
}

export function parsePvgis(text: string): HorizonPoint[] {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) {
    let doc: unknown;
    try {
      doc = JSON.parse(trimmed);
    } catch (e) {
      throw new HorizonFileError(1, `not JSON: ${(e as Error).message}`);
    }
    const rows = (doc as { outputs?: { horizon_profile?: unknown } }).outputs?.horizon_profile;
    if (!Array.isArray(rows)) throw new HorizonFileError(1, 'expected outputs.horizon_profile, a list of {A, H_hor}');
    return finish(
      rows.map((r: { A?: unknown; H_hor?: unknown }, i) => point(Number(r?.A) + 180, Number(r?.H_hor), i + 1)),
      rows.length,
    );
  }
  const lines = text.split(/\r?\n/);
  let header = -1;
  let aCol = 0;
  let hCol = 1;
  const points: HorizonPoint[] = [];
  let n = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    if (header < 0) {
      const cells = line.split(/\s+|\t/);
      if (cells.includes('A') && cells.includes('H_hor')) {
        header = i;
        aCol = cells.indexOf('A');
        hCol = cells.indexOf('H_hor');
      }
      continue;
    }
    // The table ends at the first blank line; PVGIS writes its notes after it.
    if (!line) {
      if (points.length) break;
      continue;
    }
    const cells = line.split(/\s+|\t/);
    n = i + 1;
    points.push(point(num(cells[aCol]) + 180, num(cells[hCol]), i + 1));
  }
  if (header < 0) throw new HorizonFileError(1, 'expected the PVGIS horizon table (a line with "A" and "H_hor")');
  return finish(points, n || header + 1);
}

/** The format from the content when not given: PVGIS names its columns A and H_hor. */
export function parseHorizonFile(
  text: string,
  format: HorizonFormat | 'auto',
): { format: HorizonFormat; points: HorizonPoint[] } {
  const f: HorizonFormat = format !== 'auto' ? format : /H_hor/.test(text) ? 'pvgis' : 'heywhatsthat';
  return { format: f, points: f === 'pvgis' ? parsePvgis(text) : parseHeyWhatsThat(text) };
}

/** The skyline's altitude at an azimuth: astro's, shared with the sky chart. */
export { horizonAltitude } from '@cosmos/astro';
