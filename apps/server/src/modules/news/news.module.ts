/** Wires the news feed: its route and the hourly refresh (the first one at start, not awaited: offline starts). */
import type { AppContext } from '../../context.ts';
import { every } from '../../jobs/every.ts';
import type { App } from '../../lib/route-types.ts';
import { newsRoutes } from './news.routes.ts';
import { REFRESH_INTERVAL_MS, newsEnabled, refreshNews } from './news.service.ts';

export const NEWS_REFRESH_JOB = 'news refresh';

export async function newsModule(app: App, ctx: AppContext) {
  await newsRoutes(app, ctx);
  const enabled = newsEnabled(ctx.config.NEWS_URL);
  const job = every(ctx, NEWS_REFRESH_JOB, enabled ? REFRESH_INTERVAL_MS : 0, async () => {
    if ((await refreshNews(ctx)) === 'failed') throw new Error('news refresh failed; the last good set is kept');
  });
  let first: Promise<unknown> | undefined;
  app.addHook('onReady', async () => {
    if (!enabled) return;
    first = refreshNews(ctx).catch((err) => ctx.log.warn({ err: (err as Error).message }, 'news refresh crashed'));
    ctx.startup.push(first);
  });
  app.addHook('onClose', async () => {
    await first;
    await job.stop();
  });
}
