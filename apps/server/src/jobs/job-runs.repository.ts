/** The job_runs table: one row per run of a scheduled job (jobs/job-runs.ts records them; admin lists them). */
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

export const startRun = async (q: Queryable, name: string) =>
  (await q.query<{ id: string }>('INSERT INTO job_runs (name) VALUES ($1) RETURNING id', [name]))[0]!.id;

/** Finishes a run (ok when `error` is null) and keeps the newest KEEP_PER_JOB runs of that job. */
export async function finishRun(q: Queryable, id: string, name: string, error: string | null) {
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
