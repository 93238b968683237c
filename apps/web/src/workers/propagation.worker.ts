/// <reference lib="webworker" />
import { initWasmBulk } from '@cosmos/astro';
import { PropagationCore } from './propagation-core';
import type { FromWorker, ToWorker } from './propagation.messages';

const core = new PropagationCore();
const post = (m: FromWorker, transfer: Transferable[] = []) =>
  (self as unknown as DedicatedWorkerGlobalScope).postMessage(m, transfer);
let wasm: Promise<boolean> | null = null;

self.onmessage = async (e: MessageEvent<ToWorker>) => {
  const m = e.data;
  if (m.kind === 'load') {
    wasm ??= initWasmBulk().catch(() => false);
    const usingWasm = await wasm;
    const r = core.load(m.sats);
    post({ kind: 'loaded', count: r.count, failed: r.failed, wasm: usingWasm });
  } else if (m.kind === 'propagate') {
    const t0 = performance.now();
    const { pos, vel, valid, start } = core.propagate(m.timeMs, m.start, m.count);
    post(
      { kind: 'positions', seq: m.seq, timeMs: m.timeMs, start, pos, vel, valid, computeMs: performance.now() - t0 },
      [pos.buffer, vel.buffer, valid.buffer],
    );
  } else if (m.kind === 'orbit') {
    const { points, periodMin } = core.orbit(m.index, m.timeMs, m.steps);
    post({ kind: 'orbit', seq: m.seq, index: m.index, points, periodMin }, [points.buffer]);
  }
};
