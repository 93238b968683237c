import type { Queryable } from '../../db/client.ts';

/** True the first time this user claims this event in `watch_alerts_sent` (any process); see launches.repository. */
export const claimAlert = async (q: Queryable, userId: string, key: string, alsoTaken: string[] = []) =>
  (
    await q.query(
      `INSERT INTO watch_alerts_sent (user_id, event_key)
       SELECT $1::uuid, $2::text
       WHERE NOT EXISTS (SELECT 1 FROM watch_alerts_sent WHERE user_id = $1::uuid AND event_key = ANY($3::text[]))
       ON CONFLICT (user_id, event_key) DO NOTHING
       RETURNING event_key`,
      [userId, key, alsoTaken],
    )
  ).length > 0;
