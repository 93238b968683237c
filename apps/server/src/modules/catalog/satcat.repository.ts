/** SQL for SATCAT metadata and element-set history (issue 14); the element sets stay in catalog.repository.ts. */
import type { SatcatRecord, TleRecord } from '@cosmos/astro';
import type { Queryable } from '../../db/client.ts';
import type { SatelliteRow } from './catalog.repository.ts';

export type SatcatSource = 'satcat' | 'nominal';
export interface SatcatRow {
  norad_id: number;
  cospar: string | null;
  object_type: string;
  owner: string | null;
  launch_date: string | null;
  launch_site: string | null;
  decay_date: string | null;
  period_min: number | null;
  inclination_deg: number | null;
  apogee_km: number | null;
  perigee_km: number | null;
  rcs_size: string | null;
  meta_source: SatcatSource | null;
}
export type SatelliteWithMetaRow = SatelliteRow & { [K in keyof SatcatRow]: SatcatRow[K] | null };

/** Every satellite with its SATCAT row when there is one (dates as YYYY-MM-DD text). */
export const listSatellitesWithMeta = (q: Queryable) =>
  q.query<SatelliteWithMetaRow>(
    `SELECT s.*, m.cospar, m.object_type, m.owner, to_char(m.launch_date, 'YYYY-MM-DD') AS launch_date, m.launch_site,
            to_char(m.decay_date, 'YYYY-MM-DD') AS decay_date, m.period_min, m.inclination_deg, m.apogee_km, m.perigee_km,
            m.rcs_size, m.source AS meta_source
       FROM satellites s LEFT JOIN satcat m ON m.norad_id = s.norad_id ORDER BY s.norad_id`,
  );

const CHUNK = 500;

async function insertChunked<T>(q: Queryable, rows: T[], cols: string[], values: (r: T) => unknown[], tail: string) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const params: unknown[] = [];
    const tuples = rows.slice(i, i + CHUNK).map((r) => {
      const b = params.length;
      params.push(...values(r));
      return `(${cols.map((_, k) => `$${b + k + 1}`).join(', ')})`;
    });
    await q.query(
      `INSERT INTO ${tail.split(' ')[0]} (${cols.join(', ')}) VALUES ${tuples.join(', ')} ${tail.slice(tail.indexOf(' ') + 1)}`,
      params,
    );
  }
}

/** Replaces the SATCAT rows of one source (a fetched SATCAT replaces the nominal rows too). */
export async function replaceSatcat(q: Queryable, records: SatcatRecord[], source: SatcatSource) {
  await q.query(source === 'satcat' ? 'DELETE FROM satcat' : "DELETE FROM satcat WHERE source = 'nominal'");
  const unique = [...new Map(records.map((r) => [r.noradId, r])).values()];
  await insertChunked(
    q,
    unique,
    [
      'norad_id',
      'name',
      'cospar',
      'object_type',
      'owner',
      'launch_date',
      'launch_site',
      'decay_date',
      'period_min',
      'inclination_deg',
      'apogee_km',
      'perigee_km',
      'rcs_size',
      'source',
    ],
    (r) => [
      r.noradId,
      r.name,
      r.cospar,
      r.objectType,
      r.owner,
      r.launchDate,
      r.launchSite,
      r.decayDate,
      r.periodMin,
      r.inclinationDeg,
      r.apogeeKm,
      r.perigeeKm,
      r.rcsSize,
      source,
    ],
    'satcat ON CONFLICT (norad_id) DO NOTHING',
  );
}

/** Bundled metadata goes away with the bundled element sets (a live refresh without SATCAT_URL). */
export const deleteNominalSatcat = (q: Queryable) => q.query("DELETE FROM satcat WHERE source = 'nominal'");

/** Records each element set's orbit in the history (an element set already there is kept once). */
export async function recordElementHistory(q: Queryable, records: TleRecord[]) {
  await insertChunked(
    q,
    records,
    ['norad_id', 'epoch', 'perigee_km', 'apogee_km', 'inclination_deg', 'period_min'],
    (r) => [r.noradId, r.epoch.toISOString(), r.perigeeAltKm, r.apogeeAltKm, r.inclinationDeg, r.periodMin],
    'satellite_element_history ON CONFLICT (norad_id, epoch) DO NOTHING',
  );
}

/**
 * Bounded retention: at most `maxPerObject` element sets per object, none older than `days` — except
 * each object's newest, so a stale or decayed object keeps its last known orbit.
 */
export const pruneElementHistory = (q: Queryable, days: number, maxPerObject: number) =>
  q.query(
    `DELETE FROM satellite_element_history h
      USING (SELECT norad_id, epoch, row_number() OVER (PARTITION BY norad_id ORDER BY epoch DESC) AS rn
               FROM satellite_element_history) x
      WHERE h.norad_id = x.norad_id AND h.epoch = x.epoch
        AND (x.rn > $2 OR (x.rn > 1 AND h.epoch < now() - make_interval(days => $1)))`,
    [days, maxPerObject],
  );

