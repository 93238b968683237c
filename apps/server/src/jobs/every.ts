import type { AppContext } from '../context.ts';
import { countedRun } from '../lib/metrics.ts';
import { recordRun } from './job-runs.ts';

export interface Job {
  /** No new run starts; resolves once a run in progress has finished (so the database can close after it). */
  stop(): Promise<void>;
}

/**
 * Runs `run` every `intervalMs` (0: never), never two at once; a failure is logged under `name` and the next
 * tick tries again. Runs and failures are counted in /metrics and recorded in `job_runs` (the admin console's
 * Jobs tab). The timer does not keep the process alive.
 */
export function every(ctx: AppContext, name: string, intervalMs: number, run: () => Promise<unknown>): Job {
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const timer =
    intervalMs > 0
      ? setInterval(() => {
          if (running || stopped) return;
          running = recordRun(ctx, name, () => countedRun(name, run))
            .catch((err) => ctx.log.error({ err }, `${name} run failed`))
            .finally(() => (running = undefined));
        }, intervalMs)
      : undefined;
  timer?.unref();
  return {
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
