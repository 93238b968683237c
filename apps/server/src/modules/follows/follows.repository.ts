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

/**
 * Every follow of a satellite, all users (for the conjunction and re-entry alerts): personal follows plus the objects
 * an active team (`activeTeamIds`, from the teams module) shares, expanded to each of its members. One row per user
 * and object; the tighter threshold wins. Membership is read here on every run, so a removed member stops at once.
 */
export const satelliteFollows = (q: Queryable, activeTeamIds: string[]) =>
  q.query<FollowRow>(
    `SELECT user_id, object_id, min(conjunction_threshold_km) AS conjunction_threshold_km, min(created_at) AS created_at
     FROM (
       SELECT user_id, object_id, conjunction_threshold_km, created_at FROM followed_objects WHERE object_id LIKE 'sat-%'
       UNION ALL
       SELECT m.user_id, f.object_id, f.conjunction_threshold_km, f.created_at
       FROM team_followed_objects f JOIN team_members m ON m.team_id = f.team_id
       WHERE f.object_id LIKE 'sat-%' AND f.team_id = ANY($1::uuid[])
     ) every_follow GROUP BY user_id, object_id ORDER BY user_id, object_id`,
    [activeTeamIds],
  );

export interface TeamFollowRow {
  object_id: string;
  conjunction_threshold_km: number;
  shared_by_name: string | null;
  created_at: Date;
}

export const listForTeam = (q: Queryable, teamId: string) =>
  q.query<TeamFollowRow>(
    `SELECT f.object_id, f.conjunction_threshold_km, f.created_at, (u.first_name || ' ' || u.last_name) AS shared_by_name
     FROM team_followed_objects f LEFT JOIN users u ON u.id = f.shared_by WHERE f.team_id = $1 ORDER BY f.created_at, f.object_id`,
    [teamId],
  );

export const countForTeam = async (q: Queryable, teamId: string) =>
  (await q.query<{ n: number }>('SELECT count(*)::int AS n FROM team_followed_objects WHERE team_id = $1', [teamId]))[0]
    .n;

export const upsertForTeam = (q: Queryable, teamId: string, objectId: string, thresholdKm: number, by: string) =>
  q.query(
    `INSERT INTO team_followed_objects (team_id, object_id, conjunction_threshold_km, shared_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (team_id, object_id) DO UPDATE SET conjunction_threshold_km = EXCLUDED.conjunction_threshold_km`,
    [teamId, objectId, thresholdKm, by],
  );

export const removeForTeam = async (q: Queryable, teamId: string, objectId: string) =>
  (
    await q.query('DELETE FROM team_followed_objects WHERE team_id = $1 AND object_id = $2 RETURNING object_id', [
      teamId,
      objectId,
    ])
  ).length > 0;
