/**
 * A synthetic catalogue of N satellites with SATCAT-like metadata, spread over every object type,
 * orbit region, group and owner, for search tests and `npm run bench:catalog`. Deterministic: object k
 * always gets the same elements and metadata, so tests can compute expected counts from k alone.
 */
import { formatTle, meanMotionFromSemiMajorAxisKm, EARTH_RADIUS_WGS72_KM, type ObjectType } from '@cosmos/astro';
import type { CatalogueLoader, CatalogueSatellite } from '../src/sky/engine.ts';

export const GEN_OWNERS = ['US', 'PRC', 'CIS', 'UK', 'ESA', 'JPN', 'IND', 'FR'] as const;
const TYPES: ObjectType[] = ['PAY', 'PAY', 'DEB', 'DEB', 'R/B', 'UNK'];
/** name prefix, altitude km, inclination: LEO groups, MEO, GEO, near-GEO, HEO (by eccentricity). */
const FAMILIES = [
  { name: 'STARLINK', alt: 550, inc: 53, ecc: 0.0001 },
  { name: 'ONEWEB', alt: 1200, inc: 87.9, ecc: 0.0002 },
  { name: 'GPS BIIF', alt: 20_180, inc: 55, ecc: 0.005 },
  { name: 'COMSAT', alt: 35_786, inc: 0.05, ecc: 0.0001 },
  { name: 'DRIFTER', alt: 36_500, inc: 5, ecc: 0.0003 },
  { name: 'MOLNIYA', alt: 20_180, inc: 63.4, ecc: 0.72 },
  { name: 'OBJECT', alt: 800, inc: 98.6, ecc: 0.001 },
] as const;
export const GEN_FIRST_NORAD = 100_000;

/** The facts a test needs about object k (index from 0). */
export function generatedFacts(k: number) {
  const family = FAMILIES[k % FAMILIES.length];
  const type = TYPES[Math.floor(k / FAMILIES.length) % TYPES.length];
  const year = 1960 + (k % 66);
  return {
    noradId: GEN_FIRST_NORAD + k,
    family,
    type,
    owner: GEN_OWNERS[k % GEN_OWNERS.length],
    launchDate: `${year}-${String((k % 12) + 1).padStart(2, '0')}-15`,
    cospar: `${year}-${String((k % 999) + 1).padStart(3, '0')}${'ABCDEFGH'[k % 8]}`,
    decayDate: k % 50 === 0 ? '2020-01-01' : null,
  };
}

export function generateCatalogue(n: number, epoch = new Date('2026-11-20T00:00:00Z')): CatalogueSatellite[] {
  const out: CatalogueSatellite[] = [];
  for (let k = 0; k < n; k++) {
    const f = generatedFacts(k);
    const a = EARTH_RADIUS_WGS72_KM + f.family.alt;
    const suffix = f.type === 'DEB' ? ' DEB' : f.type === 'R/B' ? ' R/B' : '';
    const name = `${f.family.name}-${k}${suffix}`;
    const { line1, line2 } = formatTle({
      noradId: f.noradId,
      intlDesignator: f.cospar.slice(2).replace('-', ''),
      epoch,
      inclinationDeg: f.family.inc,
      raanDeg: (k * 7) % 360,
      eccentricity: f.family.ecc,
      argPerigeeDeg: 270,
      meanAnomalyDeg: (k * 13) % 360,
      meanMotionRevPerDay: meanMotionFromSemiMajorAxisKm(a),
    });
    out.push({
      noradId: f.noradId,
      name,
      line1,
      line2,
      source: 'live',
      updatedAt: epoch.toISOString(),
      meta: {
        cospar: f.cospar,
        objectType: f.type,
        owner: f.owner,
        launchDate: f.launchDate,
        launchSite: null,
        decayDate: f.decayDate,
        rcsSize: 'MEDIUM',
        source: 'satcat',
      },
    });
  }
  return out;
}

/** A loader serving a fixed generated catalogue (no database). */
export function generatedLoader(sats: CatalogueSatellite[]): CatalogueLoader {
  return { version: async () => 1, satellites: async () => sats, stars: async () => [] };
}
