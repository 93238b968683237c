/**
 * Typed messages between the scene and the propagation worker. Positions travel as transferred
 * Float32Arrays in scene units (1 unit = 1000 km, TEME axes); velocities in scene units per
 * simulated second, so the renderer can extrapolate between worker replies.
 */
export interface SatElementSet {
  id: string;
  line1: string;
  line2: string;
}

export type ToWorker =
  | { kind: 'load'; sats: SatElementSet[] }
  /** Propagate satellites [start, start + count) (count omitted = all) to timeMs. */
  | { kind: 'propagate'; seq: number; timeMs: number; start?: number; count?: number }
  | { kind: 'orbit'; seq: number; index: number; timeMs: number; steps: number };

export type FromWorker =
  | { kind: 'loaded'; count: number; failed: string[]; wasm: boolean }
  | {
      kind: 'positions';
      seq: number;
      timeMs: number;
      start: number;
      pos: Float32Array;
      vel: Float32Array;
      valid: Uint8Array;
      computeMs: number;
    }
  | { kind: 'orbit'; seq: number; index: number; points: Float32Array; periodMin: number };

export const KM_PER_UNIT = 1000;
