/**
 * All-pairs conjunction screening over a time window, in four stages:
 *  1. shell filter: an object whose padded perigee–apogee range overlaps no other object's is dropped,
 *     and pairs with disjoint shells are skipped before any distance is computed;
 *  2. coarse grid: every object is propagated with SGP4 once per step (120 s), its state interpolated at
 *     the centre of each grid window (20 s) and hashed into a uniform grid whose cell size D guarantees
 *     that any pair able to meet in that window is in neighbouring cells (proof in bounds.ts);
 *  3. linear-motion filter on those pairs (also in bounds.ts), leaving candidate pair-windows;
 *  4. refinement of each run of candidate windows to the roots of the range-rate (refine.ts).
 */
import type { SatRec } from 'satellite.js';
import { BULK_STRIDE, propagateMany } from '../sgp4-bulk.ts';
import type { Vec3 } from '../vec.ts';
import { cellSizeKm, relativeAccelBound, shellOf, shellsOverlap } from './bounds.ts';
import { INTERP_POS_ERR_KM, INTERP_VEL_ERR_KMS, hermiteAll } from './interpolate.ts';
import { brentRoot, norm, rangeRate, relativeState, ricOf } from './refine.ts';
import { SpatialGrid } from './spatial-grid.ts';
import type { Conjunction, ScreenObject, ScreenOptions, ScreenResult, ScreenStats } from './types.ts';

const DAY_MS = 86_400_000;
/** TCA tolerance of the root finder (ms). */
const TCA_TOL_MS = 1;
/**
 * Below this relative speed (km/s) the range-rate may bend within one window (two objects drifting
 * side by side), so each window is sampled at finer points before looking for sign changes.
 */
const SLOW_KMS = 1;
const SLOW_SUBDIVISIONS = 6;

const epochMs = (s: SatRec) => (s.jdsatepoch - 2440587.5) * DAY_MS;

/** Indices of objects whose shell overlaps at least one other's (sweep over shells sorted by lower radius). */
function overlapping(lo: Float64Array, hi: Float64Array, candidates: number[]): number[] {
  const order = [...candidates].sort((a, b) => lo[a] - lo[b]);
  const keep: number[] = [];
  let maxHi = -Infinity;
  for (let k = 0; k < order.length; k++) {
    const i = order[k];
    const next = order[k + 1];
    if (maxHi >= lo[i] || (next !== undefined && lo[next] <= hi[i])) keep.push(i);
    maxHi = Math.max(maxHi, hi[i]);
  }
  return keep.sort((a, b) => a - b);
}

