/**
 * The tick the worker thread runs (and the benchmark times): every moving object at one instant, with change
 * detection per cadence group. The math (bulk SGP4, ephemerides, look angles) is @cosmos/astro's.
 * No I/O, no database, no sockets.
 */
import {
  SMALL_BODIES,
  SOLAR_SYSTEM_BODIES,
  SatelliteBulk,
  allBodyStates,
  smallBodyState,
  toSatrec,
  type SatRec,
} from '@cosmos/astro';

export type Group = 'rt' | 'basic';
/** Moving non-satellite objects, in the index order shared by worker and main thread. */
export const BODY_IDS: readonly string[] = [...SOLAR_SYSTEM_BODIES.map((b) => b.id), ...SMALL_BODIES.map((b) => b.id)];

/**
 * Socket precision ("real precision"): satellites 0.1 km and 0.1 m/s (element sets are good to about
 * a kilometre); solar-system bodies 1e-6 AU (150 km, below the ephemeris' arc-minute) and 1e-8 AU/day.
 * Change detection uses the same units as tolerances: an object is "moved" once its position differs
 * from the one last sent to that cadence group by at least one rounding unit on some axis.
 */
const SAT_R = 10; // 1 / 0.1 km
const SAT_V = 1e4; // 1 / 1e-4 km/s
const SAT_P = 1e4; // scene units (1000 km) to 0.1 km
const AU_R = 1e6;
const AU_V = 1e8;
const AU_P = 1e5; // scene units (0.1 AU) to 1e-6 AU
const SAT_TOL = 1 / SAT_R; // km
const AU_TOL = 1 / AU_R; // AU

export interface TickDiff {
  /** Indices (bodies first, then satellites in load order) that moved since this group's last send. */
  idx: Int32Array;
}

/** One pass's raw state for every object (bodies first): r then v, 3 values each, unrounded. */
export interface TickFrame {
  /** Bodies AU, satellites km (TEME); NaN where SGP4 failed. */
  pos: Float64Array;
  /** Bodies AU/day, satellites km/s. */
  vel: Float64Array;
}

/** One object's socket values, rounded to the precision above (only for what is actually sent). */
export function roundedState(
  frame: TickFrame,
  i: number,
): { position: { x: number; y: number; z: number }; r: [number, number, number]; v: [number, number, number] } {
  const q = i * 3;
  const { pos, vel } = frame;
  const x = pos[q],
    y = pos[q + 1],
    z = pos[q + 2];
  if (i < BODY_IDS.length) {
    return {
      position: {
        x: Math.round(x * 10 * AU_P) / AU_P,
        y: Math.round(y * 10 * AU_P) / AU_P,
        z: Math.round(z * 10 * AU_P) / AU_P,
      },
      r: [Math.round(x * AU_R) / AU_R, Math.round(y * AU_R) / AU_R, Math.round(z * AU_R) / AU_R],
      v: [Math.round(vel[q] * AU_V) / AU_V, Math.round(vel[q + 1] * AU_V) / AU_V, Math.round(vel[q + 2] * AU_V) / AU_V],
    };
  }
  return {
    position: {
      x: Math.round(x * (SAT_P / 1000)) / SAT_P,
      y: Math.round(y * (SAT_P / 1000)) / SAT_P,
      z: Math.round(z * (SAT_P / 1000)) / SAT_P,
    },
    r: [Math.round(x * SAT_R) / SAT_R, Math.round(y * SAT_R) / SAT_R, Math.round(z * SAT_R) / SAT_R],
    v: [
      Math.round(vel[q] * SAT_V) / SAT_V,
      Math.round(vel[q + 1] * SAT_V) / SAT_V,
      Math.round(vel[q + 2] * SAT_V) / SAT_V,
    ],
  };
}

/** Starts the WebAssembly runtime for tick passes (false: the JS loop is used); astro's, shared with the rest. */
export { initWasmBulk as initTickRuntime } from '@cosmos/astro';

/**
 * Per-process tick state: satrecs (uploaded once to the WASM bulk propagator), the raw output of
 * the last pass, and per cadence group the raw positions last sent. A pass propagates into WASM
 * memory; change detection runs on those raw Float64Arrays against the last-sent buffer with a
 * tolerance, producing the indices of what moved; the raw frame is copied out once and only what
 * is actually sent gets rounded (roundedState, on the main thread). No per-object allocation.
 */
export class TickState {
  satrecs: SatRec[] = [];
  /** astro's bulk propagator: satrecs uploaded once per catalogue, never per pass. */
  private bulk = new SatelliteBulk();
  /** Raw state of the last pass: positions (n×3), velocities (n×3), error codes (n) per satellite. */
  private pos: Float64Array<ArrayBufferLike> = new Float64Array(0);
  private vel: Float64Array<ArrayBufferLike> = new Float64Array(0);
  private err: Int8Array = new Int8Array(0);
  /** Bodies: raw r, v (6 per body). */
  private bodyRaw = new Float64Array(BODY_IDS.length * 6);
  /** Last-sent raw positions per group: bodies (3 per body) then satellites (3 each); NaN = never sent. */
  private last: Record<Group, Float64Array | null> = { rt: null, basic: null };
  /** Scratch for a diff's indices, sliced once per group per tick. */
  private idxScratch = new Int32Array(0);

