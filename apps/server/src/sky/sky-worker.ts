/** Worker thread: SGP4 (WASM bulk propagator), ephemerides and look angles off the main event loop. */
import { parentPort } from 'node:worker_threads';
import { initWasmBulk } from '@cosmos/astro';
import { TickState, initTickRuntime, lookAll, type Group } from './compute.ts';
import { brightestIn, passesFor, type PassRequest } from './passes.ts';
import { identify, type IdentifyRequest } from './identify.ts';

export type WorkerRequest =
  | { op: 'load'; req: number; gen: number; tles: { line1: string; line2: string }[] }
  | { op: 'tick'; req: number; gen: number; t: number; groups: Group[] }
  | { op: 'look'; req: number; station: { lat: number; lon: number }; times: number[] }
  | { op: 'passes'; req: number; pass: PassRequest }
  | { op: 'identify'; req: number; gen: number; mags: Float64Array; q: IdentifyRequest }
  | { op: 'brightest'; req: number; gen: number; start: number; end: number; mags: Float64Array; site: { lat: number; lon: number; heightKm: number }; from: number; to: number; limit: number };

const state = new TickState();
let gen = -1;
const ready = Promise.all([initWasmBulk(), initTickRuntime()]).then(([a, b]) => a && b);

parentPort!.on('message', async (m: WorkerRequest) => {
  const wasm = await ready;
  try {
    switch (m.op) {
      case 'load':
        state.load(m.tles);
        gen = m.gen;
        parentPort!.postMessage({ req: m.req, ok: true, wasm });
        break;
      case 'tick': {
        if (m.gen !== gen) return parentPort!.postMessage({ req: m.req, ok: true, stale: true });
        const t0 = performance.now();
        const { groups, frame } = state.tick(m.t, m.groups);
        const transfer: ArrayBuffer[] = [frame.pos.buffer as ArrayBuffer, frame.vel.buffer as ArrayBuffer];
        for (const d of Object.values(groups)) transfer.push(d.idx.buffer as ArrayBuffer);
        parentPort!.postMessage({ req: m.req, ok: true, gen, groups, frame, ms: performance.now() - t0 }, transfer);
        break;
      }
      case 'look':
        parentPort!.postMessage({ req: m.req, ok: true, result: lookAll(state.satrecs, m.station, m.times) });
        break;
      case 'brightest':
        if (m.gen !== gen) return parentPort!.postMessage({ req: m.req, ok: true, stale: true });
        parentPort!.postMessage({ req: m.req, ok: true, result: brightestIn(state.satrecs, m.mags, m.start, m.end, m.site, m.from, m.to, m.limit) });
        break;
      case 'identify':
        if (m.gen !== gen) return parentPort!.postMessage({ req: m.req, ok: true, stale: true });
        parentPort!.postMessage({ req: m.req, ok: true, result: identify(state.satrecs, m.mags, m.q) });
        break;
      case 'passes':
        parentPort!.postMessage({ req: m.req, ok: true, result: passesFor(m.pass) });
        break;
    }
  } catch (err) {
    parentPort!.postMessage({ req: m.req, ok: false, error: (err as Error).message });
  }
});
