/**
 * Astrophotography planner: every catalogue object that crosses a camera's field pointed at a fixed target (tracked
 * sidereally) during a window, with time in and out, peak magnitude ± σ and whether it was sunlit, and the clean
 * sub-windows in which no sunlit object crosses.
 *
 * Scale (tens of thousands of objects over hours) comes from a bound, not from sampling everything finely:
 *  1. coarse: the whole catalogue is propagated in bulk (sgp4-bulk) every `coarseStepSeconds` while the field is up.
 *     An object's distance (km) from the field's circumscribed cone changes no faster than the object moves relative
 *     to the cone's apex (its speed, which grows at most by gravity's 9.8 m/s², plus the observer's 0.47 km/s), so on
 *     a step whose two end distances d₀, d₁ satisfy (d₀ + d₁ − V·Δt)/2 > 0 the object cannot be in the field;
 *  2. refine: the remaining steps are bisected with the same bound until the object's direction turns by at most
 *     LEAF_RAD across a piece; the exact field measure (field-of-view.ts) is read at the surviving pieces' ends, and
 *     entry and exit are bisected to BISECT_MS. A crossing between two samples is caught by a golden-section search
 *     for the measure's minimum (a short arc is nearly a straight line on the tangent plane, where the measure of a
 *     rectangle or a circle has one minimum).
 * Brightness and the shadow come from the pass search's sample (pass-track.ts sampleAt): the same magnitude model
 * and σ as every pass in the portal.
 */
import { sgp4, type SatRec } from 'satellite.js';
import { magnitudeModel, magnitudeSigmaAt, type PassMagnitudeModel } from './magnitude.ts';
import { ObserverSky, type Window } from './observer-sky.ts';
import { SatProbe } from './pass-probe.ts';
import { sampleAt } from './pass-track.ts';
import { BULK_STRIDE, propagateMany } from './sgp4-bulk.ts';
import { DEG, gmstAt, toEcf, type Site } from './sky-geometry.ts';
import {
  angleFromCentre,
  coneDepthKm,
  coneDistanceKm,
  fieldFrame,
  fieldMeasure,
  type FieldFrame,
  type FieldOfView,
} from './field-of-view.ts';
import type { Vec3 } from './vec.ts';

export interface FieldCrossingRequest {
  site: Site;
  /** The target, J2000 (degrees). */
  raDeg: number;
  decDeg: number;
  fov: FieldOfView;
  from: number;
  to: number;
  /** The field's centre must be at least this high (degrees, default 10); crossings are searched only then. */
  minAltitudeDeg?: number;
  /** Shortest clean sub-window reported (seconds, default 60). */
  minCleanSeconds?: number;
  /** Coarse step of the bulk prefilter (seconds, default 300: bench:planner, BENCHMARKS.md). */
  coarseStepSeconds?: number;
}

export interface FieldCrossing {
  /** Index into the satrecs passed in. */
  index: number;
  start: number;
  end: number;
  /** The crossing was already under way when the search began (window start or the field's rise) or still was at its end. */
  clippedStart: boolean;
  clippedEnd: boolean;
  /** Closest approach to the field's centre. */
  closest: { time: number; separationDeg: number; azimuthDeg: number; elevationDeg: number };
  /** Brightest predicted magnitude while in the field and its 1 σ (null when never sunlit, or no σ known). */
  magnitude: number | null;
  sigma: number | null;
  /** Sunlit (outside the Earth's umbra) at some moment of the crossing. */
  sunlit: boolean;
}

export interface FieldCrossingResult {
  /** When the field's centre is at least minAltitudeDeg high inside [from, to]. */
  fieldUp: Window[];
  crossings: FieldCrossing[];
  /** Parts of fieldUp that no sunlit crossing touches, at least minCleanSeconds long. */
  clean: Window[];
  /** Work done: coarse bulk steps, coarse steps that survived the bound, single propagations in the refinement. */
  stats: { coarseSteps: number; candidateSteps: number; refineEvaluations: number };
}

/**
 * Refinement leaf: where the bound cannot rule a crossing out, the exact measure is sampled wherever the object's
 * direction may have turned by LEAF_RAD, so the arc between two samples is nearly straight on the tangent plane.
 */
const LEAF_RAD = 1 * (Math.PI / 180);
const MIN_LEAF_MS = 200;
/** No catalogue object comes nearer the observer than this while in orbit (km). */
const MIN_RANGE_KM = 80;
const BISECT_MS = 10;
const A_MAX = 0.0098; // km/s², gravity at the Earth's surface bounds any orbit's acceleration
const V_OBSERVER = 0.47; // km/s, the observer's speed in the inertial frame (Earth's rotation at the equator)
const UP_STEP_MS = 60_000;

