import type { Queryable } from '../../db/client.ts';

/** Adds bytes to the user's counter for the period starting at `periodStart`. */
export const addBytes = (q: Queryable, userId: string, periodStart: Date, bytes: number) =>
  q.query(
    `INSERT INTO usage_counters (user_id, period_start, bytes) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, period_start) DO UPDATE SET bytes = usage_counters.bytes + EXCLUDED.bytes`,
    [userId, periodStart, bytes],
  );

export const bytesUsed = async (q: Queryable, userId: string, periodStart: Date) =>
  Number(
    (
      await q.query<{ bytes: number }>('SELECT bytes FROM usage_counters WHERE user_id = $1 AND period_start = $2', [
        userId,
        periodStart,
      ])
    )[0]?.bytes ?? 0,
  );
