import type { Queryable } from '../../db/client.ts';

/**
 * The one "alert once" claim (issue 31): true the first time a user is sent the event `key`, false ever after, in
 * any process and any run. Run it in the transaction that stores the notification, so a crash loses neither.
 * `alsoTaken` are keys that mean the same event (a pass whose predicted culmination moved into the next bucket after
 * a catalogue refresh, a re-entry window that narrowed).
 */
export async function claimOnce(q: Queryable, userId: string, key: string, alsoTaken: string[] = []): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO alerts_sent (user_id, event_key)
     SELECT $1::uuid, $2::text
     WHERE NOT EXISTS (SELECT 1 FROM alerts_sent WHERE user_id = $1::uuid AND event_key = ANY($3::text[]))
     ON CONFLICT (user_id, event_key) DO NOTHING
     RETURNING event_key`,
    [userId, key, alsoTaken],
  );
  return rows.length > 0;
}

/**
 * Claims older than 60 days can no longer match an upcoming event: a re-entry window can keep one width for weeks,
 * the longest-lived key there is.
 */
export const pruneAlertsSent = (q: Queryable) =>
  q.query(`DELETE FROM alerts_sent WHERE sent_at < now() - interval '60 days'`);
