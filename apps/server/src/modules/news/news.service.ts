/**
 * Space Science news: the last good fetch of NEWS_URL (a Spaceflight News API-compatible source), refreshed hourly by
 * one process (advisory lock + claim, as launches do), or the bundled sample while none ever succeeded.
 */
import type { NewsFeed } from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import { parseNews } from './news-source.ts';
import { SAMPLE_NEWS } from './news-sample.ts';
import { claimRefresh, refreshFailed, refreshState, refreshSucceeded } from '../leases/leases.service.ts';
import * as repo from './news.repository.ts';

export const REFRESH_INTERVAL_MS = 3_600_000;
const FETCH_TIMEOUT_MS = 20_000;
const MAX_BYTES = 2_000_000;

export const newsEnabled = (url: string) => url.trim() !== '' && url.trim().toLowerCase() !== 'off';

const newestFirst = <T extends { publishedAt: string }>(items: T[]) =>
  [...items].sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt));

export async function feed(ctx: AppContext, limit: number): Promise<NewsFeed> {
  const state = await refreshState(ctx.db, 'news');
  const live = state.last_refresh !== null;
  return {
    items: newestFirst(live ? await repo.getItems(ctx.db) : SAMPLE_NEWS).slice(0, limit),
    status: {
      source: live ? 'live' : 'sample',
      lastRefresh: state.last_refresh ? new Date(state.last_refresh).toISOString() : null,
      lastError: state.last_error,
    },
  };
}

export async function refreshNews(
  ctx: AppContext,
  opts: { url?: string; fetchImpl?: typeof fetch; force?: boolean } = {},
): Promise<'disabled' | 'skipped' | 'refreshed' | 'failed'> {
  const url = (opts.url ?? ctx.config.NEWS_URL).trim();
  if (!newsEnabled(url)) return 'disabled';
  const claimed = await ctx.db.tx((q) =>
    claimRefresh(q, 'news', { force: Boolean(opts.force), minIntervalS: Math.floor(REFRESH_INTERVAL_MS / 1000) - 60 }),
  );
  if (!claimed) return 'skipped';
  try {
    const res = await (opts.fetchImpl ?? fetch)(url, {
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      headers: { accept: 'application/json' },
    });
    if (!res.ok) throw new Error(`news source answered HTTP ${res.status} (${new URL(url).host})`);
    const text = await res.text();
    if (text.length > MAX_BYTES) throw new Error(`news source answer is larger than ${MAX_BYTES} bytes`);
    const parsed = parseNews(text);
    if (!parsed.ok) throw new Error(parsed.error);
    await ctx.db.tx(async (q) => {
      await repo.saveItems(q, newestFirst(parsed.items));
      await refreshSucceeded(q, 'news');
    });
    ctx.log.info({ count: parsed.items.length, dropped: parsed.dropped }, 'news refreshed');
    return 'refreshed';
  } catch (err) {
    const message = (err as Error).message.slice(0, 500);
    const prev = await refreshState(ctx.db, 'news');
    await refreshFailed(ctx.db, 'news', message);
    if (prev.last_error !== message) ctx.log.warn({ err: message }, 'news refresh failed; keeping the last good set');
    return 'failed';
  }
}
