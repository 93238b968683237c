/**
 * Talks to the propagation worker: loads the element sets, decides when to ask for fresh
 * satellite states, and feeds the replies into the earth view's layer.
 */
import type { FromWorker, SatElementSet, ToWorker } from '../workers/propagation.messages';
import type { ViewLayer } from './view-layers';

/** Earth's GM in scene units (1000 km)³/s². */
const GM_UNITS = 398_600.4418 / 1e9;

export interface WorkerStats {
  workerMs: number;
  workerReplies: number;
  wasm: boolean;
}

export class PropagationScheduler {
  private worker: Worker | null = null;
  private earth: ViewLayer | null = null;
  private busy = false;
  private ready = false;
  private seq = 0;
  private lastRequestReal = 0;
  /** Epoch base (ms) of the satellite layer's per-point state times. */
  private baseMs = 0;
  /** A full propagation is due (load, time jump, re-sync); otherwise slices refresh the catalogue. */
  private needFull = true;
  private minSeq = 0;
  private sliceCursor = 0;
  private lastFullTime = Number.NaN;

  constructor(
    private createWorker: (() => Worker) | undefined,
    private stats: WorkerStats,
    /** An orbit polyline (scene units) arrived for this satellite. */
    private onOrbit: (id: string, points: Float32Array) => void,
  ) {}

  /** Sends the earth view's satellites to the worker (after the objects changed). */
  load(earth: ViewLayer) {
    this.earth = earth;
    if (!this.createWorker) return;
    this.worker ??= this.createWorker();
    this.worker.onmessage = (e: MessageEvent<FromWorker>) => this.onMessage(e.data);
    this.ready = false;
    this.busy = false;
    this.needFull = true;
    earth.layer.setGm(GM_UNITS);
    const sats: SatElementSet[] = earth.objects
      .slice(0, earth.satCount)
      .map((o) => ({ id: o.id, line1: o.tle!.line1, line2: o.tle!.line2 }));
    this.post({ kind: 'load', sats });
  }

  private post(m: ToWorker) {
    this.worker?.postMessage(m);
  }

  /** The next request is a full propagation, sent on the next frame. */
  requestFull() {
    this.needFull = true;
    this.lastRequestReal = 0;
  }

  requestOrbit(index: number, timeMs: number) {
    this.post({ kind: 'orbit', seq: ++this.seq, index, timeMs, steps: 240 });
  }

  /** Scene time relative to the satellite epoch base, seconds. */
  layerSeconds(timeMs: number) {
    return (timeMs - this.baseMs) / 1000;
  }

  private onMessage(m: FromWorker) {
    const earth = this.earth;
    if (m.kind === 'loaded') {
      this.ready = true;
      this.stats.wasm = m.wasm;
      this.lastRequestReal = 0;
    } else if (m.kind === 'positions' && earth) {
      this.busy = false;
      if (m.seq < this.minSeq || m.start + m.pos.length / 3 > earth.satCount) return; // overtaken by a time jump
      // failed propagations (decayed) come back as zeros: parked at Earth's centre, hidden by the globe
      if (m.start === 0 && m.pos.length === earth.satCount * 3) {
        this.baseMs = m.timeMs;
        this.lastFullTime = m.timeMs;
        earth.layer.setMotion(0, m.pos, m.vel, 0);
      } else earth.layer.setMotion(m.start, m.pos, m.vel, (m.timeMs - this.baseMs) / 1000);
      this.stats.workerMs = m.computeMs;
      this.stats.workerReplies++;
    } else if (m.kind === 'orbit' && earth) {
      const o = earth.objects[m.index];
      if (o) this.onOrbit(o.id, m.points);
    }
  }

  /**
   * At most one request in flight, at 10 Hz: a full propagation after a jump or when playing
   * (simulated time runs fast), else a slice so every satellite gets a fresh SGP4 state at least
   * every ~1.5 s while the shader's two-body step carries it in between.
   */
  schedule(now: number, t: number, clock: { isLive: boolean; isPlaying: boolean }) {
    const earth = this.earth;
    if (!earth || !this.ready || this.busy || now - this.lastRequestReal < 100) return;
    const n = earth.satCount;
    if (!n) return;
    const moving = clock.isLive || clock.isPlaying;
    if (!moving && !this.needFull && this.lastFullTime === t) return;
    this.busy = true;
    this.lastRequestReal = now;
    if (this.needFull || clock.isPlaying || !moving) {
      this.needFull = false;
      this.minSeq = ++this.seq;
      this.post({ kind: 'propagate', seq: this.seq, timeMs: t });
      return;
    }
    const count = Math.min(n, Math.max(2000, Math.ceil(n / 15)));
    const start = this.sliceCursor >= n ? 0 : this.sliceCursor;
    this.sliceCursor = start + count;
    this.post({ kind: 'propagate', seq: ++this.seq, timeMs: t, start, count: Math.min(count, n - start) });
  }

  dispose() {
    this.worker?.terminate();
  }
}
