/**
 * Bulk SGP4: many satellites at one instant, for the scene layer, the VR scenes and the server's tick (the only
 * bulk propagator in the codebase).
 * satellite.js 7 ships a WebAssembly BulkPropagator; it needs an async runtime, so callers
 * opt in with {@link initWasmBulk}. Until then (or if WASM is unavailable) a plain JS loop runs.
 */
import { BulkPropagator, createSingleThreadRuntime, EciBaseCalculator, propagate, type SatRec } from 'satellite.js';

// The runtime type is not re-exported by name; derive it from the factory.
type SingleThreadRuntime = Awaited<ReturnType<typeof createSingleThreadRuntime>>;

/** Values written per satellite: x, y, z (km TEME), vx, vy, vz (km/s). NaN marks a failed propagation. */
export const BULK_STRIDE = 6;

type Propagator = BulkPropagator<readonly [EciBaseCalculator], SingleThreadRuntime>;

/** One WebAssembly runtime per thread, shared by every {@link SatelliteBulk}. */
let runtime: SingleThreadRuntime | null = null;

/** Load the WASM runtime. Resolves to false (and JS fallback stays active) if WASM cannot start. */
export async function initWasmBulk(): Promise<boolean> {
  if (runtime) return true;
  try {
    runtime = await createSingleThreadRuntime();
    return true;
  } catch {
    runtime = null;
    return false;
  }
}

/** True when {@link propagateMany} is using the WASM path. */
export function isWasmBulkActive(): boolean {
  return runtime !== null;
}

/** Release WASM memory. Emscripten's exit throws "Program terminated with exit(0)" by design; swallow it. */
export function disposeWasmBulk(): void {
  shared?.dispose();
  shared = null;
  uploaded = null;
  try {
    runtime?.dispose();
  } catch {
    /* ExitStatus thrown by emscripten on normal exit(0) */
  }
  runtime = null;
}

/** One propagation of a {@link SatelliteBulk}: n×3 positions (km TEME), n×3 velocities (km/s), n error codes. */
export interface BulkOutput {
  position: Float64Array;
  velocity: Float64Array;
  /** SGP4's error code per satellite; 0 = propagated (position and velocity are then finite). */
  error: Int8Array;
}

/**
 * Many satellites propagated together, on WebAssembly when {@link initWasmBulk} has started the runtime, otherwise
 * in a JS loop with the same output layout. Uploading satrecs to WASM costs far more than propagating them
 * (≈35 µs vs 2 µs each), so they are set once ({@link setSatrecs}) and each {@link run} only propagates. The server's
 * tick reads {@link run}'s output in place (views into WASM memory, valid until the next run); {@link propagateMany}
 * is the one-shot form over the same class.
 */
export class SatelliteBulk {
  private prop: Propagator | null = null;
  private capacity = 0;
  private satrecs: SatRec[] = [];
  private js: BulkOutput | null = null;
  private jsBuf = new Float64Array(0);

  /** Sets the satellites (uploaded to WASM once, here); `capacity` reserves room for more without a new propagator. */
  setSatrecs(satrecs: SatRec[], capacity = satrecs.length): void {
    this.satrecs = satrecs;
    const n = satrecs.length;
    this.js = null;
    if (runtime && n > 0) {
      try {
        if (!this.prop || n > this.capacity) {
          this.disposePropagator();
          this.capacity = Math.max(n, capacity);
          this.prop = new BulkPropagator({
            runtime,
            calculators: [new EciBaseCalculator()] as const,
            satRecsCount: this.capacity,
            datesCount: 1,
          });
        }
        this.prop.setSatRecs(satrecs);
        return;
      } catch {
        this.disposePropagator();
      }
    }
    this.js = { position: new Float64Array(n * 3), velocity: new Float64Array(n * 3), error: new Int8Array(n) };
    this.jsBuf = new Float64Array(n * BULK_STRIDE);
  }

  /** True when runs use the WebAssembly propagator. */
  get wasm(): boolean {
    return this.prop !== null;
  }

