/**
 * Main-thread side of conjunction screening: splits the window's SGP4 steps over `threads` worker
 * threads (each screens every object over its slice; slices partition the steps, so each encounter is
 * found by exactly one), and merges their answers. Each run starts fresh workers and ends them, so
 * a screen's memory is returned to the system when it finishes.
 */
import type { ScreenStats } from '@cosmos/astro';
import { startModuleWorker } from '../lib/worker-thread.ts';

export interface ScreenTle {
  noradId: number;
  line1: string;
  line2: string;
}
export interface ScreenJob {
  tles: ScreenTle[];
  startMs: number;
  endMs: number;
  thresholdKm: number;
  stepRange?: [number, number];
  /** Nice value of the worker threads (default 19, the lowest priority). */
  nice?: number;
}
export interface ScreenRow {
  primary: number;
  secondary: number;
  tcaMs: number;
  missKm: number;
  relSpeedKmS: number;
  ric: [number, number, number];
}
export type ScreenReply = { ok: true; rows: ScreenRow[]; stats: ScreenStats } | { ok: false; error: string };

/** SGP4 step of the screen (screen.ts default): slices are whole steps. */
const SGP4_STEP_MS = 120_000;

function runOne(
  job: ScreenJob,
  onProgress?: (done: number, total: number) => void,
): { promise: Promise<ScreenReply>; stop(): Promise<number> } {
  const w = startModuleWorker(import.meta.url, 'conjunction-worker', { workerData: job });
  const promise = new Promise<ScreenReply>((resolve, reject) => {
    w.on('message', (m: ScreenReply | { progress: { done: number; total: number } }) => {
      if ('progress' in m) return onProgress?.(m.progress.done, m.progress.total);
      resolve(m);
      void w.terminate();
    });
    w.on('error', reject);
    w.on('exit', (code) => reject(new Error(`conjunction worker exited (${code})`)));
  });
  return { promise, stop: () => w.terminate() };
}

export interface ScreenOutcome {
  rows: ScreenRow[];
  stats: ScreenStats;
}

/** Runs the screen on `threads` workers; rejects if any fails. `signal` ends the workers early. */
export async function runScreen(
  job: ScreenJob,
  threads = 1,
  signal?: AbortSignal,
  onProgress?: (fraction: number) => void,
): Promise<ScreenOutcome> {
  const total = Math.max(1, Math.ceil((job.endMs - job.startMs) / SGP4_STEP_MS));
  const n = Math.max(1, Math.min(threads, total));
  const done = new Array<number>(n).fill(0);
  const parts = Array.from({ length: n }, (_, k) => {
    const stepRange: [number, number] = [Math.floor((k * total) / n), Math.floor(((k + 1) * total) / n)];
    return runOne({ ...job, stepRange }, (d) => {
      done[k] = d;
      onProgress?.(done.reduce((a, b) => a + b, 0) / total);
    });
  });
  const abort = () => parts.forEach((p) => void p.stop());
  signal?.addEventListener('abort', abort, { once: true });
  try {
    const replies = await Promise.all(parts.map((p) => p.promise));
    const rows: ScreenRow[] = [];
    let stats: ScreenStats | undefined;
    for (const r of replies) {
      if (!r.ok) throw new Error(r.error);
      // Not push(...r.rows): a dense 3-day screen returns more rows than a call can take arguments (RangeError).
      for (const row of r.rows) rows.push(row);
      stats = stats ? sumStats(stats, r.stats) : r.stats;
    }
    rows.sort((a, b) => a.tcaMs - b.tcaMs);
    return { rows, stats: stats! };
  } finally {
    signal?.removeEventListener('abort', abort);
    abort();
  }
}

function sumStats(a: ScreenStats, b: ScreenStats): ScreenStats {
  return {
    ...a,
    steps: a.steps + b.steps,
    gridSteps: a.gridSteps + b.gridSteps,
    pairsExamined: a.pairsExamined + b.pairsExamined,
    shellRejected: a.shellRejected + b.shellRejected,
    candidateSteps: a.candidateSteps + b.candidateSteps,
    candidatePairs: a.candidatePairs + b.candidatePairs,
    refineEvaluations: a.refineEvaluations + b.refineEvaluations,
  };
}
