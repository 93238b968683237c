import type { Queryable } from '../../db/client.ts';

/** Any constant, the same in every process: one screening run at a time across processes. */
export const CONJUNCTION_LOCK = 727_015;

export interface RunRow {
  id: string;
  status: 'running' | 'done' | 'failed';
  trigger: 'catalog' | 'admin' | 'start';
  started_at: Date;
  finished_at: Date | null;
  duration_ms: number | null;
  window_start: Date;
  window_end: Date;
  threshold_km: number;
  catalog_version: string | null;
  objects: number | null;
  pairs_examined: string | null;
  conjunctions: number | null;
  error: string | null;
}

export interface ConjunctionRow {
  id: string;
  primary_norad: number;
  secondary_norad: number;
  primary_name: string;
  secondary_name: string;
  primary_line1: string;
  primary_line2: string;
  secondary_line1: string;
  secondary_line2: string;
  primary_epoch: Date;
  secondary_epoch: Date;
  tca: Date;
  miss_km: number;
  rel_speed_kms: number;
  radial_km: number;
  in_track_km: number;
  cross_track_km: number;
}

export type NewConjunction = Omit<ConjunctionRow, 'id'>;

const RUN_COLUMNS =
  'id::text AS id, status, trigger, started_at, finished_at, duration_ms, window_start, window_end, threshold_km, catalog_version::text AS catalog_version, objects, pairs_examined::text AS pairs_examined, conjunctions, error';

/** A run still 'running' after this long belongs to a process that died; another may start. */
const STALE_RUN = '2 hours';

/**
 * Claims the right to run a screen: under a transaction-scoped advisory lock, fails a stale 'running'
 * row, refuses while a live one exists, and inserts the new run. Null when another run is in progress.
 */
