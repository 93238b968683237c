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

/** Objects SATCAT lists as decayed, most recent first (decay date as YYYY-MM-DD text). */
export const listDecayed = (q: Queryable, limit: number) =>
  q.query<{ norad_id: number; name: string; decay_date: string }>(
    `SELECT norad_id, name, to_char(decay_date, 'YYYY-MM-DD') AS decay_date FROM satcat
      WHERE decay_date IS NOT NULL ORDER BY decay_date DESC, norad_id LIMIT $1`,
    [limit],
  );

/** The recorded periods of these objects since `since`, oldest first per object. */
export const listPeriodHistory = (q: Queryable, noradIds: number[], since: Date) =>
  q.query<{ norad_id: number; epoch: Date; period_min: number }>(
    `SELECT norad_id, epoch, period_min FROM satellite_element_history
      WHERE norad_id = ANY($1::int[]) AND epoch >= $2 ORDER BY norad_id, epoch`,
    [noradIds, since.toISOString()],
  );
