import type { NewsItem } from '@cosmos/contracts';
import type { Queryable } from '../../db/client.ts';

/** Serialises refresh claims across processes (any number unique in the app). */
const NEWS_LOCK = 727_016;

export interface NewsStateRow {
  items: NewsItem[];
  last_refresh: Date | null;
  last_error: string | null;
}

export const getState = async (q: Queryable) =>
  (await q.query<NewsStateRow>('SELECT items, last_refresh, last_error FROM news_state WHERE id = 1'))[0]!;

export const tryLock = async (q: Queryable) =>
  (await q.query<{ ok: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS ok', [NEWS_LOCK]))[0]!.ok;

/** Claims the next refresh: due (or forced) and no fresher claim by another process. */
export const claimRefresh = async (q: Queryable, force: boolean, minIntervalS: number) =>
  (
    await q.query(
      `UPDATE news_state SET refresh_claimed_at = now(), last_attempt = now()
        WHERE id = 1 AND ($1 OR last_attempt IS NULL OR last_attempt < now() - make_interval(secs => $2))
          AND (refresh_claimed_at IS NULL OR refresh_claimed_at < now() - interval '10 minutes')
        RETURNING id`,
      [force, minIntervalS],
    )
  ).length > 0;

export const saveItems = (q: Queryable, items: NewsItem[]) =>
  q.query(
    `UPDATE news_state SET items = $1::jsonb, last_refresh = now(), last_error = NULL, refresh_claimed_at = NULL
      WHERE id = 1`,
    [JSON.stringify(items)],
  );

export const recordFailure = (q: Queryable, message: string) =>
  q.query('UPDATE news_state SET last_error = $1, refresh_claimed_at = NULL WHERE id = 1', [message]);
