/**
 * Bulk SGP4: many satellites at one instant into a flat Float64Array, for the scene layer.
 * satellite.js 7 ships a WebAssembly BulkPropagator; it needs an async runtime, so callers
 * opt in with {@link initWasmBulk}. Until then (or if WASM is unavailable) a plain JS loop runs.
 */
import { BulkPropagator, createSingleThreadRuntime, EciBaseCalculator, propagate, type SatRec } from 'satellite.js';

// The runtime type is not re-exported by name; derive it from the factory.
type SingleThreadRuntime = Awaited<ReturnType<typeof createSingleThreadRuntime>>;

/** Values written per satellite: x, y, z (km TEME), vx, vy, vz (km/s). NaN marks a failed propagation. */
export const BULK_STRIDE = 6;

type Propagator = BulkPropagator<readonly [EciBaseCalculator], SingleThreadRuntime>;

let runtime: SingleThreadRuntime | null = null;
let propagator: Propagator | null = null;
let capacity = 0;

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
  try {
    propagator?.dispose();
  } catch {
    /* already disposed */
  }
  try {
    runtime?.dispose();
  } catch {
    /* ExitStatus thrown by emscripten on normal exit(0) */
  }
  propagator = null;
  runtime = null;
  capacity = 0;
}

let uploaded: SatRec[] | null = null;
let uploadedLength = 0;
let uploadedFor: Propagator | null = null;

/** Forces the next {@link propagateMany} to re-upload its satrecs (after mutating the array in place). */
export function markSatrecsChanged(): void {
  uploaded = null;
}

function ensurePropagator(rt: SingleThreadRuntime, n: number): Propagator {
  if (!propagator || n > capacity) {
    try {
      propagator?.dispose();
    } catch {
      /* ignore */
    }
    capacity = Math.max(n, 16);
    propagator = new BulkPropagator({
      runtime: rt,
      calculators: [new EciBaseCalculator()] as const,
      satRecsCount: capacity,
      datesCount: 1,
    });
  }
  return propagator;
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
      return propagateWasm(runtime, satrecs, date, out);
    } catch {
      // fall through to JS if the WASM path fails for any reason
    }
  }
  return propagateJs(satrecs, date, out);
}

function propagateWasm(rt: SingleThreadRuntime, satrecs: SatRec[], date: Date, out: Float64Array): number {
  const p = ensurePropagator(rt, satrecs.length);
  // Uploading satrecs costs far more than propagating them (≈35 µs vs 2 µs each), so re-upload only
  // when the array or its length changed; callers that mutate an array in place call markSatrecsChanged().
  if (uploaded !== satrecs || uploadedLength !== satrecs.length || uploadedFor !== p) {
    p.setSatRecs(satrecs);
    uploaded = satrecs;
    uploadedLength = satrecs.length;
    uploadedFor = p;
  }
  p.setDates([date]);
  p.run();
  const raw = p.getRawOutput().eci;
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
