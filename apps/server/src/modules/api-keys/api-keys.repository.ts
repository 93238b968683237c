import type { Queryable } from '../../db/client.ts';

export interface ApiKeyRow {
  id: string;
  user_id: string;
  name: string;
  prefix: string;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

export const insertKey = async (q: Queryable, userId: string, name: string, prefix: string, hash: string) =>
  (
    await q.query<ApiKeyRow>(
      'INSERT INTO api_keys (user_id, name, prefix, key_hash) VALUES ($1,$2,$3,$4) RETURNING *',
      [userId, name, prefix, hash],
    )
  )[0]!;

export const listKeys = (q: Queryable, userId: string) =>
  q.query<ApiKeyRow>('SELECT * FROM api_keys WHERE user_id = $1 AND revoked_at IS NULL ORDER BY created_at DESC', [
    userId,
  ]);

export const revokeKey = async (q: Queryable, userId: string, id: string) =>
  (
    await q.query<{ id: string }>(
      'UPDATE api_keys SET revoked_at = now() WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL RETURNING id',
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
    await q.query<ApiKeyRow>(
      // A disabled owner's keys stop working with the account.
      'SELECT k.* FROM api_keys k JOIN users u ON u.id = k.user_id WHERE k.key_hash = $1 AND k.revoked_at IS NULL AND u.disabled_at IS NULL',
      [hash],
    )
  )[0];

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
