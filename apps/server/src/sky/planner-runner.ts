/**
 * Main-thread side of the astrophotography planner's search: a short-lived worker thread per search (callers run one at
 * a time, field-planner.service.ts), so the sky worker's ticks and look-ups never wait behind it.
 */
import type { FieldCrossingRequest, FieldCrossingResult } from '@cosmos/astro';
import { startModuleWorker } from '../lib/worker-thread.ts';

export interface PlannerJob {
  tles: { line1: string; line2: string }[];
  /** Standard magnitudes in catalogue order (satellite-info.ts packMagnitudes). */
  mags: Float64Array;
  q: FieldCrossingRequest;
}
export type PlannerReply = { ok: true; result: FieldCrossingResult } | { ok: false; error: string };

/** Longest a search may run: the window budget keeps real searches to seconds; a stuck one must not hold the queue. */
export const PLANNER_TIME_LIMIT_MS = 60_000;

export function searchFieldInWorker(job: PlannerJob, limitMs = PLANNER_TIME_LIMIT_MS): Promise<FieldCrossingResult> {
  const w = startModuleWorker(import.meta.url, 'planner-worker', { workerData: job });
  w.unref(); // a running search never keeps a stopping server alive
  return new Promise<FieldCrossingResult>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`planner search exceeded ${limitMs} ms`));
      void w.terminate();
    }, limitMs);
    timer.unref();
    w.on('message', (m: PlannerReply) => {
      clearTimeout(timer);
      if (m.ok) resolve(m.result);
      else reject(new Error(m.error));
      void w.terminate();
    });
    w.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    w.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`planner worker exited (${code})`));
    });
  });
}
