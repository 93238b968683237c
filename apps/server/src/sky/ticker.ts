/**
 * Main-thread side of the sky worker: keeps the worker's catalogue in step with the engine, runs the
 * tick every SKY_TICK_MS while anyone listens, and answers look/pass requests. If the worker cannot
 * start, the same pure functions run inline so the API still answers.
 */
import type { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import { skyTickDuration } from '../lib/metrics.ts';
import { startModuleWorker } from '../lib/worker-thread.ts';
import type { SkyPass } from '@cosmos/contracts';
import { lookAll, satelliteId, type FieldCrossingRequest, type FieldCrossingResult } from '@cosmos/astro';
import { magnitudeOf, packMagnitudes } from './satellite-info.ts';
import { TickState, type Group, type TickDiff, type TickFrame } from './compute.ts';
import { PassCache } from './pass-cache.ts';
import { brightestIn, passesFor, type BrightRow, type PassRequest } from './passes.ts';
import { identify, type IdentifyHit, type IdentifyRequest } from './identify.ts';
import { searchFieldInWorker } from './planner-runner.ts';
import type { SkyEngine } from './engine.ts';
import type { SatelliteEntry } from './objects.ts';
import type { WorkerCall, WorkerOp, WorkerReply, WorkerResults } from './sky-worker.messages.ts';

/** Satellites per worker message of the brightest-passes search (about a second of work). */
const BRIGHTEST_SLICE = 1000;

type Pending = { resolve: (v: WorkerResults[WorkerOp]) => void; reject: (e: Error) => void };
export type TickResult = {
  gen: number;
  groups: Partial<Record<Group, TickDiff>>;
  frame: TickFrame;
  ms: number;
  satellites: SatelliteEntry[];
};

export class SkyTicker {
  private worker: Worker | null = null;
  private passCache = new PassCache();
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

  constructor(
    private readonly engine: SkyEngine,
    private readonly log: Logger,
  ) {
    engine.onReload(() => {
      this.gen++;
    });
  }

  private start(): Worker | null {
    if (this.worker || this.failed) return this.worker;
    try {
      const w = startModuleWorker(import.meta.url, 'sky-worker');
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
      skyTickDuration.observe(res.ms / 1000);
      return { gen, groups: res.groups, frame: res.frame, ms: res.ms, satellites: sats };
    }
    const t0 = performance.now();
    const out = this.inline!.tick(t, groups);
    const ms = performance.now() - t0;
    skyTickDuration.observe(ms / 1000);
    return { gen, groups: out.groups, frame: out.frame, ms, satellites: sats };
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
      visible: r.visible.map((v) => ({
        id: satelliteId(sats[v.index].noradId),
        name: sats[v.index].name,
        azimuthDeg: v.azimuthDeg,
        elevationDeg: v.elevationDeg,
        rangeKm: v.rangeKm,
        signal: v.signal,
        latencyMs: v.latencyMs,
      })),
    }));
  }

  /**
   * Passes of one satellite over a station (visible-pass model), computed in the worker, from the start of the
   * minute of `from`: requests in the same minute share one search (pass-cache.ts).
   */
  async passes(
    sat: SatelliteEntry,
    station: { lat: number; lon: number; heightKm?: number },
    from: number,
    days: number,
    minEl: number,
    visibleOnly = false,
  ): Promise<SkyPass[]> {
    const pass: PassRequest = {
      tle: { line1: sat.line1, line2: sat.line2 },
      noradId: sat.noradId,
      name: sat.name,
      magnitude: magnitudeOf(sat),
      station: { lat: station.lat, lon: station.lon, heightKm: station.heightKm ?? 0 },
      from: PassCache.minuteOf(from),
      days,
      minEl,
      visibleOnly,
    };
    return this.passCache.get(pass, async () => {
      if (this.start()) {
        try {
          return (await this.call<'passes'>({ op: 'passes', pass })).result;
        } catch {
          /* fall back inline */
        }
      }
      return passesFor(pass);
    });
  }

  /**
   * The brightest visible passes of the whole catalogue over `site` in [from, to], brightest first.
   * Runs in the worker in slices of BRIGHTEST_SLICE satellites, so ticks interleave with it.
   */
  async brightest(
    site: { lat: number; lon: number; heightKm: number },
    from: number,
    to: number,
    limit: number,
  ): Promise<{ sat: SatelliteEntry; pass: SkyPass }[] | null> {
    await this.sync();
    const gen = this.loadedGen;
    const sats = this.loadedSats;
    const mags = this.magnitudes(sats);
    const rows: BrightRow[] = [];
    for (let start = 0; start < sats.length; start += BRIGHTEST_SLICE) {
      const end = start + BRIGHTEST_SLICE;
      if (this.worker) {
        const res = await this.call<'brightest'>({ op: 'brightest', gen, start, end, mags, site, from, to, limit });
        if (res.stale) return null;
        rows.push(...res.result);
      } else {
        rows.push(...brightestIn(this.inline!.satrecs, mags, start, end, site, from, to, limit));
        await new Promise((r) => setImmediate(r)); // inline fallback: let other requests in between slices
      }
    }
    rows.sort((a, b) => a.pass.maxMagnitude! - b.pass.maxMagnitude!);
    return rows.slice(0, limit).map((r) => ({ sat: sats[r.index], pass: r.pass }));
  }

  /** "What was that?" over the whole catalogue, in the worker (about a second at most for ±10 minutes). */
  async identify(q: IdentifyRequest): Promise<{ sat: SatelliteEntry; hit: IdentifyHit }[]> {
    await this.sync();
    const sats = this.loadedSats;
    const mags = this.magnitudes(sats);
    const hits = this.worker
      ? ((await this.call<'identify'>({ op: 'identify', gen: this.loadedGen, mags, q })).result ?? [])
      : identify(this.inline!.satrecs, mags, q);
    return hits.map((hit) => ({ sat: sats[hit.index], hit }));
  }

  /**
   * The astrophotography planner's search over the whole catalogue (astro fieldCrossings): seconds of CPU, so it always
   * runs in its own short-lived thread (planner-runner.ts), never inline and never in the sky worker: the live ticks
   * and the API never wait behind it. A thread that cannot start rejects (the service answers 503).
   */
  async fieldCrossings(
    q: FieldCrossingRequest,
  ): Promise<{ sats: SatelliteEntry[]; result: FieldCrossingResult } | null> {
    await this.sync();
    const sats = this.loadedSats;
    const mags = this.magnitudes(sats);
    const tles = sats.map((s) => ({ line1: s.line1, line2: s.line2 }));
    return { sats, result: await searchFieldInWorker({ tles, mags, q }) };
  }

  private magCache: { sats: SatelliteEntry[]; mags: Float64Array } | null = null;
  /** Standard magnitudes in worker order, computed once per catalogue. */
  private magnitudes(sats: SatelliteEntry[]): Float64Array {
    if (this.magCache?.sats !== sats) this.magCache = { sats, mags: packMagnitudes(sats) };
    return this.magCache.mags;
  }

  /** Runs `fn` every `ms` without overlapping ticks (a slow tick skips, it does not queue). */
  every(ms: number, fn: () => Promise<void>) {
    this.stopTimer();
    this.timer = setInterval(() => {
      if (this.busy) return;
      this.busy = true;
      fn()
        .catch((err) => this.log.warn({ err: (err as Error).message }, 'sky tick failed'))
        .finally(() => {
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
