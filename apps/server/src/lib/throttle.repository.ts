/** SQL of the database-backed throttles and token buckets (lib/throttle.ts), used when Redis is not configured. */
import type { Queryable } from '../db/client.ts';

/** Seconds the key is still blocked for (0 when it is not). */
export const blockedFor = async (q: Queryable, key: string) =>
  (
    await q.query<{ wait: number }>(
      `SELECT GREATEST(0, EXTRACT(EPOCH FROM (blocked_until - now())))::float8 AS wait FROM throttle WHERE key = $1 AND blocked_until > now()`,
      [key],
    )
  )[0]?.wait ?? 0;

/** Counts one failure in the key's window (a window older than `windowSeconds` starts again at 1); the new count. */
export const countFailure = async (q: Queryable, key: string, windowSeconds: number) =>
  (
    await q.query<{ failures: number }>(
      `INSERT INTO throttle (key, failures, window_start) VALUES ($1, 1, now())
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN throttle.window_start < now() - make_interval(secs => $2) THEN 1 ELSE throttle.failures + 1 END,
         window_start = CASE WHEN throttle.window_start < now() - make_interval(secs => $2) THEN now() ELSE throttle.window_start END
       RETURNING failures`,
      [key, windowSeconds],
    )
  )[0]!.failures;

export const blockKey = (q: Queryable, key: string, seconds: number) =>
  q.query(`UPDATE throttle SET blocked_until = now() + make_interval(secs => $2) WHERE key = $1`, [key, seconds]);

export const resetKey = (q: Queryable, key: string) => q.query('DELETE FROM throttle WHERE key = $1', [key]);

// The refill expression is repeated so that one upsert decides and spends atomically.
const refilled = `LEAST($2::float8, rate_buckets.tokens + EXTRACT(EPOCH FROM (now() - rate_buckets.updated_at))::float8 * $3::float8)`;

/** Refills the bucket for the time passed and spends one token if there is one; the tokens left and whether it was spent. */
export const takeToken = async (q: Queryable, key: string, capacity: number, perSecond: number) =>
  (
    await q.query<{ tokens: number; allowed: boolean }>(
      `INSERT INTO rate_buckets (key, tokens, allowed, updated_at) VALUES ($1, $2::float8 - 1, true, now())
       ON CONFLICT (key) DO UPDATE SET
         tokens = CASE WHEN ${refilled} >= 1 THEN ${refilled} - 1 ELSE ${refilled} END,
         allowed = ${refilled} >= 1,
         updated_at = now()
       RETURNING tokens, allowed`,
      [key, capacity, perSecond],
    )
  )[0]!;