export async function claimRun(
  q: Queryable,
  run: {
    trigger: RunRow['trigger'];
    windowStart: Date;
    windowEnd: Date;
    thresholdKm: number;
    catalogVersion: number;
    freshFor?: string;
  },
): Promise<RunRow | null> {
  const got = (await q.query<{ ok: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS ok', [CONJUNCTION_LOCK]))[0].ok;
  if (!got) return null;
  await q.query(
    `UPDATE conjunction_runs SET status = 'failed', error = 'abandoned', finished_at = now() WHERE status = 'running' AND started_at < now() - interval '${STALE_RUN}'`,
  );
  const busy = await q.query(`SELECT 1 FROM conjunction_runs WHERE status = 'running'`);
  if (busy.length > 0) return null;
  // Automatic runs: every process sees the same catalogue change; the first one screens it.
  if (run.freshFor) {
    const fresh = await q.query(
      `SELECT 1 FROM conjunction_runs WHERE status = 'done' AND catalog_version = $1 AND started_at > now() - $2::interval`,
      [run.catalogVersion, run.freshFor],
    );
    if (fresh.length > 0) return null;
  }
  const rows = await q.query<RunRow>(
    `INSERT INTO conjunction_runs (status, trigger, window_start, window_end, threshold_km, catalog_version) VALUES ('running', $1, $2, $3, $4, $5) RETURNING ${RUN_COLUMNS}`,
    [run.trigger, run.windowStart.toISOString(), run.windowEnd.toISOString(), run.thresholdKm, run.catalogVersion],
  );
  return rows[0];
}

const CHUNK = 400;
const COLS = [
  'primary_norad',
  'secondary_norad',
  'primary_name',
  'secondary_name',
  'primary_line1',
  'primary_line2',
  'secondary_line1',
  'secondary_line2',
  'primary_epoch',
  'secondary_epoch',
  'tca',
  'miss_km',
  'rel_speed_kms',
  'radial_km',
  'in_track_km',
  'cross_track_km',
] as const;

/** Replaces the stored encounters with this run's and marks it done (call inside one transaction). */
export async function replaceResults(
  q: Queryable,
  runId: string,
  rows: NewConjunction[],
  done: { durationMs: number; objects: number; pairsExamined: number },
) {
  await q.query('DELETE FROM conjunctions');
  for (let i = 0; i < rows.length; i += CHUNK) {
    const part = rows.slice(i, i + CHUNK);
    const params: unknown[] = [];
    const values = part.map((r, j) => {
      params.push(runId, ...COLS.map((c) => (r[c] instanceof Date ? (r[c] as Date).toISOString() : r[c])));
      const b = j * (COLS.length + 1);
      return `(${Array.from({ length: COLS.length + 1 }, (_, k) => `$${b + k + 1}`).join(', ')})`;
    });
    await q.query(`INSERT INTO conjunctions (run_id, ${COLS.join(', ')}) VALUES ${values.join(', ')}`, params);
  }
  await q.query(
    `UPDATE conjunction_runs SET status = 'done', finished_at = now(), duration_ms = $2, objects = $3, pairs_examined = $4, conjunctions = $5 WHERE id = $1`,
    [runId, done.durationMs, done.objects, done.pairsExamined, rows.length],
  );
}

export const failRun = (q: Queryable, runId: string, error: string, durationMs: number) =>
  q.query(
    `UPDATE conjunction_runs SET status = 'failed', finished_at = now(), duration_ms = $3, error = $2 WHERE id = $1`,
    [runId, error.slice(0, 300), durationMs],
  );

export const latestRun = async (q: Queryable, status: RunRow['status']) =>
  (
    await q.query<RunRow>(
      `SELECT ${RUN_COLUMNS} FROM conjunction_runs WHERE status = $1 ORDER BY started_at DESC, id DESC LIMIT 1`,
      [status],
    )
  )[0] ?? null;

export interface ListFilter {
  norad?: number;
  q?: string;
  type?: 'payload' | 'rocket-body' | 'debris';
  /** Either object among these catalogue numbers (the owner filter). */
  norads?: number[];
  from?: string;
  to?: string;
  maxKm?: number;
  limit: number;
  afterId?: string;
  sort: 'miss' | 'tca';
}

// Object type from the catalogue's naming convention ("… DEB" debris, "… R/B" rocket bodies): the
// element sets carry no type field, so this is what a name can tell.
const TYPE_SQL = {
  debris: (col: string) => `${col} ~ '\\mDEB\\M'`,
  'rocket-body': (col: string) => `${col} LIKE '%R/B%'`,
  payload: (col: string) => `NOT (${col} ~ '\\mDEB\\M' OR ${col} LIKE '%R/B%')`,
} as const;

/** One page in the chosen order; keyset pagination after the row `afterId`. */
export async function list(q: Queryable, f: ListFilter): Promise<ConjunctionRow[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  if (f.norad !== undefined) where.push(`(primary_norad = ${p(f.norad)} OR secondary_norad = $${params.length})`);
  if (f.q)
    where.push(
      `(primary_name ILIKE ${p(`%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)} OR secondary_name ILIKE $${params.length})`,
    );
  if (f.type) where.push(`(${TYPE_SQL[f.type]('primary_name')} OR ${TYPE_SQL[f.type]('secondary_name')})`);
  if (f.norads)
    where.push(`(primary_norad = ANY(${p(f.norads)}::int[]) OR secondary_norad = ANY($${params.length}::int[]))`);
  if (f.from) where.push(`tca >= ${p(f.from)}`);
  if (f.to) where.push(`tca <= ${p(f.to)}`);
  if (f.maxKm !== undefined) where.push(`miss_km <= ${p(f.maxKm)}`);
  const key = f.sort === 'miss' ? 'miss_km' : 'tca';
  if (f.afterId) where.push(`(${key}, id) > (SELECT ${key}, id FROM conjunctions WHERE id = ${p(f.afterId)})`);
  const sql = `SELECT id::text AS id, ${COLS.join(', ')} FROM conjunctions ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY ${key}, id LIMIT ${p(f.limit)}`;
  return q.query<ConjunctionRow>(sql, params);
}

export const getById = async (q: Queryable, id: string) =>
  (
    await q.query<ConjunctionRow>(`SELECT id::text AS id, ${COLS.join(', ')} FROM conjunctions WHERE id = $1`, [id])
  )[0] ?? null;

/** Upcoming encounters of the latest run that involve `norad`, under `maxKm`. */
export const upcomingFor = (q: Queryable, norads: number[], after: Date) =>
  q.query<ConjunctionRow>(
    `SELECT id::text AS id, ${COLS.join(', ')} FROM conjunctions WHERE (primary_norad = ANY($1::int[]) OR secondary_norad = ANY($1::int[])) AND tca > $2 ORDER BY tca`,
    [norads, after.toISOString()],
  );
