/** SQL of observing places (issue 32): one table, one default per user (partial unique index places_one_default). */
import type { Queryable } from '../../db/client.ts';

export interface PlaceRow {
  id: string;
  user_id: string;
  name: string;
  latitude: number;
  longitude: number;
  elevation_m: number | null;
  /** Null only on rows migrated from profile coordinates, until places.service fills it. */
  time_zone: string | null;
  is_default: boolean;
  created_at: Date;
}

export interface PlaceFields {
  name: string;
  latitude: number;
  longitude: number;
  elevationM: number | null;
  timeZone: string;
  isDefault: boolean;
}

const COLUMNS = 'id, user_id, name, latitude, longitude, elevation_m, time_zone, is_default, created_at';

export const listPlaces = (q: Queryable, userId: string) =>
  q.query<PlaceRow>(`SELECT ${COLUMNS} FROM places WHERE user_id = $1 ORDER BY created_at, id`, [userId]);

export const countPlaces = async (q: Queryable, userId: string) =>
  (await q.query<{ n: number }>('SELECT count(*)::int AS n FROM places WHERE user_id = $1', [userId]))[0]!.n;

export const findPlace = async (q: Queryable, userId: string, id: string) =>
  (await q.query<PlaceRow>(`SELECT ${COLUMNS} FROM places WHERE id = $1 AND user_id = $2`, [id, userId]))[0];

export const findDefault = async (q: Queryable, userId: string) =>
  (await q.query<PlaceRow>(`SELECT ${COLUMNS} FROM places WHERE user_id = $1 AND is_default`, [userId]))[0];

/** The default place of each of these users (users without one are absent). */
export const defaultsOf = (q: Queryable, userIds: string[]) =>
  q.query<PlaceRow>(`SELECT ${COLUMNS} FROM places WHERE user_id = ANY($1::uuid[]) AND is_default`, [userIds]);

/** Clears the user's default (inside the transaction that sets another), so the unique index never sees two. */
const clearDefault = (q: Queryable, userId: string) =>
  q.query('UPDATE places SET is_default = false WHERE user_id = $1 AND is_default', [userId]);

export async function insertPlace(q: Queryable, userId: string, p: PlaceFields): Promise<PlaceRow> {
  if (p.isDefault) await clearDefault(q, userId);
  return (
    await q.query<PlaceRow>(
      `INSERT INTO places (user_id, name, latitude, longitude, elevation_m, time_zone, is_default)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
      [userId, p.name, p.latitude, p.longitude, p.elevationM, p.timeZone, p.isDefault],
    )
  )[0]!;
}

export async function updatePlace(q: Queryable, userId: string, id: string, p: PlaceFields) {
  if (p.isDefault) await clearDefault(q, userId);
  return (
    await q.query<PlaceRow>(
      `UPDATE places SET name = $3, latitude = $4, longitude = $5, elevation_m = $6, time_zone = $7, is_default = $8
       WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
      [id, userId, p.name, p.latitude, p.longitude, p.elevationM, p.timeZone, p.isDefault],
    )
  )[0];
}

export const setTimeZone = (q: Queryable, id: string, timeZone: string) =>
  q.query('UPDATE places SET time_zone = $2 WHERE id = $1 AND time_zone IS NULL', [id, timeZone]);

/** Deletes a place; when it was the default, the oldest remaining one becomes the default. */
export async function deletePlace(q: Queryable, userId: string, id: string): Promise<boolean> {
  const gone = (
    await q.query<{ is_default: boolean }>('DELETE FROM places WHERE id = $1 AND user_id = $2 RETURNING is_default', [
      id,
      userId,
    ])
  )[0];
  if (!gone) return false;
  if (gone.is_default)
    await q.query(
      `UPDATE places SET is_default = true
       WHERE id = (SELECT id FROM places WHERE user_id = $1 ORDER BY created_at, id LIMIT 1)`,
      [userId],
    );
  return true;
}
