/**
 * Which catalogue objects came from which launch: the international designator in each element set's
 * line 1 (columns 10–17, "98067A") is turned into the COSPAR form (1998-067A) and indexed by its launch
 * part (1998-067). Rebuilt when the sky engine reloads a new catalogue version.
 */
import { semiMajorAxisKmFromMeanMotion, EARTH_RADIUS_WGS72_KM, satelliteId } from '@cosmos/astro';
import type { SkyEngine } from '../../sky/engine.ts';
import type { SatelliteEntry } from '../../sky/objects.ts';

export interface CatalogueObject {
  id: string;
  name: string;
  noradId: number;
  designator: string;
}

/** "98067A  " → "1998-067A" (years 57–99 are 19xx, as in the TLE epoch); null when blank or malformed. */
export function cosparFromTle(line1: string): string | null {
  const raw = line1.slice(9, 17).trim();
  const m = /^(\d{2})(\d{3})([A-Z]{1,3})?$/.exec(raw);
  if (!m) return null;
  const yy = Number(m[1]);
  return `${yy < 57 ? 2000 + yy : 1900 + yy}-${m[2]}${m[3] ?? ''}`;
}

/** Mean elements read straight from the element set (no SGP4 needed). */
export function orbitOf(s: Pick<SatelliteEntry, 'line1' | 'line2'>) {
  const meanMotion = Number(s.line2.slice(52, 63));
  const ecc = Number(`0.${s.line2.slice(26, 33).replace(/ /g, '0')}`);
  const a = semiMajorAxisKmFromMeanMotion(meanMotion);
  return {
    meanMotion,
    // The TLE's ṅ/2 field (rev/day²), e.g. " .00012345" or "-.00000123".
    meanMotionDot: Number(s.line1.slice(33, 43).trim()),
    eccentricity: ecc,
    inclinationDeg: Number(s.line2.slice(8, 16)),
    perigeeKm: a * (1 - ecc) - EARTH_RADIUS_WGS72_KM,
    apogeeKm: a * (1 + ecc) - EARTH_RADIUS_WGS72_KM,
  };
}

const indexes = new WeakMap<SkyEngine, { version: number; byLaunch: Map<string, CatalogueObject[]> }>();

export function objectsOfLaunch(engine: SkyEngine, launchDesignator: string): CatalogueObject[] {
  let idx = indexes.get(engine);
  if (!idx || idx.version !== engine.version) {
    const byLaunch = new Map<string, CatalogueObject[]>();
    for (const s of engine.satellites) {
      const designator = cosparFromTle(s.line1);
      if (!designator) continue;
      const key = designator.slice(0, 8);
      const list = byLaunch.get(key) ?? byLaunch.set(key, []).get(key)!;
      list.push({ id: satelliteId(s.noradId), name: s.name, noradId: s.noradId, designator });
    }
    for (const list of byLaunch.values()) list.sort((a, b) => a.designator.localeCompare(b.designator));
    idx = { version: engine.version, byLaunch };
    indexes.set(engine, idx);
  }
  return idx.byLaunch.get(launchDesignator) ?? [];
}
