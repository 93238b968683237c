/**
 * Main-thread side of the accuracy job's measurements (packages/astro/src/accuracy): the pass search against
 * python-sgp4 + astropy and against a 1-second scan of a catalogue sample, and the conjunction screen against brute
 * force. Seconds of CPU, so they run in a worker thread at low priority, which ends when the run ends.
 */
import type { RecallResult, Site, TimingErrors } from '@cosmos/astro';
import { startModuleWorker } from '../lib/worker-thread.ts';

export interface AccuracyJob {
  passSample: { line1: string; line2: string }[];
  sites: Site[];
  passFrom: number;
  passTo: number;
  recallSample: { line1: string; line2: string }[];
  recallStartMs: number;
  recallWindowS: number;
  thresholdKm: number;
  planted: number;
}

export interface AccuracyMeasures {
  reference: TimingErrors & { sites: number; maxElevationErrorDeg: number; generatedBy: string };
  sample: TimingErrors & { objects: number; sites: number; hours: number };
  recall: RecallResult;
}
export type AccuracyReply = { ok: true; result: AccuracyMeasures } | { ok: false; error: string };

export function measureAccuracy(job: AccuracyJob, signal?: AbortSignal): Promise<AccuracyMeasures> {
  const w = startModuleWorker(import.meta.url, 'accuracy-worker', { workerData: job });
  const stop = () => void w.terminate();
  signal?.addEventListener('abort', stop, { once: true });
  return new Promise<AccuracyMeasures>((resolve, reject) => {
    w.on('message', (m: AccuracyReply) => {
      if (m.ok) resolve(m.result);
      else reject(new Error(m.error));
      void w.terminate();
    });
    w.on('error', reject);
    w.on('exit', (code) => reject(new Error(`accuracy worker exited (${code})`)));
  }).finally(() => signal?.removeEventListener('abort', stop));
}
