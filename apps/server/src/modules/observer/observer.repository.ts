/** SQL of the observer's sky: the user's station and followed satellites. */
import type { Queryable } from '../../db/client.ts';

export interface Station { lat: number; lon: number; heightKm: number }

export async function findStation(db: Queryable, userId: string): Promise<Station | null> {
  const row = (await db.query<{ latitude: number | null; longitude: number | null }>('SELECT latitude, longitude FROM users WHERE id = $1', [userId]))[0];
  return row && row.latitude !== null && row.longitude !== null ? { lat: row.latitude, lon: row.longitude, heightKm: 0 } : null;
}

export const listFollowed = (db: Queryable, userId: string) =>
  db.query<{ norad_id: number; created_at: Date | string }>('SELECT norad_id, created_at FROM followed_satellites WHERE user_id = $1 ORDER BY created_at, norad_id', [userId]);

export async function follow(db: Queryable, userId: string, noradId: number): Promise<void> {
  await db.query('INSERT INTO followed_satellites (user_id, norad_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [userId, noradId]);
}

export async function unfollow(db: Queryable, userId: string, noradId: number): Promise<boolean> {
  return (await db.query('DELETE FROM followed_satellites WHERE user_id = $1 AND norad_id = $2 RETURNING norad_id', [userId, noradId])).length > 0;
}

/** Every follow of users who have a location, for the alerts job. */
export const followsOfLocatedUsers = (db: Queryable) =>
  db.query<{ user_id: string; norad_id: number }>(
    `SELECT f.user_id, f.norad_id FROM followed_satellites f JOIN users u ON u.id = f.user_id
     WHERE u.latitude IS NOT NULL AND u.longitude IS NOT NULL ORDER BY f.user_id, f.norad_id`,
  );