export const listElementHistory = (q: Queryable, noradId: number) =>
  q.query<{ epoch: Date; perigee_km: number; apogee_km: number; inclination_deg: number; period_min: number }>(
    'SELECT epoch, perigee_km, apogee_km, inclination_deg, period_min FROM satellite_element_history WHERE norad_id = $1 ORDER BY epoch',
    [noradId],
  );

/** A catalogue of nominal element sets without nominal metadata was bundled by an older version. */
export const nominalNeedsUpgrade = async (q: Queryable) =>
  (
    await q.query<{ up: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM satellites WHERE source = 'nominal')
          AND NOT EXISTS (SELECT 1 FROM satcat) AS up`,
    )
  )[0].up;

/** Objects SATCAT lists as decayed in the last `days` days, most recent first (decay date as YYYY-MM-DD text). */
export const listDecayed = (q: Queryable, limit: number, days: number) =>
  q.query<{ norad_id: number; name: string; decay_date: string; object_type: string; owner: string | null }>(
    `SELECT norad_id, name, to_char(decay_date, 'YYYY-MM-DD') AS decay_date, object_type, owner FROM satcat
      WHERE decay_date IS NOT NULL AND decay_date >= current_date - $2::int
      ORDER BY decay_date DESC, norad_id LIMIT $1`,
    [limit, days],
  );

/** Whether a fetched SATCAT (not the bundled sample metadata) is stored. */
export const hasFetchedSatcat = async (q: Queryable) =>
  (await q.query<{ any: boolean }>("SELECT EXISTS (SELECT 1 FROM satcat WHERE source = 'satcat') AS any"))[0].any;

/** The recorded periods of these objects since `since`, oldest first per object. */
export const listPeriodHistory = (q: Queryable, noradIds: number[], since: Date) =>
  q.query<{ norad_id: number; epoch: Date; period_min: number }>(
    `SELECT norad_id, epoch, period_min FROM satellite_element_history
      WHERE norad_id = ANY($1::int[]) AND epoch >= $2 ORDER BY norad_id, epoch`,
    [noradIds, since.toISOString()],
  );

/** Completeness: SATCAT's on-orbit objects (no decay date) against those with an element set. */
export const completenessCounts = async (q: Queryable) =>
  (
    await q.query<{ on_orbit: number; with_elements: number; nominal: boolean | null }>(
      `SELECT count(*)::int AS on_orbit, count(s.norad_id)::int AS with_elements, bool_and(m.source = 'nominal') AS nominal
         FROM satcat m LEFT JOIN satellites s ON s.norad_id = m.norad_id
        WHERE m.decay_date IS NULL`,
    )
  )[0];

/** On-orbit objects SATCAT lists that have no element set, newest launch first. */
export const listMissingOnOrbit = (q: Queryable, limit: number) =>
  q.query<{ norad_id: number; name: string; object_type: string; launch_date: string | null; total: number }>(
    `SELECT m.norad_id, m.name, m.object_type, to_char(m.launch_date, 'YYYY-MM-DD') AS launch_date,
            count(*) OVER ()::int AS total
       FROM satcat m LEFT JOIN satellites s ON s.norad_id = m.norad_id
      WHERE m.decay_date IS NULL AND s.norad_id IS NULL
      ORDER BY m.launch_date DESC NULLS LAST, m.norad_id DESC LIMIT $1`,
    [limit],
  );

/** Element-set ages (days before `now`) of every stored satellite: the spread of the age classes. */
export const elementAgeSpread = async (q: Queryable, now: Date, agingDays: number, staleDays: number) =>
  (
    await q.query<{ fresh: number; aging: number; stale: number; median: number | null; p90: number | null }>(
      `WITH a AS (SELECT extract(epoch FROM ($1::timestamptz - epoch)) / 86400 AS d FROM satellites)
       SELECT count(*) FILTER (WHERE d < $2 AND d >= -1)::int AS fresh,
              count(*) FILTER (WHERE d >= $2 AND d < $3)::int AS aging,
              count(*) FILTER (WHERE d >= $3 OR d < -1)::int AS stale,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY d)::float8 AS median,
              percentile_cont(0.9) WITHIN GROUP (ORDER BY d)::float8 AS p90
         FROM a`,
      [now.toISOString(), agingDays, staleDays],
    )
  )[0];

/** SATCAT decay dates (YYYY-MM-DD) of these objects, for those that have decayed (fetched SATCAT only). */
export const listDecayDates = (q: Queryable, noradIds: number[]) =>
  q.query<{ norad_id: number; decay_date: string }>(
    `SELECT norad_id, to_char(decay_date, 'YYYY-MM-DD') AS decay_date FROM satcat
      WHERE source = 'satcat' AND decay_date IS NOT NULL AND norad_id = ANY($1::int[])`,
    [noradIds],
  );