const observerTeme = (frame: { ecf: Vec3 }, gmst: number, out: Vec3): Vec3 => {
  const c = Math.cos(gmst),
    s = Math.sin(gmst);
  const [x, y, z] = frame.ecf;
  out[0] = x * c - y * s;
  out[1] = x * s + y * c;
  out[2] = z;
  return out;
};

/** Altitude (rad) of the field's centre at `ms` (geometric, no refraction). */
function centreAltitude(sky: ObserverSky, f: FieldFrame, ms: number): number {
  const e = toEcf(f.centre, gmstAt(ms), [0, 0, 0]);
  const u = sky.frame.u;
  return Math.asin(e[0] * u[0] + e[1] * u[1] + e[2] * u[2]);
}

/** Intervals of [from, to] where `ok` holds, sampled every `step` and bisected to a second. */
function intervalsWhere(from: number, to: number, step: number, ok: (t: number) => boolean): Window[] {
  const out: Window[] = [];
  let start: number | null = ok(from) ? from : null;
  let prev = from;
  for (let t = Math.min(from + step, to); ; t = Math.min(t + step, to)) {
    const now = ok(t);
    if (now !== (start !== null)) {
      let a = prev,
        b = t;
      while (b - a > 1000) {
        const m = (a + b) / 2;
        if (ok(m) === now) b = m;
        else a = m;
      }
      if (now) start = b;
      else {
        out.push([start!, a]);
        start = null;
      }
    }
    prev = t;
    if (t >= to) break;
  }
  if (start !== null && to > start) out.push([start, to]);
  return out;
}

/** One object's geometry relative to the field at an instant (single SGP4 call). */
interface Probe {
  t: number;
  /** Distance from the field's circumscribed cone and depth inside its inscribed cone (km), range (km), speed (km/s), field measure. */
  d: number;
  depth: number;
  rho: number;
  speed: number;
  g: number;
}

