/**
 * Main-thread side of the sky worker: keeps the worker's catalogue in step with the engine, runs the
 * tick every SKY_TICK_MS while anyone listens, and answers look/pass requests. If the worker cannot
 * start, the same pure functions run inline so the API still answers.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import { TickState, lookAll, passesFor, type Group, type LookResult, type PassRow, type TickDiff, type TickFrame } from './compute.ts';
import type { SkyEngine } from './engine.ts';
import type { SatelliteEntry } from './objects.ts';
import type { WorkerCall, WorkerOp, WorkerReply, WorkerResults } from './sky-worker.messages.ts';

type Pending = { resolve: (v: WorkerResults[WorkerOp]) => void; reject: (e: Error) => void };
export type TickResult = { gen: number; groups: Partial<Record<Group, TickDiff>>; frame: TickFrame; ms: number; satellites: SatelliteEntry[] };

export class SkyTicker {
  private worker: Worker | null = null;
  private failed = false;
  private reqNo = 0;
  private pending = new Map<number, Pending>();
  private gen = 0;
  private loadedGen = -1;
  /** The satellites in the order the worker holds them (index → id for tick results). */
  private loadedSats: SatelliteEntry[] = [];
  private inline: TickState | null = null;
  private timer: NodeJS.Timeout | null = null;
  private busy = false;
  wasm = false;

  constructor(private readonly engine: SkyEngine, private readonly log: Logger) {
    engine.onReload(() => {
      this.gen++;
    });
  }

  private start(): Worker | null {
    if (this.worker || this.failed) return this.worker;
    try {
      // The worker is TypeScript: register tsx's loader inside the thread, then import it.
      const tsxDir = dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
      const tsxApi = pathToFileURL(join(tsxDir, 'dist/esm/api/index.mjs')).href;
      const entry = new URL('./sky-worker.ts', import.meta.url).href;
      const boot = `(async () => { const { register } = await import(${JSON.stringify(tsxApi)}); register(); await import(${JSON.stringify(entry)}); })()`;
      const w = new Worker(boot, { eval: true });
      w.unref();
      w.on('message', (m: WorkerReply) => {
        const p = this.pending.get(m.req);
        if (!p) return;
        this.pending.delete(m.req);
        if (m.ok) p.resolve(m);
        else p.reject(new Error(m.error));
      });
      w.on('error', (err) => {
        this.log.warn({ err: err.message }, 'sky worker failed; computing inline');
        this.fail();
      });
      w.on('exit', () => {
        if (this.worker === w) this.fail();
      });
      this.worker = w;
    } catch (err) {
      this.log.warn({ err: (err as Error).message }, 'sky worker could not start; computing inline');
      this.failed = true;
    }
    return this.worker;
  }

  private fail() {
    this.worker = null;
    this.failed = true;
    for (const p of this.pending.values()) p.reject(new Error('sky worker stopped'));
    this.pending.clear();
  }

  private call<K extends WorkerOp>(msg: WorkerCall<K>, transfer: ArrayBuffer[] = []): Promise<WorkerResults[K]> {
    const w = this.start();
    if (!w) return Promise.reject(new Error('no worker'));
    const req = ++this.reqNo;
    return new Promise<WorkerResults[K]>((resolve, reject) => {
      this.pending.set(req, { resolve: resolve as (v: WorkerResults[WorkerOp]) => void, reject });
      w.postMessage({ ...msg, req }, transfer);
    });
  }

  /** Makes sure the worker holds the engine's current catalogue. */
  private async sync(): Promise<void> {
    if (this.loadedGen === this.gen) return;
    const gen = this.gen;
    const sats = this.engine.satellites;
    const tles = sats.map((s) => ({ line1: s.line1, line2: s.line2 }));
    if (this.start()) {
      const res = await this.call<'load'>({ op: 'load', gen, tles });
      this.wasm = res.wasm;
    } else {
      this.inline = new TickState();
      this.inline.load(tles);
    }
    this.loadedSats = sats;
    this.loadedGen = gen;
  }

  /** One tick: what moved for each requested cadence group since that group's last send. */
  async tick(t: number, groups: Group[]): Promise<TickResult | null> {
    await this.sync();
    const gen = this.loadedGen;
    const sats = this.loadedSats;
    if (this.worker) {
      const res = await this.call<'tick'>({ op: 'tick', gen, t, groups });
      if (res.stale) return null;
      return { gen, groups: res.groups, frame: res.frame, ms: res.ms, satellites: sats };
    }
    const t0 = performance.now();
    const out = this.inline!.tick(t, groups);
    return { gen, groups: out.groups, frame: out.frame, ms: performance.now() - t0, satellites: sats };
  }

  async look(station: { lat: number; lon: number }, times: number[]) {
    await this.sync();
    const sats = this.loadedSats;
    const raw = this.worker
      ? (await this.call<'look'>({ op: 'look', station, times })).result
      : lookAll(this.inline!.satrecs, station, times);
    return raw.map((r) => ({
      aboveHorizon: r.aboveHorizon,
      bestSignal: r.bestSignal,
      visible: r.visible.map((v) => ({ id: `sat-${sats[v.index].noradId}`, name: sats[v.index].name, azimuthDeg: v.azimuthDeg, elevationDeg: v.elevationDeg, rangeKm: v.rangeKm, signal: v.signal, latencyMs: v.latencyMs })),
    }));
  }

  async passes(sat: SatelliteEntry, station: { lat: number; lon: number }, from: number, days: number, minEl: number): Promise<PassRow[]> {
    const tle = { line1: sat.line1, line2: sat.line2 };
    if (this.start()) {
      try {
        return (await this.call<'passes'>({ op: 'passes', tle, station, from, days, minEl })).result;
      } catch {
        /* fall back inline */
      }
    }
    return passesFor(tle, { ...station, heightKm: 0 }, from, days, minEl);
  }

  /** Runs `fn` every `ms` without overlapping ticks (a slow tick skips, it does not queue). */
  every(ms: number, fn: () => Promise<void>) {
    this.stopTimer();
    this.timer = setInterval(() => {
      if (this.busy) return;
      this.busy = true;
      fn().catch((err) => this.log.warn({ err: (err as Error).message }, 'sky tick failed')).finally(() => {
        this.busy = false;
      });
    }, ms);
    this.timer.unref();
  }

  stopTimer() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  async close() {
    this.stopTimer();
    const w = this.worker;
    this.worker = null;
    this.failed = true;
    for (const p of this.pending.values()) p.reject(new Error('closed'));
    this.pending.clear();
    await w?.terminate();
  }
}
