import type { SatRec } from 'satellite.js';
import type { Vec3 } from '../vec.ts';

/** One catalogue object to screen. Order matters only for who is the primary (the earlier object of a pair). */
export interface ScreenObject {
  id: number;
  satrec: SatRec;
}

export interface ScreenOptions {
  /** Window start and end (Unix ms). */
  startMs: number;
  endMs: number;
  /** Report encounters whose miss distance is at most this (km). */
  thresholdKm: number;
  /** SGP4 step (s); default 120. States in between are Hermite-interpolated (interpolate.ts). */
  stepS?: number;
  /** Grid step (s), a divisor of stepS; default 20. Any step is safe: the cell size grows with it (bounds.ts). */
  gridStepS?: number;
  /**
   * Only screen SGP4 steps [from, to) of the window (for splitting one screen across threads; the
   * union over a partition of the steps equals the whole screen, each encounter found exactly once).
   */
  stepRange?: [number, number];
  /** Writes x, y, z, vx, vy, vz (TEME km, km/s) per satrec at `date` into `out`; NaN on failure. Default: JS SGP4 loop. */
  propagateAll?: (satrecs: SatRec[], date: Date, out: Float64Array) => number;
  /** Called after each coarse step (done, total). */
  onProgress?: (done: number, total: number) => void;
}

export interface Conjunction {
  /** Index of the primary / secondary in the input array (primary < secondary). */
  primary: number;
  secondary: number;
  primaryId: number;
  secondaryId: number;
  /** Time of closest approach, Unix ms (fractional). */
  tcaMs: number;
  missKm: number;
  relSpeedKmS: number;
  /** Secondary minus primary at TCA in the primary's radial / in-track / cross-track frame (km). */
  ric: Vec3;
  /** TEME positions of both objects at TCA (km), for drawing the encounter. */
  primaryPos: Vec3;
  secondaryPos: Vec3;
}

export interface ScreenStats {
  objects: number;
  /** Objects left after the perigee/apogee shell filter (the others overlap no one's shell). */
  screenedObjects: number;
  /** SGP4 steps (each propagates every object once) and grid steps (each hashes every object once). */
  steps: number;
  gridSteps: number;
  /** Pairs whose positions were compared on the coarse grid (summed over steps). */
  pairsExamined: number;
  /** Of the pairs closer than the cell size, those skipped by the shell filter (disjoint radius ranges). */
  shellRejected: number;
  /** Pair-steps that survived the linear-motion filter and were handed to refinement. */
  candidateSteps: number;
  /** Distinct pairs refined. */
  candidatePairs: number;
  /** SGP4 evaluations in refinement (two per pair-time). */
  refineEvaluations: number;
  /** Cell size used for the spatial grid (km). */
  cellKm: number;
}

export interface ScreenResult {
  conjunctions: Conjunction[];
  stats: ScreenStats;
}