export function fieldCrossings(
  satrecs: SatRec[],
  magnitudeOf: (index: number) => PassMagnitudeModel,
  req: FieldCrossingRequest,
): FieldCrossingResult {
  const { from, to } = req;
  const sky = new ObserverSky(req.site, from, to);
  const field = fieldFrame(req.raDeg, req.decDeg, req.fov, (from + to) / 2);
  const minAlt = (req.minAltitudeDeg ?? 10) * DEG;
  const fieldUp = intervalsWhere(from, to, UP_STEP_MS, (t) => centreAltitude(sky, field, t) >= minAlt);
  const stepMs = Math.max(10, req.coarseStepSeconds ?? 300) * 1000;
  const n = satrecs.length;
  const stats = { coarseSteps: 0, candidateSteps: 0, refineEvaluations: 0 };

  // 1. Coarse bulk pass: per object, the coarse steps the cone-distance bound cannot rule out.
  const candidates = new Map<number, number[]>(); // object → [start, end, start, end, …]
  const buf = new Float64Array(n * BULK_STRIDE);
  const prevD = new Float64Array(n);
  const prevV = new Float64Array(n);
  const obs: Vec3 = [0, 0, 0];
  const q: Vec3 = [0, 0, 0];
  for (const [a, b] of fieldUp) {
    let prevT = Number.NaN;
    for (let t = a; ; t = Math.min(t + stepMs, b)) {
      propagateMany(satrecs, new Date(t), buf);
      stats.coarseSteps++;
      observerTeme(sky.frame, gmstAt(t), obs);
      const dt = (t - prevT) / 1000;
      for (let i = 0, j = 0; i < n; i++, j += BULK_STRIDE) {
        let d = Number.NaN,
          v = 0;
        if (!Number.isNaN(buf[j])) {
          q[0] = buf[j] - obs[0];
          q[1] = buf[j + 1] - obs[1];
          q[2] = buf[j + 2] - obs[2];
          d = coneDistanceKm(field, q);
          v = Math.hypot(buf[j + 3], buf[j + 4], buf[j + 5]);
        }
        // A failed propagation (a decayed object) at either end leaves the step out: NaN fails the test.
        if (dt > 0 && (prevD[i] + d - (Math.max(v, prevV[i]) + A_MAX * dt + V_OBSERVER) * dt) / 2 <= 0) {
          let list = candidates.get(i);
          if (!list) candidates.set(i, (list = []));
          list.push(prevT, t);
          stats.candidateSteps++;
        }
        prevD[i] = d;
        prevV[i] = v;
      }
      prevT = t;
      if (t >= b) break;
    }
  }

  // 2. Refinement per candidate object.
  const crossings: FieldCrossing[] = [];
  for (const [i, steps] of candidates) {
    const sat = satrecs[i];
    const epochMs = (sat.jdsatepoch - 2440587.5) * 86_400_000;
    const rel = (t: number): Vec3 | null => {
      stats.refineEvaluations++;
      const pv = sgp4(sat, (t - epochMs) / 60_000) as { position: { x: number; y: number; z: number } } | null;
      if (!pv || sat.error !== 0 || !Number.isFinite(pv.position.x)) return null;
      observerTeme(sky.frame, gmstAt(t), obs);
      return [pv.position.x - obs[0], pv.position.y - obs[1], pv.position.z - obs[2]];
    };
    const probeAt = (t: number): Probe => {
      stats.refineEvaluations++;
      const pv = sgp4(sat, (t - epochMs) / 60_000) as {
        position: { x: number; y: number; z: number };
        velocity: { x: number; y: number; z: number };
      } | null;
      if (!pv || sat.error !== 0 || !Number.isFinite(pv.position.x))
        return { t, d: Infinity, depth: 0, rho: Infinity, speed: 0, g: Infinity };
      observerTeme(sky.frame, gmstAt(t), obs);
      const r: Vec3 = [pv.position.x - obs[0], pv.position.y - obs[1], pv.position.z - obs[2]];
      return {
        t,
        d: coneDistanceKm(field, r),
        depth: coneDepthKm(field, r),
        rho: Math.hypot(r[0], r[1], r[2]),
        speed: Math.hypot(pv.velocity.x, pv.velocity.y, pv.velocity.z),
        g: fieldMeasure(field, r),
      };
    };
    const measure = (t: number) => {
      const r = rel(t);
      return r ? fieldMeasure(field, r) : Infinity;
    };
    // Leaves where the bound still allows the object in the field, as runs of contiguous probes.
    const runs: Probe[][] = [];
    const search = (pa: Probe, pb: Probe) => {
      const dt = (pb.t - pa.t) / 1000;
      const v = Math.max(pa.speed, pb.speed) + A_MAX * dt + V_OBSERVER;
      if ((pa.d + pb.d - v * dt) / 2 > 0) return;
      // Small enough when the direction turns by at most LEAF_RAD across it (rate ≤ v / nearest possible range), or
      // when the object cannot leave the inscribed cone in between (no boundary to find there).
      const rhoMin = Math.max(MIN_RANGE_KM, (pa.rho + pb.rho - v * dt) / 2);
      const staysInside = (pa.depth + pb.depth - v * dt) / 2 > 0;
      if (staysInside || (v / rhoMin) * dt <= LEAF_RAD || pb.t - pa.t <= MIN_LEAF_MS) {
        const last = runs[runs.length - 1];
        if (last && last[last.length - 1] === pa) last.push(pb);
        else runs.push([pa, pb]);
        return;
      }
      const pm = probeAt((pa.t + pb.t) / 2);
      search(pa, pm);
      search(pm, pb);
    };
    let prevEnd: Probe | null = null;
    for (let k = 0; k < steps.length; k += 2) {
      // Consecutive candidate steps share their boundary probe, so runs join across them.
      const pa: Probe = prevEnd && prevEnd.t === steps[k] ? prevEnd : probeAt(steps[k]);
      const pb = probeAt(steps[k + 1]);
      search(pa, pb);
      prevEnd = pb;
    }
    for (const run of runs) {
      const a = run[0].t,
        b = run[run.length - 1].t;
      const up = fieldUp.find(([s, e]) => a >= s && b <= e) ?? [a, b];
      for (const [s, e] of crossingsInRun(run, measure)) crossings.push(describe(i, s, e, s <= up[0], e >= up[1]));
    }
  }

  function describe(index: number, start: number, end: number, clippedStart: boolean, clippedEnd: boolean) {
    const sat = satrecs[index];
    const model = magnitudeModel(magnitudeOf(index));
    const probe = new SatProbe(sat, sky);
    const rel = (t: number): Vec3 => {
      const s = probe.at(t);
      if (!s.ok) return [0, 0, -1];
      observerTeme(sky.frame, gmstAt(t), obs);
      return [s.r[0] - obs[0], s.r[1] - obs[1], s.r[2] - obs[2]];
    };
    // Closest approach to the centre: golden section (one minimum on a short, nearly straight arc).
    const tc = goldenMin((t) => angleFromCentre(field, rel(t)), start, end);
    const sep = angleFromCentre(field, rel(tc)) / DEG;
    const times = [start, end, tc];
    for (let k = 1; k < 8; k++) times.push(start + ((end - start) * k) / 8);
    let sunlit = false;
    let best: { mag: number; el: number } | null = null;
    let closest = { time: tc, separationDeg: sep, azimuthDeg: 0, elevationDeg: 0 };
    for (const t of times) {
      const s = sampleAt(probe, sky, t, model);
      if (t === tc) closest = { time: tc, separationDeg: sep, azimuthDeg: s.az, elevationDeg: s.el };
      if (s.state !== 'umbra') sunlit = true;
      if (s.mag !== null && (!best || s.mag < best.mag)) best = { mag: s.mag, el: s.el };
    }
    const magnitude = best ? Math.round(best.mag * 10) / 10 : null;
    const sigma = best && model.sigma !== null ? magnitudeSigmaAt(model.sigma, best.el) : null;
    return { index, start, end, clippedStart, clippedEnd, closest, magnitude, sigma, sunlit };
  }

  crossings.sort((a, b) => a.start - b.start || a.index - b.index);
  const minClean = (req.minCleanSeconds ?? 60) * 1000;
  return { fieldUp, crossings, clean: cleanWindows(fieldUp, crossings, minClean), stats };
}

