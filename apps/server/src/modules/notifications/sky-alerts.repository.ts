import type { Queryable } from '../../db/client.ts';

/**
 * Claims a sky alert for a user: true the first time, false ever after (any process). `alsoTaken` are keys
 * that mean the same event (an ISS pass whose predicted culmination moved into the next bucket after a
 * catalogue refresh).
 */
export async function claimSkyAlert(
  q: Queryable,
  userId: string,
  key: string,
  alsoTaken: string[] = [],
): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO sky_alerts_sent (user_id, event_key)
     SELECT $1::uuid, $2::text
     WHERE NOT EXISTS (SELECT 1 FROM sky_alerts_sent WHERE user_id = $1::uuid AND event_key = ANY($3::text[]))
     ON CONFLICT (user_id, event_key) DO NOTHING
     RETURNING event_key`,
    [userId, key, alsoTaken],
  );
  return rows.length > 0;
}

/** Keys older than a week can no longer match an upcoming event. */
export const pruneSkyAlerts = (q: Queryable) =>
  q.query(`DELETE FROM sky_alerts_sent WHERE sent_at < now() - interval '7 days'`);