export function screenConjunctions(objects: ScreenObject[], opts: ScreenOptions): ScreenResult {
  const { startMs, endMs, thresholdKm } = opts;
  const sgpStepMs = (opts.stepS ?? 120) * 1000;
  const stepMs = (opts.gridStepS ?? 20) * 1000;
  const perSgp = Math.round(sgpStepMs / stepMs);
  if (!(perSgp >= 1) || Math.abs(perSgp * stepMs - sgpStepMs) > 1e-6)
    throw new RangeError('gridStepS must divide stepS');
  const h = stepMs / 2000;
  const totalSteps = Math.max(1, Math.ceil((endMs - startMs) / sgpStepMs));
  const [k0, k1] = opts.stepRange ?? [0, totalSteps];
  const propagateAll = opts.propagateAll ?? propagateMany;

  // 1. Shells.
  const n = objects.length;
  const lo = new Float64Array(n);
  const hi = new Float64Array(n);
  const vMax = new Float64Array(n);
  const usable: number[] = [];
  for (let i = 0; i < n; i++) {
    const s = objects[i].satrec;
    if (s.error !== 0 || !(s.a > 0)) continue;
    const span = Math.max(Math.abs(endMs - epochMs(s)), Math.abs(startMs - epochMs(s))) / DAY_MS;
    const sh = shellOf(s, thresholdKm, span);
    lo[i] = sh.loKm;
    hi[i] = sh.hiKm;
    vMax[i] = sh.vMaxKmS;
    usable.push(i);
  }
  const kept = overlapping(lo, hi, usable);
  const m = kept.length;
  const satrecs = kept.map((i) => objects[i].satrec);
  let v1 = 0;
  let v2 = 0;
  let rMin = Infinity;
  for (const i of kept) {
    if (vMax[i] > v1) [v1, v2] = [vMax[i], v1];
    else if (vMax[i] > v2) v2 = vMax[i];
    rMin = Math.min(rMin, lo[i]);
  }
  const posErr = 2 * INTERP_POS_ERR_KM;
  const velErr = 2 * INTERP_VEL_ERR_KMS;
  const cellKm = m > 1 ? cellSizeKm(thresholdKm, h, v1 + v2, rMin, posErr, velErr) : 1;

  // Per kept index: shell and speed bound, for the pair checks.
  const kLo = Float64Array.from(kept, (i) => lo[i]);
  const kHi = Float64Array.from(kept, (i) => hi[i]);
  const kV = Float64Array.from(kept, (i) => vMax[i]);

  // 2–3. Coarse grid and linear filter.
  let before = new Float64Array(m * BULK_STRIDE);
  let after = new Float64Array(m * BULK_STRIDE);
  const state = new Float64Array(m * BULK_STRIDE);
  const active = new Int32Array(m);
  const grid = new SpatialGrid(Math.max(1, m));
  const candidates = new Map<number, number[]>();
  const stats: ScreenStats = {
    objects: n,
    screenedObjects: m,
    steps: Math.max(0, k1 - k0),
    gridSteps: Math.max(0, k1 - k0) * perSgp,
    pairsExamined: 0,
    shellRejected: 0,
    candidateSteps: 0,
    candidatePairs: 0,
    refineEvaluations: 0,
    cellKm,
  };
  const errBudget = thresholdKm + posErr + velErr * h;
  if (k1 > k0 && m > 1) propagateAll(satrecs, new Date(startMs + k0 * sgpStepMs), after);
  for (let step = k0 * perSgp; step < k1 * perSgp && m > 1; step++) {
    const sub = step % perSgp;
    if (sub === 0) {
      [before, after] = [after, before];
      propagateAll(satrecs, new Date(startMs + (step + perSgp) * stepMs), after);
    }
    hermiteAll(before, after, m, (sub + 0.5) / perSgp, sgpStepMs / 1000, state);
    let count = 0;
    for (let a = 0; a < m; a++) if (Number.isFinite(state[a * BULK_STRIDE])) active[count++] = a;
    stats.pairsExamined += grid.pairs(state, BULK_STRIDE, active, count, cellKm);
    const pairs = grid.closePairs;
    const buf = grid.pairBuffer;
    for (let q = 0; q < pairs; q++) {
      const a = buf[2 * q];
      const b = buf[2 * q + 1];
      if (!shellsOverlap(kLo[a], kHi[a], kLo[b], kHi[b])) {
        stats.shellRejected++;
        continue;
      }
      const oa = a * BULK_STRIDE;
      const ob = b * BULK_STRIDE;
      const rx = state[ob] - state[oa];
      const ry = state[ob + 1] - state[oa + 1];
      const rz = state[ob + 2] - state[oa + 2];
      const r2 = rx * rx + ry * ry + rz * rz;
      const vx = state[ob + 3] - state[oa + 3];
      const vy = state[ob + 4] - state[oa + 4];
      const vz = state[ob + 5] - state[oa + 5];
      const v2s = vx * vx + vy * vy + vz * vz;
      let s = v2s > 0 ? -(rx * vx + ry * vy + rz * vz) / v2s : 0;
      s = s < -h ? -h : s > h ? h : s;
      const ex = rx + vx * s;
      const ey = ry + vy * s;
      const ez = rz + vz * s;
      const accel = relativeAccelBound(kLo[a] < kLo[b] ? kLo[a] : kLo[b], Math.sqrt(r2) + (kV[a] + kV[b]) * h);
      const lim = errBudget + 0.5 * accel * h * h;
      if (ex * ex + ey * ey + ez * ez > lim * lim) continue;
      const key = a < b ? a * m + b : b * m + a;
      const list = candidates.get(key);
      if (list) {
        if (list[list.length - 1] !== step) list.push(step);
      } else candidates.set(key, [step]);
      stats.candidateSteps++;
    }
    if (sub === perSgp - 1) opts.onProgress?.(Math.floor(step / perSgp) - k0 + 1, k1 - k0);
  }

  // 4. Refinement.
  const conjunctions: Conjunction[] = [];
  stats.candidatePairs = candidates.size;
  const windowStart = startMs + k0 * sgpStepMs;
  const windowEnd = Math.min(endMs, startMs + k1 * sgpStepMs);
  for (const [key, steps] of candidates) {
    const a = Math.floor(key / m);
    const b = key % m;
    const [pi, si] = kept[a] < kept[b] ? [kept[a], kept[b]] : [kept[b], kept[a]];
    const found = refinePair(
      objects[pi].satrec,
      objects[si].satrec,
      steps,
      startMs,
      stepMs,
      windowStart,
      windowEnd,
      thresholdKm,
      stats,
    );
    for (const c of found)
      conjunctions.push({ ...c, primary: pi, secondary: si, primaryId: objects[pi].id, secondaryId: objects[si].id });
  }
  conjunctions.sort((x, y) => x.tcaMs - y.tcaMs || x.primary - y.primary || x.secondary - y.secondary);
  return { conjunctions, stats };
}

