import type { AppContext } from '../context.ts';
import { finishRun, startRun } from './job-runs.repository.ts';

/** What the admin console reads (through this file, as before). */
export { listRecentRuns, summariseRuns, lastRunOf, lastFailureOf, type JobRunRow } from './job-runs.repository.ts';

/**
 * Runs `fn` as one recorded run of job `name`: a row when it starts, finished with ok or the error's
 * message. `failed` lets a job that reports failure by its result (rather than by throwing) say so.
 * Recording is best effort: a database hiccup while writing the record never fails the job itself.
 */
export async function recordRun<T>(
  ctx: AppContext,
  name: string,
  fn: () => Promise<T>,
  failed: (result: T) => string | null | Promise<string | null> = () => null,
): Promise<T> {
  const id = await startRun(ctx.db, name).catch(() => undefined);
  const finish = (error: string | null) =>
    id ? finishRun(ctx.db, id, name, error?.slice(0, 500) ?? null).catch(() => undefined) : undefined;
  try {
    const result = await fn();
    await finish(await failed(result));
    return result;
  } catch (err) {
    await finish((err as Error)?.message ?? String(err));
    throw err;
  }
}
