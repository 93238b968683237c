/**
 * Wires the accuracy report: its public route and the job that measures it every ACCURACY_INTERVAL_MS (one process
 * per interval under the claim). At start, a run is begun in the background when the last report is older than the
 * interval (never awaited: the measurements take seconds in a worker thread).
 */
import type { AppContext } from '../../context.ts';
import { every } from '../../jobs/every.ts';
import type { App } from '../../lib/route-types.ts';
import type { SkyEngine } from '../../sky/engine.ts';
import { accuracyRoutes } from './accuracy.routes.ts';
import { ACCURACY_JOB, refreshAccuracy } from './accuracy.service.ts';

export async function accuracyModule(app: App, ctx: AppContext, engine: SkyEngine) {
  await accuracyRoutes(app, ctx);
  const interval = ctx.config.ACCURACY_INTERVAL_MS;
  const abort = new AbortController();
  const run = async () => {
    if ((await refreshAccuracy(ctx, engine, { signal: abort.signal })) === 'failed')
      throw new Error('accuracy report failed; the last one is kept');
  };
  const job = every(ctx, ACCURACY_JOB, interval, run);
  let first: Promise<unknown> | undefined;
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (interval === 0) return;
    // After the catalogue has loaded (app.ts starts the catalogue jobs after ready), not awaited.
    timer = setTimeout(() => {
      first = refreshAccuracy(ctx, engine, { signal: abort.signal }).catch((err) =>
        ctx.log.warn({ err: (err as Error).message }, 'accuracy report crashed'),
      );
    }, 5_000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearTimeout(timer);
    abort.abort();
    await first;
    await job.stop();
  });
}
