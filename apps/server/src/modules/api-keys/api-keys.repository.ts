import type { Queryable } from '../../db/client.ts';
import { isUuid } from '../../lib/uuid.ts';

export interface ApiKeyRow {
  id: string;
  user_id: string;
  name: string;
  prefix: string;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
  team_id: string | null;
}

export const insertKey = async (
  q: Queryable,
  userId: string,
  name: string,
  prefix: string,
  hash: string,
  teamId: string | null = null,
) =>
  (
    await q.query<ApiKeyRow>(
      'INSERT INTO api_keys (user_id, name, prefix, key_hash, team_id) VALUES ($1,$2,$3,$4,$5) RETURNING *',
      [userId, name, prefix, hash, teamId],
    )
  )[0]!;

export const listKeys = (q: Queryable, userId: string) =>
  q.query<ApiKeyRow>(
    'SELECT * FROM api_keys WHERE user_id = $1 AND team_id IS NULL AND revoked_at IS NULL ORDER BY created_at DESC',
    [userId],
  );

export const revokeKey = async (q: Queryable, userId: string, id: string) =>
  (
    await q.query<{ id: string }>(
      'UPDATE api_keys SET revoked_at = now() WHERE id = $1 AND user_id = $2 AND team_id IS NULL AND revoked_at IS NULL RETURNING id',
      [id, userId],
    )
  ).length > 0;

/** Every live key of the account (a password reset or "sign out others"); answers how many. */
export const revokeAllKeys = async (q: Queryable, userId: string) =>
  (
    await q.query<{ id: string }>(
      'UPDATE api_keys SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL RETURNING id',
      [userId],
    )
  ).length;

export const findLiveKey = async (q: Queryable, hash: string) =>
  (
    await q.query<ApiKeyRow & { acting_user_id: string }>(
      // A disabled creator's keys stop working with the account. A team key acts for the team's owner
      // (whose subscription it is metered to); a personal key for its creator.
      `SELECT k.*, COALESCE(t.owner_id, k.user_id) AS acting_user_id FROM api_keys k JOIN users u ON u.id = k.user_id
       LEFT JOIN teams t ON t.id = k.team_id
       WHERE k.key_hash = $1 AND k.revoked_at IS NULL AND u.disabled_at IS NULL`,
      [hash],
    )
  )[0];

export const listTeamKeys = (q: Queryable, teamId: string) =>
  q.query<ApiKeyRow & { created_by_name: string }>(
    `SELECT k.*, (u.first_name || ' ' || u.last_name) AS created_by_name FROM api_keys k JOIN users u ON u.id = k.user_id
     WHERE k.team_id = $1 AND k.revoked_at IS NULL ORDER BY k.created_at DESC`,
    [teamId],
  );

export const revokeTeamKey = async (q: Queryable, teamId: string, id: string) =>
  (
    await q.query<{ name: string }>(
      'UPDATE api_keys SET revoked_at = now() WHERE id = $2 AND team_id = $1 AND revoked_at IS NULL RETURNING name',
      [teamId, isUuid(id) ? id : null],
    )
  )[0]?.name;

/** A member leaving or removed has seen the secrets of the keys they created: those stop working with them. */
export const revokeTeamKeysCreatedBy = async (q: Queryable, teamId: string, userId: string) =>
  (
    await q.query(
      'UPDATE api_keys SET revoked_at = now() WHERE team_id = $1 AND user_id = $2 AND revoked_at IS NULL RETURNING id',
      [teamId, userId],
    )
  ).length;

export const touchKey = (q: Queryable, id: string) =>
  q.query(
    `UPDATE api_keys SET last_used_at = now() WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
    [id],
  );

/** Fixed one-minute windows; returns the hits in the current window including this one. */
export async function hitDb(q: Queryable, keyId: string) {
  const rows = await q.query<{ hits: number }>(
    `INSERT INTO api_key_hits (key_id, window_start, hits) VALUES ($1, date_trunc('minute', now()), 1)
     ON CONFLICT (key_id, window_start) DO UPDATE SET hits = api_key_hits.hits + 1 RETURNING hits`,
    [keyId],
  );
  return rows[0]!.hits;
}

/** Per-key rate windows older than an hour serve nothing; keeps the table small. */
export const pruneHits = (q: Queryable) =>
  q.query(`DELETE FROM api_key_hits WHERE window_start < now() - interval '1 hour'`);
