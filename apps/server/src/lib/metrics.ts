/**
 * Prometheus metrics of this process (GET /metrics, modules/metrics). One registry per process:
 * Prometheus scrapes each process on its own and sums across them, so nothing here is shared or
 * stored. Code that measures something imports the metric it feeds from here.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Db, Queryable } from '../db/client.ts';

export const registry = new Registry();
// Process CPU, memory, handles, GC and event-loop delay (nodejs_eventloop_lag_*_seconds, from monitorEventLoopDelay).
collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

const FAST = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method, route pattern (not the raw URL) and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: FAST,
  registers: [registry],
});

export const skyTickDuration = new Histogram({
  name: 'sky_tick_duration_seconds',
  help: 'Time to compute one realtime sky tick (every satellite propagated, in the sky worker)',
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
  registers: [registry],
});

export const jobRuns = new Counter({
  name: 'job_runs_total',
  help: 'Scheduled job runs started, by job',
  labelNames: ['job'] as const,
  registers: [registry],
});
export const jobFailures = new Counter({
  name: 'job_failures_total',
  help: 'Scheduled job runs that failed, by job',
  labelNames: ['job'] as const,
  registers: [registry],
});

export const dbQueryDuration = new Histogram({
  name: 'db_query_duration_seconds',
  help: 'Time of one database query, by statement kind (select, insert, update, delete, other)',
  labelNames: ['operation'] as const,
  buckets: FAST,
  registers: [registry],
});

/** Open socket.io connections: each app's gateway adds a counter of its own (tests build several apps per process). */
const socketCounts = new Set<() => number>();
new Gauge({
  name: 'socket_connections',
  help: 'Open socket.io connections to this process',
  registers: [registry],
  collect() {
    let n = 0;
    for (const count of socketCounts) n += count();
    this.set(n);
  },
});
export function countSockets(count: () => number): () => void {
  socketCounts.add(count);
  return () => socketCounts.delete(count);
}

/** Runs one job and counts it; the failure still reaches the caller. */
export async function countedRun<T>(job: string, run: () => Promise<T>): Promise<T> {
  jobRuns.inc({ job });
  try {
    return await run();
  } catch (err) {
    jobFailures.inc({ job });
    throw err;
  }
}

const OPERATIONS = new Set(['select', 'insert', 'update', 'delete']);
const operation = (sql: string) => {
  const word = /^\s*(\w+)/.exec(sql)?.[1]?.toLowerCase() ?? 'other';
  return OPERATIONS.has(word) ? word : 'other';
};

function timedQueryable<Q extends Queryable>(q: Q): Queryable {
  return {
    async query(sql, params) {
      const end = dbQueryDuration.startTimer({ operation: operation(sql) });
      try {
        return await q.query(sql, params);
      } finally {
        end();
      }
    },
    exec: (sql) => q.exec(sql),
  };
}

/** The same database, with every query timed (inside transactions too). */
export function timedDb(db: Db): Db {
  const timed = timedQueryable(db);
  return {
    ...db,
    kind: db.kind,
    query: timed.query,
    exec: timed.exec,
    tx: (fn) => db.tx((q) => fn(timedQueryable(q))),
    close: () => db.close(),
  };
}