/** Crossings (entry, exit) inside one run of leaves, from the exact measure at the leaves' ends. */
function crossingsInRun(run: Probe[], g: (t: number) => number): Window[] {
  const ts = run.map((p) => p.t);
  const gs = run.map((p) => p.g);
  const out: Window[] = [];
  const entry = (lo: number, hi: number) => bisect(g, lo, hi, true);
  const exit = (lo: number, hi: number) => bisect(g, lo, hi, false);
  let k = 0;
  while (k < ts.length) {
    if (gs[k] <= 1) {
      // Inside at a sample: entry between the previous sample and this one (or the run's start).
      const s = k === 0 ? ts[0] : entry(ts[k - 1], ts[k]);
      while (k + 1 < ts.length && gs[k + 1] <= 1) k++;
      const e = k === ts.length - 1 ? ts[k] : exit(ts[k], ts[k + 1]);
      out.push([s, e]);
      k++;
      continue;
    }
    // Outside at every sample nearby, but a local minimum may dip inside between samples.
    const left = k === 0 ? Infinity : gs[k - 1];
    const right = k === ts.length - 1 ? Infinity : gs[k + 1];
    if (gs[k] <= left && gs[k] <= right && Number.isFinite(gs[k])) {
      const lo = k === 0 ? ts[0] : ts[k - 1];
      const hi = k === ts.length - 1 ? ts[k] : ts[k + 1];
      const tm = goldenMin(g, lo, hi);
      if (g(tm) <= 1) out.push([tm === lo ? lo : entry(lo, tm), tm === hi ? hi : exit(tm, hi)]);
    }
    k++;
  }
  return out;
}

/** The boundary between outside and inside (entering: first inside; leaving: last inside), to BISECT_MS. */
function bisect(g: (t: number) => number, lo: number, hi: number, entering: boolean): number {
  while (hi - lo > BISECT_MS) {
    const m = (lo + hi) / 2;
    if (g(m) <= 1 === entering) hi = m;
    else lo = m;
  }
  return entering ? hi : lo;
}

const PHI = (Math.sqrt(5) - 1) / 2;
function goldenMin(f: (t: number) => number, lo: number, hi: number): number {
  let x1 = hi - PHI * (hi - lo),
    x2 = lo + PHI * (hi - lo);
  let f1 = f(x1),
    f2 = f(x2);
  while (hi - lo > BISECT_MS) {
    if (f1 <= f2) {
      hi = x2;
      x2 = x1;
      f2 = f1;
      x1 = hi - PHI * (hi - lo);
      f1 = f(x1);
    } else {
      lo = x1;
      x1 = x2;
      f1 = f2;
      x2 = lo + PHI * (hi - lo);
      f2 = f(x2);
    }
  }
  return (lo + hi) / 2;
}

/** fieldUp minus every sunlit crossing, keeping pieces at least `minMs` long. */
export function cleanWindows(fieldUp: Window[], crossings: FieldCrossing[], minMs: number): Window[] {
  const busy = crossings
    .filter((c) => c.sunlit)
    .map((c) => [c.start, c.end] as Window)
    .sort((x, y) => x[0] - y[0]);
  const out: Window[] = [];
  for (const [a, b] of fieldUp) {
    let cursor = a;
    for (const [s, e] of busy) {
      if (e < cursor || s > b) continue;
      if (s - cursor >= minMs) out.push([cursor, Math.min(s, b)]);
      cursor = Math.max(cursor, e);
    }
    if (b - cursor >= minMs) out.push([cursor, b]);
  }
  return out;
}
