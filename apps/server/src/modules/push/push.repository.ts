/** SQL of Web Push (issue 35): the browsers subscribed per user (`push_subscriptions`), keys sealed by the service. */
import type { Queryable } from '../../db/client.ts';

export interface PushRow {
  id: string;
  user_id: string;
  endpoint: string;
  /** Sealed JSON {p256dh, auth} (lib/secret-box.ts). */
  keys: string;
  user_agent: string | null;
  created_at: Date;
  last_success_at: Date | null;
}

const COLUMNS = 'id, user_id, endpoint, keys, user_agent, created_at, last_success_at';

/**
 * Stores a browser's subscription for the user. The endpoint is the browser's: subscribing again (new keys) or
 * from another account on the same browser replaces the row, so a device never notifies two accounts.
 */
export const upsert = async (q: Queryable, userId: string, endpoint: string, keys: string, userAgent: string | null) =>
  (
    await q.query<PushRow>(
      `INSERT INTO push_subscriptions AS p (user_id, endpoint, keys, user_agent) VALUES ($1, $2, $3, $4)
       ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, keys = EXCLUDED.keys,
         user_agent = EXCLUDED.user_agent, failures = 0,
         created_at = CASE WHEN p.user_id = EXCLUDED.user_id THEN p.created_at ELSE now() END
       RETURNING ${COLUMNS}`,
      [userId, endpoint, keys, userAgent],
    )
  )[0]!;

export const listForUser = (q: Queryable, userId: string) =>
  q.query<PushRow>(`SELECT ${COLUMNS} FROM push_subscriptions WHERE user_id = $1 ORDER BY created_at, id`, [userId]);

export const countForUser = async (q: Queryable, userId: string) =>
  (await q.query<{ n: number }>('SELECT count(*)::int AS n FROM push_subscriptions WHERE user_id = $1', [userId]))[0]!
    .n;

export const findForUser = async (q: Queryable, userId: string, id: string) =>
  (
    await q.query<PushRow>(`SELECT ${COLUMNS} FROM push_subscriptions WHERE user_id = $1 AND id = $2::uuid`, [
      userId,
      id,
    ])
  )[0];

export const removeForUser = async (q: Queryable, userId: string, id: string) =>
  (await q.query('DELETE FROM push_subscriptions WHERE user_id = $1 AND id = $2::uuid RETURNING id', [userId, id]))
    .length > 0;

/** The push service said the subscription is gone (404/410). */
export const removeById = (q: Queryable, id: string) => q.query('DELETE FROM push_subscriptions WHERE id = $1', [id]);

export const markSuccess = (q: Queryable, id: string) =>
  q.query('UPDATE push_subscriptions SET last_success_at = now(), failures = 0 WHERE id = $1', [id]);

export const markFailure = (q: Queryable, id: string) =>
  q.query('UPDATE push_subscriptions SET last_failure_at = now(), failures = failures + 1 WHERE id = $1', [id]);

/** A push waiting for its next try (push_retries), with its subscription's endpoint and sealed keys. */
export interface RetryRow extends PushRow {
  retry_id: string;
  payload: unknown;
  urgency: string;
  ttl_seconds: number;
  attempts: number;
  expires_at: Date;
}

/** Keeps a push for another try after `delayMs`; `attempts` tries have been made. */
export const scheduleRetry = (
  q: Queryable,
  subscriptionId: string,
  payload: unknown,
  o: { urgency: string; ttlSeconds: number; attempts: number; delayMs: number; expiresAt: Date },
) =>
  q.query(
    `INSERT INTO push_retries (subscription_id, payload, urgency, ttl_seconds, attempts, next_at, expires_at)
     VALUES ($1, $2::jsonb, $3, $4, $5, now() + $6 * interval '1 millisecond', $7)`,
    [subscriptionId, JSON.stringify(payload), o.urgency, o.ttlSeconds, o.attempts, o.delayMs, o.expiresAt],
  );

/**
 * Claims up to `limit` due retries for this process (SKIP LOCKED: two processes never claim the same row; a claim
 * older than `leaseS` seconds is a crashed holder's and is taken over), with what sending them needs.
 */
export const claimDueRetries = (q: Queryable, limit: number, leaseS: number) =>
  q.query<RetryRow>(
    `WITH claimed AS (
       UPDATE push_retries SET claimed_at = now()
       WHERE id IN (SELECT id FROM push_retries
                    WHERE next_at <= now() AND (claimed_at IS NULL OR claimed_at < now() - $2 * interval '1 second')
                    ORDER BY next_at LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING id, subscription_id, payload, urgency, ttl_seconds, attempts, expires_at)
     SELECT c.id AS retry_id, c.payload, c.urgency, c.ttl_seconds, c.attempts, c.expires_at,
            s.id, s.user_id, s.endpoint, s.keys, s.user_agent, s.created_at, s.last_success_at
     FROM claimed c JOIN push_subscriptions s ON s.id = c.subscription_id`,
    [limit, leaseS],
  );

/** The next try of a claimed retry, `delayMs` from now; the claim is released. */
export const rescheduleRetry = (q: Queryable, retryId: string, attempts: number, delayMs: number) =>
  q.query(
    `UPDATE push_retries SET attempts = $2, next_at = now() + $3 * interval '1 millisecond', claimed_at = NULL
     WHERE id = $1`,
    [retryId, attempts, delayMs],
  );

/** A retry that ended: delivered, given up or expired. */
export const removeRetry = (q: Queryable, retryId: string) =>
  q.query('DELETE FROM push_retries WHERE id = $1', [retryId]);

/** The retries waiting for a subscription. */
export const retriesFor = (q: Queryable, subscriptionId: string) =>
  q.query<{ attempts: number; next_at: Date; claimed_at: Date | null }>(
    'SELECT attempts, next_at, claimed_at FROM push_retries WHERE subscription_id = $1 ORDER BY created_at',
    [subscriptionId],
  );
