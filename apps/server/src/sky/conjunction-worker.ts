/** Worker thread: one conjunction screen (or one slice of its steps) off the main event loop. */
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { initWasmBulk, screenConjunctions, toSatrec, type ScreenObject } from '@cosmos/astro';
import type { ScreenJob, ScreenReply } from './conjunction-runner.ts';

const job = workerData as ScreenJob;

// Lowest CPU priority (CONJUNCTION_NICE) for this thread only (Linux nice values are per thread; pid 0 = the calling thread):
// when the cores are busy, the API's event loop runs first and the screen takes what is left.
try {
  setPriority(job.nice ?? 19);
} catch {
  /* not permitted on this platform: run at normal priority */
}

async function main(): Promise<ScreenReply> {
  await initWasmBulk(); // falls back to the JS loop when WebAssembly cannot start
  const objects: ScreenObject[] = job.tles.map((t) => ({
    id: t.noradId,
    satrec: toSatrec({ line1: t.line1, line2: t.line2 }),
  }));
  const { conjunctions, stats } = screenConjunctions(objects, {
    startMs: job.startMs,
    endMs: job.endMs,
    thresholdKm: job.thresholdKm,
    stepRange: job.stepRange,
    onProgress: (done, total) => {
      if (done % 60 === 0 || done === total) parentPort!.postMessage({ progress: { done, total } });
    },
  });
  // Plain rows (indices into job.tles), small enough to post back.
  const rows = conjunctions.map((c) => ({
    primary: c.primary,
    secondary: c.secondary,
    tcaMs: c.tcaMs,
    missKm: c.missKm,
    relSpeedKmS: c.relSpeedKmS,
    ric: c.ric,
  }));
  return { ok: true, rows, stats };
}

main()
  .then((reply) => parentPort!.postMessage(reply))
  .catch((err: Error) => parentPort!.postMessage({ ok: false, error: err.message } satisfies ScreenReply));
