/** Worker thread: the accuracy job's measurements off the main event loop (accuracy-runner.ts starts it). */
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { conjunctionRecall, passTimingAgainstReference, passTimingOnSample } from '@cosmos/astro';
import type { AccuracyJob, AccuracyReply } from './accuracy-runner.ts';

const job = workerData as AccuracyJob;
try {
  setPriority(19); // this thread only: the API's event loop runs first when the cores are busy
} catch {
  /* not permitted here: normal priority */
}

let reply: AccuracyReply;
try {
  reply = {
    ok: true,
    result: {
      reference: passTimingAgainstReference(),
      sample: passTimingOnSample(job.passSample, job.sites, job.passFrom, job.passTo),
      recall: conjunctionRecall(job.recallSample, {
        startMs: job.recallStartMs,
        windowS: job.recallWindowS,
        thresholdKm: job.thresholdKm,
        planted: job.planted,
      }),
    },
  };
} catch (err) {
  reply = { ok: false, error: (err as Error).message };
}
parentPort!.postMessage(reply);
