/** Worker thread: SGP4 (WASM bulk propagator), ephemerides and look angles off the main event loop. */
import { parentPort } from 'node:worker_threads';
import { initWasmBulk, lookAll } from '@cosmos/astro';
import { TickState } from './compute.ts';
import { brightestIn, passesFor } from './passes.ts';
import { identify } from './identify.ts';
import type { WorkerReply, WorkerRequest } from './sky-worker.messages.ts';

export type { WorkerRequest } from './sky-worker.messages.ts';
const reply = (m: WorkerReply, transfer: ArrayBuffer[] = []) => parentPort!.postMessage(m, transfer);

const state = new TickState();
let gen = -1;
const ready = initWasmBulk();

parentPort!.on('message', async (m: WorkerRequest) => {
  const wasm = await ready;
  try {
    switch (m.op) {
      case 'load':
        state.load(m.tles);
        gen = m.gen;
        reply({ req: m.req, ok: true, wasm });
        break;
      case 'tick': {
        if (m.gen !== gen) return reply({ req: m.req, ok: true, stale: true });
        const t0 = performance.now();
        const { groups, frame } = state.tick(m.t, m.groups);
        const transfer: ArrayBuffer[] = [frame.pos.buffer as ArrayBuffer, frame.vel.buffer as ArrayBuffer];
        for (const d of Object.values(groups)) transfer.push(d.idx.buffer as ArrayBuffer);
        reply({ req: m.req, ok: true, gen, groups, frame, ms: performance.now() - t0 }, transfer);
        break;
      }
      case 'look':
        reply({ req: m.req, ok: true, result: lookAll(state.satrecs, m.station, m.times) });
        break;
      case 'brightest':
        if (m.gen !== gen) return reply({ req: m.req, ok: true, stale: true });
        reply({
          req: m.req,
          ok: true,
          result: brightestIn(state.satrecs, m.mags, m.start, m.end, m.site, m.from, m.to, m.limit),
        });
        break;
      case 'identify':
        if (m.gen !== gen) return reply({ req: m.req, ok: true, stale: true });
        reply({ req: m.req, ok: true, result: identify(state.satrecs, m.mags, m.q) });
        break;
      case 'passes':
        reply({ req: m.req, ok: true, result: passesFor(m.pass) });
        break;
    }
  } catch (err) {
    reply({ req: m.req, ok: false, error: (err as Error).message });
  }
});
