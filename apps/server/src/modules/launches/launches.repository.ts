import type { Queryable } from '../../db/client.ts';
import type { LaunchRecord } from './launch-library.ts';

interface LaunchRow {
  id: string;
  name: string;
  status_abbrev: string;
  status_name: string;
  net: Date | string;
  window_start: Date | string | null;
  window_end: Date | string | null;
  vehicle: string;
  provider: string | null;
  mission_name: string | null;
  mission_description: string | null;
  mission_type: string | null;
  orbit: string | null;
  pad_name: string | null;
  pad_location: string | null;
  launch_designator: string | null;
}

const date = (v: Date | string | null) => (v === null ? null : new Date(v));
const toRecord = (r: LaunchRow): LaunchRecord => ({
  id: r.id,
  name: r.name,
  statusAbbrev: r.status_abbrev,
  statusName: r.status_name,
  net: new Date(r.net),
  windowStart: date(r.window_start),
  windowEnd: date(r.window_end),
  vehicle: r.vehicle,
  provider: r.provider,
  missionName: r.mission_name,
  missionDescription: r.mission_description,
  missionType: r.mission_type,
  orbit: r.orbit,
  padName: r.pad_name,
  padLocation: r.pad_location,
  launchDesignator: r.launch_designator,
});

export const listAll = async (q: Queryable) =>
  (await q.query<LaunchRow>('SELECT * FROM launches ORDER BY net, id')).map(toRecord);

export const findById = async (q: Queryable, id: string) =>
  (await q.query<LaunchRow>('SELECT * FROM launches WHERE id = $1', [id])).map(toRecord)[0];

/** Replaces every stored launch (inside the caller's transaction). */
export async function replaceAll(q: Queryable, launches: LaunchRecord[]) {
  await q.query('DELETE FROM launches');
  const col = <T>(f: (l: LaunchRecord) => T) => launches.map(f);
  await q.query(
    `INSERT INTO launches (id, name, status_abbrev, status_name, net, window_start, window_end, vehicle, provider,
       mission_name, mission_description, mission_type, orbit, pad_name, pad_location, launch_designator)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::timestamptz[], $6::timestamptz[],
       $7::timestamptz[], $8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::text[],
       $15::text[], $16::text[])
     ON CONFLICT (id) DO NOTHING`,
    [
      col((l) => l.id),
      col((l) => l.name),
      col((l) => l.statusAbbrev),
      col((l) => l.statusName),
      col((l) => l.net.toISOString()),
      col((l) => l.windowStart?.toISOString() ?? null),
      col((l) => l.windowEnd?.toISOString() ?? null),
      col((l) => l.vehicle),
      col((l) => l.provider),
      col((l) => l.missionName),
      col((l) => l.missionDescription),
      col((l) => l.missionType),
      col((l) => l.orbit),
      col((l) => l.padName),
      col((l) => l.padLocation),
      col((l) => l.launchDesignator),
    ],
  );
}
