/**
 * Catalogue upkeep for one process: load the bundled nominal catalogue into an empty database, fetch
 * CATALOG_URL at start and every 6 hours (one process wins the advisory-lock claim), and follow the
 * catalogue version so every process reloads its in-memory satrecs after any process changed it.
 */
import type { AppContext } from '../context.ts';
import { countedRun, jobFailures } from '../lib/metrics.ts';
import {
  REFRESH_INTERVAL_MS,
  ensureNominalCatalogue,
  lastRefreshError,
  refreshCatalogue,
} from '../modules/catalog/catalog.service.ts';
import type { SkyEngine } from '../sky/engine.ts';
import { recordRun } from './job-runs.ts';

export const CATALOG_REFRESH_JOB = 'catalogue refresh';

/** One recorded refresh (the scheduled one and the admin console's "refresh now"); a failed fetch counts as a failed run. */
export const recordedRefresh = (ctx: AppContext, engine: SkyEngine, force = false) =>
  // With refresh off nothing runs, so nothing is recorded (the Jobs tab would otherwise show a run that did nothing).
  ctx.config.CATALOG_URL === 'off'
    ? refreshCatalogue(ctx, engine, { force })
    : recordRun(
        ctx,
        CATALOG_REFRESH_JOB,
        () => refreshCatalogue(ctx, engine, { force }),
        async (outcome) =>
          outcome === 'failed'
            ? ((await lastRefreshError(ctx)) ?? 'the catalogue source could not be fetched or parsed')
            : null,
      );

const VERSION_POLL_MS = 60_000;

export async function startCatalogJobs(ctx: AppContext, engine: SkyEngine): Promise<{ stop(): Promise<void> }> {
  await ensureNominalCatalogue(ctx.db);
  await engine.refreshFromDb(true);
  const timers: NodeJS.Timeout[] = [];
  let stopped = false;
  // Runs in progress: stop() waits for them, so none uses the database after it closes.
  const inFlight = new Set<Promise<unknown>>();
  const track = (p: Promise<unknown>) => {
    const done = p.finally(() => inFlight.delete(done));
    inFlight.add(done);
  };
  let refreshing = false;
  const refresh = () => {
    if (stopped || refreshing) return;
    refreshing = true;
    const run = countedRun(CATALOG_REFRESH_JOB, () => recordedRefresh(ctx, engine))
      // A failed download is answered 'failed', not thrown: it counts as a failure all the same.
      .then((outcome) => outcome === 'failed' && jobFailures.inc({ job: CATALOG_REFRESH_JOB }))
      .catch((err) => ctx.log.warn({ err: (err as Error).message }, 'catalogue refresh crashed'))
      .finally(() => (refreshing = false));
    track(run);
    return run;
  };
  if (ctx.config.CATALOG_URL !== 'off') {
    // Not awaited: the server must start without network. main.ts waits a moment for it before its banner.
    const first = refresh();
    if (first) ctx.startup.push(first);
    timers.push(setInterval(refresh, REFRESH_INTERVAL_MS).unref());
  }
  timers.push(
    setInterval(() => {
      if (!stopped) track(engine.refreshFromDb().catch(() => undefined));
    }, VERSION_POLL_MS).unref(),
  );
  return {
    /** No new run starts; resolves once the runs in progress have finished. */
    async stop() {
      stopped = true;
      for (const t of timers) clearInterval(t);
      await Promise.all(inFlight);
    },
  };
}
