/**
 * Wires launches and the re-entry watch: routes, the hourly Launch Library refresh (one process per hour
 * under the advisory-lock claim; the first one right at start, not awaited, so the server starts offline),
 * and the watch-alerts job (launch windows an hour ahead, re-entry windows narrowing).
 */
import type { AppContext } from '../../context.ts';
import { every } from '../../jobs/every.ts';
import type { App } from '../../lib/route-types.ts';
import type { SkyEngine } from '../../sky/engine.ts';
import { pruneAlertsSent } from '../notifications/notifications.service.ts';
import { alertReentryFollowers } from '../reentries/reentry-alerts.ts';
import { reentriesRoutes } from '../reentries/reentries.routes.ts';
import type { DecayedSource } from '../reentries/reentries.service.ts';
import { alertLaunchWindows } from './launch-alerts.ts';
import { launchesRoutes } from './launches.routes.ts';
import { trainsRoutes } from './trains.routes.ts';
import { REFRESH_INTERVAL_MS, refreshLaunches, sourceUrls } from './launches.service.ts';

export const LAUNCH_REFRESH_JOB = 'launch refresh';
export const WATCH_ALERTS_JOB = 'launch and re-entry alerts';

export async function launchesModule(
  app: App,
  ctx: AppContext,
  engine: SkyEngine,
  decayed: DecayedSource = async () => ({ source: 'sample', windowDays: 30, items: [] }),
) {
  await trainsRoutes(app, ctx, engine); // before /api/launches/:id reads 'trains' as an id
  await launchesRoutes(app, ctx, engine);
  await reentriesRoutes(app, ctx.db, engine, decayed);
  const enabled = sourceUrls(ctx.config.LAUNCHES_URL).length > 0;
  const refresh = async () => {
    if ((await refreshLaunches(ctx)) === 'failed') throw new Error('launch refresh failed; the last good set is kept');
  };
  const jobs = [
    every(ctx, LAUNCH_REFRESH_JOB, enabled ? REFRESH_INTERVAL_MS : 0, refresh),
    every(ctx, WATCH_ALERTS_JOB, ctx.config.WATCH_ALERTS_INTERVAL_MS, async () => {
      const now = new Date();
      await alertLaunchWindows(ctx, now);
      await alertReentryFollowers(ctx, engine, now);
      await pruneAlertsSent(ctx.db);
    }),
  ];
  let first: Promise<unknown> | undefined;
  app.addHook('onReady', async () => {
    if (enabled) {
      first = refreshLaunches(ctx).catch((err) =>
        ctx.log.warn({ err: (err as Error).message }, 'launch refresh crashed'),
      );
      ctx.startup.push(first);
    }
  });
  app.addHook('onClose', async () => {
    await first;
    await Promise.all(jobs.map((j) => j.stop()));
  });
}
