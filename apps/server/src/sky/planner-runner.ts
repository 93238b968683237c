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

export function searchFieldInWorker(job: PlannerJob): Promise<FieldCrossingResult> {
  const w = startModuleWorker(import.meta.url, 'planner-worker', { workerData: job });
  return new Promise<FieldCrossingResult>((resolve, reject) => {
    w.on('message', (m: PlannerReply) => {
      if (m.ok) resolve(m.result);
      else reject(new Error(m.error));
      void w.terminate();
    });
    w.on('error', reject);
    w.on('exit', (code) => reject(new Error(`planner worker exited (${code})`)));
  });
}
