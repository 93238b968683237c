import type { Queryable } from '../../db/client.ts';

export interface FollowRow {
  user_id: string;
  object_id: string;
  conjunction_threshold_km: number;
  created_at: Date;
}

export const listForUser = (q: Queryable, userId: string) =>
  q.query<FollowRow>(
    'SELECT user_id, object_id, conjunction_threshold_km, created_at FROM followed_objects WHERE user_id = $1 ORDER BY created_at, object_id',
    [userId],
  );

export const countForUser = async (q: Queryable, userId: string) =>
  (await q.query<{ n: number }>('SELECT count(*)::int AS n FROM followed_objects WHERE user_id = $1', [userId]))[0].n;

/** Follows or changes the threshold of an object already followed. */
export const upsert = async (q: Queryable, userId: string, objectId: string, thresholdKm: number) =>
  (
    await q.query<FollowRow>(
      `INSERT INTO followed_objects (user_id, object_id, conjunction_threshold_km) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, object_id) DO UPDATE SET conjunction_threshold_km = EXCLUDED.conjunction_threshold_km
       RETURNING user_id, object_id, conjunction_threshold_km, created_at`,
      [userId, objectId, thresholdKm],
    )
  )[0];

export const remove = async (q: Queryable, userId: string, objectId: string) =>
  (
    await q.query('DELETE FROM followed_objects WHERE user_id = $1 AND object_id = $2 RETURNING object_id', [
      userId,
      objectId,
    ])
  ).length > 0;

/** Every follow of a satellite, all users (for the conjunction alerts). */
export const satelliteFollows = (q: Queryable) =>
  q.query<FollowRow>(
    `SELECT user_id, object_id, conjunction_threshold_km, created_at FROM followed_objects WHERE object_id LIKE 'sat-%'`,
  );
