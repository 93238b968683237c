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
