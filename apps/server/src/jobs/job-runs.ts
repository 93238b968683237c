import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/client.ts';

/** Runs kept per job: enough for the admin console's history, bounded for a job that ticks every minute. */
const KEEP_PER_JOB = 200;

export interface JobRunRow {
  id: string;
  name: string;
  started_at: Date | string;
  finished_at: Date | string | null;
  ok: boolean | null;
  error: string | null;
}

const startRun = async (q: Queryable, name: string) =>
  (await q.query<{ id: string }>('INSERT INTO job_runs (name) VALUES ($1) RETURNING id', [name]))[0]!.id;

async function finishRun(q: Queryable, id: string, name: string, error: string | null) {
  await q.query('UPDATE job_runs SET finished_at = now(), ok = $2, error = $3 WHERE id = $1', [
    id,
    error === null,
    error,
  ]);
  await q.query(
    `DELETE FROM job_runs WHERE name = $1 AND id NOT IN (SELECT id FROM job_runs WHERE name = $1 ORDER BY started_at DESC LIMIT $2)`,
    [name, KEEP_PER_JOB],
  );
}

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

export const listRecentRuns = (q: Queryable, limit: number) =>
  q.query<JobRunRow>(
    'SELECT id, name, started_at, finished_at, ok, error FROM job_runs ORDER BY started_at DESC LIMIT $1',
    [limit],
  );

export interface JobSummaryRow {
  name: string;
  runs_24h: number;
  failures_24h: number;
}
export const summariseRuns = (q: Queryable) =>
  q.query<JobSummaryRow>(
    `SELECT name, count(*) FILTER (WHERE started_at > now() - interval '1 day')::int AS runs_24h,
            count(*) FILTER (WHERE started_at > now() - interval '1 day' AND ok = false)::int AS failures_24h
       FROM job_runs GROUP BY name ORDER BY name`,
  );
export const lastRunOf = async (q: Queryable, name: string) =>
  (
    await q.query<JobRunRow>(
      'SELECT id, name, started_at, finished_at, ok, error FROM job_runs WHERE name = $1 ORDER BY started_at DESC LIMIT 1',
      [name],
    )
  )[0];
export const lastFailureOf = async (q: Queryable, name: string) =>
  (
    await q.query<JobRunRow>(
      'SELECT id, name, started_at, finished_at, ok, error FROM job_runs WHERE name = $1 AND ok = false ORDER BY started_at DESC LIMIT 1',
      [name],
    )
  )[0];