type Found = Omit<Conjunction, 'primary' | 'secondary' | 'primaryId' | 'secondaryId'>;

/** Roots of the range-rate (closing → opening) inside runs of consecutive candidate windows. */
function refinePair(
  p: SatRec,
  s: SatRec,
  steps: number[],
  startMs: number,
  stepMs: number,
  fromMs: number,
  toMs: number,
  thresholdKm: number,
  stats: ScreenStats,
): Found[] {
  const out: Found[] = [];
  const f = (t: number) => {
    stats.refineEvaluations += 2;
    const st = relativeState(p, s, t);
    return st.ok ? rangeRate(st) : NaN;
  };
  let i = 0;
  while (i < steps.length) {
    let j = i;
    while (j + 1 < steps.length && steps[j + 1] === steps[j] + 1) j++;
    const t0 = Math.max(fromMs, startMs + steps[i] * stepMs);
    const t1 = Math.min(toMs, startMs + (steps[j] + 1) * stepMs);
    i = j + 1;
    if (!(t1 > t0)) continue;
    // Boundaries of the run's windows; finer where the pair moves slowly.
    let times: number[] = [];
    for (let t = t0; t < t1; t += stepMs) times.push(t);
    times.push(t1);
    const slow = times.some((t) => {
      stats.refineEvaluations += 2;
      const st = relativeState(p, s, t);
      return st.ok && norm(st.v) < SLOW_KMS;
    });
    if (slow) {
      const fine: number[] = [];
      for (let k = 0; k + 1 < times.length; k++)
        for (let q = 0; q < SLOW_SUBDIVISIONS; q++)
          fine.push(times[k] + ((times[k + 1] - times[k]) * q) / SLOW_SUBDIVISIONS);
      fine.push(t1);
      times = fine;
    }
    let ta = times[0];
    let fa = f(ta);
    for (let k = 1; k < times.length; k++) {
      const tb = times[k];
      const fb = f(tb);
      if (fa < 0 && fb >= 0) {
        const tca = brentRoot(f, ta, tb, fa, fb, TCA_TOL_MS);
        stats.refineEvaluations += 2;
        const st = relativeState(p, s, tca);
        const miss = st.ok ? norm(st.r) : Infinity;
        if (miss <= thresholdKm) {
          out.push({
            tcaMs: tca,
            missKm: miss,
            relSpeedKmS: norm(st.v),
            ric: ricOf(st.p1, st.v1, st.r),
            primaryPos: st.p1,
            secondaryPos: st.p2 as Vec3,
          });
        }
      }
      ta = tb;
      fa = fb;
    }
  }
  return out;
}
