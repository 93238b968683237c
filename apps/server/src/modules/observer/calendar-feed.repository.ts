/** SQL of the private calendar feeds: one row per user, found by the SHA-256 of its secret. */
import type { Queryable } from '../../db/client.ts';

export interface FeedRow {
  user_id: string;
  location_id: string | null;
  created_at: Date;
  last_fetched_at: Date | null;
}

const COLS = 'user_id, location_id, created_at, last_fetched_at';

export const findByUser = async (db: Queryable, userId: string) =>
  (await db.query<FeedRow>(`SELECT ${COLS} FROM calendar_feeds WHERE user_id = $1`, [userId]))[0];

export const findBySecretHash = async (db: Queryable, secretHash: string) =>
  (await db.query<FeedRow>(`SELECT ${COLS} FROM calendar_feeds WHERE secret_hash = $1`, [secretHash]))[0];

/** A new secret (and location) for the user's feed; the old URL stops working in the same statement. */
export const upsert = async (db: Queryable, userId: string, secretHash: string, locationId: string | null) =>
  (
    await db.query<FeedRow>(
      `INSERT INTO calendar_feeds (user_id, secret_hash, location_id) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET secret_hash = EXCLUDED.secret_hash, location_id = EXCLUDED.location_id,
         created_at = now(), last_fetched_at = NULL
       RETURNING ${COLS}`,
      [userId, secretHash, locationId],
    )
  )[0];

export const remove = async (db: Queryable, userId: string) =>
  (await db.query('DELETE FROM calendar_feeds WHERE user_id = $1 RETURNING user_id', [userId])).length > 0;

export const touch = (db: Queryable, userId: string) =>
  db.query('UPDATE calendar_feeds SET last_fetched_at = now() WHERE user_id = $1', [userId]);