  /** Propagates every satellite to `date`. The arrays are reused: read them before the next run. */
  run(date: Date): BulkOutput {
    if (this.prop) {
      this.prop.setDates([date]);
      this.prop.run();
      const raw = this.prop.getRawOutput().eci;
      return {
        position: raw.position as Float64Array,
        velocity: raw.velocity as Float64Array,
        error: raw.error as Int8Array,
      };
    }
    const out = this.js ?? { position: new Float64Array(0), velocity: new Float64Array(0), error: new Int8Array(0) };
    const j = this.jsBuf;
    propagateJs(this.satrecs, date, j);
    for (let i = 0, k = 0, q = 0; i < this.satrecs.length; i++, k += BULK_STRIDE, q += 3) {
      out.error[i] = Number.isNaN(j[k]) ? 1 : 0;
      out.position[q] = j[k];
      out.position[q + 1] = j[k + 1];
      out.position[q + 2] = j[k + 2];
      out.velocity[q] = j[k + 3];
      out.velocity[q + 1] = j[k + 4];
      out.velocity[q + 2] = j[k + 5];
    }
    return out;
  }

  /** Frees the WASM propagator (the runtime stays for other users). */
  dispose(): void {
    this.disposePropagator();
    this.js = null;
    this.satrecs = [];
  }

  private disposePropagator(): void {
    try {
      this.prop?.dispose();
    } catch {
      /* already disposed */
    }
    this.prop = null;
    this.capacity = 0;
  }
}

/** The one-shot path's propagator, re-uploaded only when the array (or its length) changes. */
let shared: SatelliteBulk | null = null;
let uploaded: SatRec[] | null = null;
let uploadedLength = 0;

/** Forces the next {@link propagateMany} to re-upload its satrecs (after mutating the array in place). */
export function markSatrecsChanged(): void {
  uploaded = null;
}

/**
 * Propagate every satrec to `date`, writing BULK_STRIDE numbers per satellite into `out`
 * (length >= satrecs.length * BULK_STRIDE). Returns the number that propagated successfully.
 */
export function propagateMany(satrecs: SatRec[], date: Date, out: Float64Array): number {
  const n = satrecs.length;
  if (out.length < n * BULK_STRIDE) throw new RangeError(`out needs ${n * BULK_STRIDE} slots`);
  if (runtime && n > 0) {
    try {
      return propagateWasm(satrecs, date, out);
    } catch {
      // fall through to JS if the WASM path fails for any reason
    }
  }
  return propagateJs(satrecs, date, out);
}

function propagateWasm(satrecs: SatRec[], date: Date, out: Float64Array): number {
  shared ??= new SatelliteBulk();
  if (uploaded !== satrecs || uploadedLength !== satrecs.length || !shared.wasm) {
    shared.setSatrecs(satrecs, 16);
    uploaded = satrecs;
    uploadedLength = satrecs.length;
  }
  if (!shared.wasm) throw new Error('no WASM propagator');
  const raw = shared.run(date);
  let good = 0;
  for (let i = 0; i < satrecs.length; i++) {
    const o = i * BULK_STRIDE;
    const j = i * 3;
    if (raw.error[i] === 0) {
      out[o] = raw.position[j];
      out[o + 1] = raw.position[j + 1];
      out[o + 2] = raw.position[j + 2];
      out[o + 3] = raw.velocity[j];
      out[o + 4] = raw.velocity[j + 1];
      out[o + 5] = raw.velocity[j + 2];
      good++;
    } else out.fill(Number.NaN, o, o + BULK_STRIDE);
  }
  return good;
}

/** Plain JS loop: the reference path and the fallback. */
export function propagateJs(satrecs: SatRec[], date: Date, out: Float64Array): number {
  let good = 0;
  for (let i = 0; i < satrecs.length; i++) {
    const o = i * BULK_STRIDE;
    const pv = propagate(satrecs[i], date);
    if (pv && satrecs[i].error === 0) {
      out[o] = pv.position.x;
      out[o + 1] = pv.position.y;
      out[o + 2] = pv.position.z;
      out[o + 3] = pv.velocity.x;
      out[o + 4] = pv.velocity.y;
      out[o + 5] = pv.velocity.z;
      good++;
    } else out.fill(Number.NaN, o, o + BULK_STRIDE);
  }
  return good;
}
