/** SQL of the observer's sky: observing locations (and the profile's coordinates as a fallback) and followed satellites. */
import tzLookup from '@photostructure/tz-lookup';
import type { Queryable } from '../../db/client.ts';

export interface Station {
  lat: number;
  lon: number;
  heightKm: number;
  timeZone: string;
  name: string | null;
  locationId: string | null;
}

export interface LocationRow {
  id: string;
  user_id: string;
  name: string;
  latitude: number;
  longitude: number;
  altitude_m: number;
  time_zone: string;
  is_default: boolean;
}

/** IANA time zone of a place (the ocean zones 'Etc/GMT±N' far from land). */
export function timeZoneAt(lat: number, lon: number): string {
  try {
    return tzLookup(lat, lon);
  } catch {
    return 'UTC';
  }
}

const toStation = (r: LocationRow): Station => ({
  lat: r.latitude,
  lon: r.longitude,
  heightKm: r.altitude_m / 1000,
  timeZone: r.time_zone,
  name: r.name,
  locationId: r.id,
});

/**
 * The place a user observes from: the saved location `locationId` (undefined when it is not theirs), else
 * their default location, else the profile's coordinates; null when there is none of these.
 */
export async function findStation(
  db: Queryable,
  userId: string,
  locationId?: string,
): Promise<Station | null | undefined> {
  if (locationId) {
    const row = (
      await db.query<LocationRow>('SELECT * FROM observing_locations WHERE id = $1 AND user_id = $2', [
        locationId,
        userId,
      ])
    )[0];
    return row ? toStation(row) : undefined;
  }
  const def = (
    await db.query<LocationRow>('SELECT * FROM observing_locations WHERE user_id = $1 AND is_default', [userId])
  )[0];
  if (def) return toStation(def);
  const row = (
    await db.query<{ latitude: number | null; longitude: number | null }>(
      'SELECT latitude, longitude FROM users WHERE id = $1',
      [userId],
    )
  )[0];
  return row && row.latitude !== null && row.longitude !== null
    ? {
        lat: row.latitude,
        lon: row.longitude,
        heightKm: 0,
        timeZone: timeZoneAt(row.latitude, row.longitude),
        name: null,
        locationId: null,
      }
    : null;
}

export const listLocations = (db: Queryable, userId: string) =>
  db.query<LocationRow>('SELECT * FROM observing_locations WHERE user_id = $1 ORDER BY created_at, id', [userId]);

export const countLocations = async (db: Queryable, userId: string) =>
  Number(
    (
      await db.query<{ n: number | string }>('SELECT count(*) AS n FROM observing_locations WHERE user_id = $1', [
        userId,
      ])
    )[0]!.n,
  );

export async function insertLocation(
  db: Queryable,
  userId: string,
  l: { name: string; latitude: number; longitude: number; altitudeM: number; timeZone: string; isDefault: boolean },
): Promise<LocationRow> {
  if (l.isDefault)
    await db.query('UPDATE observing_locations SET is_default = false WHERE user_id = $1 AND is_default', [userId]);
  return (
    await db.query<LocationRow>(
      `INSERT INTO observing_locations (user_id, name, latitude, longitude, altitude_m, time_zone, is_default)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
      [userId, l.name, l.latitude, l.longitude, l.altitudeM, l.timeZone, l.isDefault],
    )
  )[0]!;
}

export async function updateLocation(
  db: Queryable,
  userId: string,
  id: string,
  l: { name: string; latitude: number; longitude: number; altitudeM: number; timeZone: string; isDefault: boolean },
): Promise<LocationRow | undefined> {
  if (l.isDefault)
    await db.query('UPDATE observing_locations SET is_default = false WHERE user_id = $1 AND is_default AND id <> $2', [
      userId,
      id,
    ]);
  return (
    await db.query<LocationRow>(
      `UPDATE observing_locations SET name = $3, latitude = $4, longitude = $5, altitude_m = $6, time_zone = $7, is_default = $8
     WHERE id = $1 AND user_id = $2 RETURNING *`,
      [id, userId, l.name, l.latitude, l.longitude, l.altitudeM, l.timeZone, l.isDefault],
    )
  )[0];
}

export const findLocation = async (db: Queryable, userId: string, id: string) =>
  (await db.query<LocationRow>('SELECT * FROM observing_locations WHERE id = $1 AND user_id = $2', [id, userId]))[0];

/** Deletes a location; when it was the default, the oldest remaining one becomes the default. */
export async function deleteLocation(db: Queryable, userId: string, id: string): Promise<boolean> {
  const gone = (
    await db.query<{ is_default: boolean }>(
      'DELETE FROM observing_locations WHERE id = $1 AND user_id = $2 RETURNING is_default',
      [id, userId],
    )
  )[0];
  if (!gone) return false;
  if (gone.is_default) {
    await db.query(
      `UPDATE observing_locations SET is_default = true WHERE id = (SELECT id FROM observing_locations WHERE user_id = $1 ORDER BY created_at, id LIMIT 1)`,
      [userId],
    );
  }
  return true;
}

export const listFollowed = (db: Queryable, userId: string) =>
  db.query<{ norad_id: number; created_at: Date | string }>(
    'SELECT norad_id, created_at FROM followed_satellites WHERE user_id = $1 ORDER BY created_at, norad_id',
    [userId],
  );

export async function follow(db: Queryable, userId: string, noradId: number): Promise<void> {
  await db.query('INSERT INTO followed_satellites (user_id, norad_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    userId,
    noradId,
  ]);
}

export async function unfollow(db: Queryable, userId: string, noradId: number): Promise<boolean> {
  return (
    (
      await db.query('DELETE FROM followed_satellites WHERE user_id = $1 AND norad_id = $2 RETURNING norad_id', [
        userId,
        noradId,
      ])
    ).length > 0
  );
}

/** Where each user observes from for alerts: the default saved location, else the profile's coordinates. */
export const alertStations = (db: Queryable, userIds: string[]) =>
  db.query<{ id: string; latitude: number; longitude: number; altitude_m: number; time_zone: string | null }>(
    `SELECT u.id, COALESCE(l.latitude, u.latitude) AS latitude, COALESCE(l.longitude, u.longitude) AS longitude,
            COALESCE(l.altitude_m, 0) AS altitude_m, l.time_zone
     FROM users u LEFT JOIN observing_locations l ON l.user_id = u.id AND l.is_default
     WHERE u.id = ANY($1::uuid[]) AND COALESCE(l.latitude, u.latitude) IS NOT NULL AND COALESCE(l.longitude, u.longitude) IS NOT NULL`,
    [userIds],
  );

/** Users with a place to observe from (a saved location or profile coordinates) among those who follow satellites. */
export const followsOfLocatedUsers = (db: Queryable) =>
  db.query<{ user_id: string; norad_id: number }>(
    `SELECT f.user_id, f.norad_id FROM followed_satellites f JOIN users u ON u.id = f.user_id
     WHERE (u.latitude IS NOT NULL AND u.longitude IS NOT NULL)
        OR EXISTS (SELECT 1 FROM observing_locations l WHERE l.user_id = f.user_id)
     ORDER BY f.user_id, f.norad_id`,
  );
