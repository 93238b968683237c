import type { StarRecord, TleRecord } from '@cosmos/astro';
import type { Queryable } from '../../db/client.ts';

export type SatSource = 'live' | 'nominal' | 'imported';
export interface SatelliteRow {
  norad_id: number;
  name: string;
  line1: string;
  line2: string;
  epoch: Date;
  source: SatSource;
  updated_at: Date;
}
export interface StarRow {
  id: string;
  hip: number | null;
  name: string;
  ra_deg: number;
  dec_deg: number;
  distance_ly: number | null;
  vmag: number;
  spectral_type: string | null;
  teff_k: number | null;
  mass_sun: number | null;
  radius_sun: number | null;
  updated_at: Date;
}

/** Any constant; the same in every process. Guards catalogue refresh and the first nominal load. */
export const CATALOG_LOCK = 727_004;

export const listSatellites = (q: Queryable) => q.query<SatelliteRow>('SELECT * FROM satellites ORDER BY norad_id');
export const listStars = (q: Queryable) => q.query<StarRow>('SELECT * FROM catalog_stars ORDER BY id');
export const countSatellites = async (q: Queryable) =>
  (await q.query<{ n: number }>('SELECT count(*)::int AS n FROM satellites'))[0].n;
/** The catalogue's version: it grows with every change, so clients and caches know when to reload. */
export const getVersion = async (q: Queryable) =>
  (await q.query<{ version: number }>('SELECT version::int AS version FROM catalog_state WHERE id = 1'))[0]!.version;
export const bumpVersion = (q: Queryable) => q.query('UPDATE catalog_state SET version = version + 1 WHERE id = 1');

/** One satellite's stored element set (or undefined). */
export const findSatelliteElements = async (q: Queryable, noradId: number) =>
  (
    await q.query<Pick<SatelliteRow, 'line1' | 'line2' | 'source'>>(
      'SELECT line1, line2, source FROM satellites WHERE norad_id = $1',
      [noradId],
    )
  )[0];

/** Waits for the catalogue lock until the transaction ends (first nominal load). */
export const lockCatalog = (q: Queryable) => q.query('SELECT pg_advisory_xact_lock($1)', [CATALOG_LOCK]);
/** Takes the catalogue lock for the transaction if no other process holds it. */
export const tryLockCatalog = async (q: Queryable) =>
  (await q.query<{ ok: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS ok', [CATALOG_LOCK]))[0].ok;

/** A refresh replaces what was fetched or bundled; imported rows stay. */
export const deleteFetchedSatellites = (q: Queryable) =>
  q.query("DELETE FROM satellites WHERE source IN ('live', 'nominal')");

const CHUNK = 500;

/** Upserts element sets in chunks (one statement per chunk keeps a 30,000-row import fast). */
export async function upsertSatellites(q: Queryable, records: TleRecord[], source: SatSource) {
  for (let i = 0; i < records.length; i += CHUNK) {
    const part = records.slice(i, i + CHUNK);
    const params: unknown[] = [];
    const values = part.map((r, j) => {
      params.push(r.noradId, r.name, r.line1, r.line2, r.epoch.toISOString(), source);
      const b = j * 6;
      return `($${b + 1}, $${b + 2}, $${b + 3}, $${b + 4}, $${b + 5}, $${b + 6}, now())`;
    });
    await q.query(
      `INSERT INTO satellites (norad_id, name, line1, line2, epoch, source, updated_at) VALUES ${values.join(', ')}
       ON CONFLICT (norad_id) DO UPDATE SET name = EXCLUDED.name, line1 = EXCLUDED.line1, line2 = EXCLUDED.line2,
         epoch = EXCLUDED.epoch, source = EXCLUDED.source, updated_at = now()`,
      params,
    );
  }
}

export async function upsertStars(q: Queryable, stars: StarRecord[]) {
  for (let i = 0; i < stars.length; i += CHUNK) {
    const part = stars.slice(i, i + CHUNK);
    const params: unknown[] = [];
    const values = part.map((s, j) => {
      params.push(
        s.id,
        s.hip,
        s.name,
        s.raDeg,
        s.decDeg,
        s.distanceLy,
        s.vmag,
        s.spectralType,
        s.teffK,
        s.massSun,
        s.radiusSun,
      );
      const b = j * 11;
      return `(${Array.from({ length: 11 }, (_, k) => `$${b + k + 1}`).join(', ')}, now())`;
    });
    await q.query(
      `INSERT INTO catalog_stars (id, hip, name, ra_deg, dec_deg, distance_ly, vmag, spectral_type, teff_k, mass_sun, radius_sun, updated_at)
       VALUES ${values.join(', ')}
       ON CONFLICT (id) DO UPDATE SET hip = EXCLUDED.hip, name = EXCLUDED.name, ra_deg = EXCLUDED.ra_deg, dec_deg = EXCLUDED.dec_deg,
         distance_ly = EXCLUDED.distance_ly, vmag = EXCLUDED.vmag, spectral_type = EXCLUDED.spectral_type, teff_k = EXCLUDED.teff_k,
         mass_sun = EXCLUDED.mass_sun, radius_sun = EXCLUDED.radius_sun, updated_at = now()`,
      params,
    );
  }
}

/** One satellite by catalogue number, or the first whose name contains `name` (the assistant's look-up). */
export const findSatellite = async (q: Queryable, by: { noradId?: number; name?: string }) =>
  (by.noradId !== undefined
    ? await q.query<SatelliteRow>('SELECT * FROM satellites WHERE norad_id = $1', [by.noradId])
    : await q.query<SatelliteRow>(
        `SELECT * FROM satellites WHERE name ILIKE '%' || $1 || '%' ORDER BY length(name), norad_id LIMIT 1`,
        [by.name ?? ''],
      ))[0];

/** Element sets of the given satellites (those no longer in the catalogue are simply absent). */
export const findElementSetsByIds = (q: Queryable, noradIds: number[]) =>
  q.query<{ norad_id: number; name: string; line1: string; line2: string; source: string }>(
    'SELECT norad_id, name, line1, line2, source FROM satellites WHERE norad_id = ANY($1::int[])',
    [noradIds],
  );

/** Drops the bundled nominal element sets (before they are loaded again). */
export const deleteNominalSatellites = async (q: Queryable) => {
  await q.query("DELETE FROM satellites WHERE source = 'nominal'");
};
