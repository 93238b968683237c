/**
 * Worker thread: one astrophotography-planner search (astro fieldCrossings) over its own copy of the catalogue, started
 * by planner-runner.ts. A search takes seconds; in the sky worker it would hold up every live tick meanwhile.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { fieldCrossings, initWasmBulk, toSatrec } from '@cosmos/astro';
import { unpackMagnitude } from './satellite-info.ts';
import type { PlannerJob, PlannerReply } from './planner-runner.ts';

const job = workerData as PlannerJob;

async function search(): Promise<PlannerReply> {
  try {
    await initWasmBulk();
    const satrecs = job.tles.map((t) => toSatrec(t));
    return { ok: true, result: fieldCrossings(satrecs, (i) => unpackMagnitude(job.mags, i), job.q) };
  } catch (err) {
    return { ok: false, error: (err as Error).message };
  }
}
void search().then((reply) => parentPort!.postMessage(reply));