  load(tles: { line1: string; line2: string }[]) {
    this.satrecs = tles.map((t) => toSatrec(t));
    const n = this.satrecs.length;
    this.bulk.dispose();
    this.bulk.setSatrecs(this.satrecs);
    this.pos = new Float64Array(n * 3);
    this.vel = new Float64Array(n * 3);
    this.err = new Int8Array(n);
    const total = BODY_IDS.length + n;
    this.last = { rt: null, basic: null };
    this.idxScratch = new Int32Array(total);
  }

  get wasm() {
    return this.bulk.wasm;
  }

  /** Propagates everything to `t`; results stay raw (in WASM memory for satellites). */
  compute(t: number): void {
    const date = new Date(t);
    const bodies = allBodyStates(date);
    const b = this.bodyRaw;
    let o = 0;
    for (const body of SOLAR_SYSTEM_BODIES) {
      const st = bodies[body.id];
      b[o] = st.r[0];
      b[o + 1] = st.r[1];
      b[o + 2] = st.r[2];
      b[o + 3] = st.v[0];
      b[o + 4] = st.v[1];
      b[o + 5] = st.v[2];
      o += 6;
    }
    for (const sb of SMALL_BODIES) {
      const st = smallBodyState(sb, date);
      b[o] = st.r[0];
      b[o + 1] = st.r[1];
      b[o + 2] = st.r[2];
      b[o + 3] = st.v[0];
      b[o + 4] = st.v[1];
      b[o + 5] = st.v[2];
      o += 6;
    }
    if (this.satrecs.length === 0) return;
    const raw = this.bulk.run(date);
    this.pos = raw.position;
    this.vel = raw.velocity;
    this.err = raw.error;
  }

  /**
   * What moved for `group` since its last send: compared on the raw output against the positions
   * last sent, with the rounding unit as tolerance (SGP4 failures are never sent). Writes indices only.
   */
  diff(group: Group): TickDiff {
    const nb = BODY_IDS.length;
    const n = this.satrecs.length;
    let last = this.last[group];
    if (!last) {
      last = new Float64Array((nb + n) * 3).fill(Number.NaN);
      this.last[group] = last;
    }
    const idx = this.idxScratch;
    let m = 0;
    const b = this.bodyRaw;
    for (let i = 0; i < nb; i++) {
      const o = i * 6;
      const l = i * 3;
      const x = b[o],
        y = b[o + 1],
        z = b[o + 2];
      // NaN in `last` makes every comparison false: never-sent objects always count as moved.
      if (Math.abs(x - last[l]) < AU_TOL && Math.abs(y - last[l + 1]) < AU_TOL && Math.abs(z - last[l + 2]) < AU_TOL)
        continue;
      last[l] = x;
      last[l + 1] = y;
      last[l + 2] = z;
      idx[m++] = i;
    }
    const pos = this.pos;
    const err = this.err;
    for (let i = 0, q = 0, l = nb * 3; i < n; i++, q += 3, l += 3) {
      if (err[i] !== 0) continue;
      const x = pos[q],
        y = pos[q + 1],
        z = pos[q + 2];
      if (Math.abs(x - last[l]) < SAT_TOL && Math.abs(y - last[l + 1]) < SAT_TOL && Math.abs(z - last[l + 2]) < SAT_TOL)
        continue;
      last[l] = x;
      last[l + 1] = y;
      last[l + 2] = z;
      idx[m++] = nb + i;
    }
    return { idx: idx.slice(0, m) };
  }

  /** The pass's raw state copied out of WASM memory (two memcpy-style copies) for the main thread. */
  frame(): TickFrame {
    const nb = BODY_IDS.length;
    const n = this.satrecs.length;
    const pos = new Float64Array((nb + n) * 3);
    const vel = new Float64Array((nb + n) * 3);
    const b = this.bodyRaw;
    for (let i = 0, o = 0, q = 0; i < nb; i++, o += 6, q += 3) {
      pos[q] = b[o];
      pos[q + 1] = b[o + 1];
      pos[q + 2] = b[o + 2];
      vel[q] = b[o + 3];
      vel[q + 1] = b[o + 4];
      vel[q + 2] = b[o + 5];
    }
    if (n > 0) {
      pos.set(this.pos.subarray(0, n * 3), nb * 3);
      vel.set(this.vel.subarray(0, n * 3), nb * 3);
    }
    return { pos, vel };
  }

  /** One tick as the worker runs it: a pass, each requested group's diff, the raw frame to transfer. */
  tick(t: number, groups: Group[]): { groups: Partial<Record<Group, TickDiff>>; frame: TickFrame } {
    this.compute(t);
    const res: Partial<Record<Group, TickDiff>> = {};
    for (const g of groups) res[g] = this.diff(g);
    return { groups: res, frame: this.frame() };
  }
}
