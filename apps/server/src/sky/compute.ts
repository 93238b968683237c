/**
 * The heavy, pure sky computations the worker thread runs (and the benchmark times): one tick for
 * every moving object, ground-station look over the whole catalogue, and pass prediction.
 * No I/O, no database, no sockets.
 */
import {
  BULK_STRIDE, SMALL_BODIES, SOLAR_SYSTEM_BODIES, allBodyStates, latencyMs, predictPasses, propagateMany, signalStrength,
  smallBodyState, toSatrec, type GroundStation,
} from '@cosmos/astro';
import { ecfToLookAngles, eciToEcf, gstime, type SatRec } from 'satellite.js';

/** Values per object in a tick result: scene x,y,z then r[3], v[3]. */
export const TICK_STRIDE = 9;
export type Group = 'rt' | 'basic';
/** Moving non-satellite objects, in the index order shared by worker and main thread. */
export const BODY_IDS: readonly string[] = [...SOLAR_SYSTEM_BODIES.map((b) => b.id), ...SMALL_BODIES.map((b) => b.id)];

/**
 * Socket precision ("real precision"): satellites 0.1 km and 0.1 m/s (element sets are good to about
 * a kilometre); solar-system bodies 1e-6 AU (150 km, below the ephemeris' arc-minute) and 1e-8 AU/day.
 */
const SAT_R = 10; // 1 / 0.1 km
const SAT_V = 1e4; // 1 / 1e-4 km/s
const SAT_P = 1e4; // scene units (1000 km) to 0.1 km
const AU_R = 1e6;
const AU_V = 1e8;
const AU_P = 1e5; // scene units (0.1 AU) to 1e-6 AU
const round = (x: number, k: number) => Math.round(x * k) / k;

export interface TickDiff {
  /** Indices (bodies first, then satellites in load order) that changed since this group's last send. */
  idx: Int32Array;
  vals: Float64Array;
}

/** Per-process tick state: satrecs, scratch buffers and what each cadence group last received. */
export class TickState {
  satrecs: SatRec[] = [];
  private bulk = new Float64Array(0);
  private current = new Float64Array(0);
  private last: Record<Group, Float64Array | null> = { rt: null, basic: null };

  load(tles: { line1: string; line2: string }[]) {
    this.satrecs = tles.map((t) => toSatrec(t));
    this.bulk = new Float64Array(this.satrecs.length * BULK_STRIDE);
    this.current = new Float64Array((BODY_IDS.length + this.satrecs.length) * TICK_STRIDE);
    this.last = { rt: null, basic: null };
  }

  /** Propagates everything to `t` and writes rounded values into `current`. */
  compute(t: number): void {
    const date = new Date(t);
    const cur = this.current;
    const bodies = allBodyStates(date);
    let o = 0;
    const putAu = (r: number[], v: number[]) => {
      cur[o] = round(r[0] * 10, AU_P); cur[o + 1] = round(r[1] * 10, AU_P); cur[o + 2] = round(r[2] * 10, AU_P);
      cur[o + 3] = round(r[0], AU_R); cur[o + 4] = round(r[1], AU_R); cur[o + 5] = round(r[2], AU_R);
      cur[o + 6] = round(v[0], AU_V); cur[o + 7] = round(v[1], AU_V); cur[o + 8] = round(v[2], AU_V);
      o += TICK_STRIDE;
    };
    for (const b of SOLAR_SYSTEM_BODIES) putAu(bodies[b.id].r, bodies[b.id].v);
    for (const b of SMALL_BODIES) {
      const s = smallBodyState(b, date);
      putAu(s.r, s.v);
    }
    propagateMany(this.satrecs, date, this.bulk);
    const bulk = this.bulk;
    for (let i = 0, j = 0; i < this.satrecs.length; i++, j += BULK_STRIDE, o += TICK_STRIDE) {
      const x = bulk[j];
      if (Number.isNaN(x)) {
        cur.fill(Number.NaN, o, o + TICK_STRIDE);
        continue;
      }
      const y = bulk[j + 1];
      const z = bulk[j + 2];
      cur[o] = round(x / 1000, SAT_P); cur[o + 1] = round(y / 1000, SAT_P); cur[o + 2] = round(z / 1000, SAT_P);
      cur[o + 3] = round(x, SAT_R); cur[o + 4] = round(y, SAT_R); cur[o + 5] = round(z, SAT_R);
      cur[o + 6] = round(bulk[j + 3], SAT_V); cur[o + 7] = round(bulk[j + 4], SAT_V); cur[o + 8] = round(bulk[j + 5], SAT_V);
    }
  }

  /** What moved for `group` since its last send (NaN = SGP4 failure: never sent). */
  diff(group: Group): TickDiff {
    const cur = this.current;
    const prev = this.last[group];
    const n = cur.length / TICK_STRIDE;
    const idx: number[] = [];
    for (let i = 0, o = 0; i < n; i++, o += TICK_STRIDE) {
      if (Number.isNaN(cur[o])) continue;
      if (prev && prev[o] === cur[o] && prev[o + 1] === cur[o + 1] && prev[o + 2] === cur[o + 2] && prev[o + 3] === cur[o + 3] && prev[o + 4] === cur[o + 4] && prev[o + 5] === cur[o + 5]) continue;
      idx.push(i);
    }
    const vals = new Float64Array(idx.length * TICK_STRIDE);
    idx.forEach((i, k) => vals.set(cur.subarray(i * TICK_STRIDE, (i + 1) * TICK_STRIDE), k * TICK_STRIDE));
    this.last[group] = cur.slice();
    return { idx: Int32Array.from(idx), vals };
  }
}

export interface LookRow {
  index: number;
  azimuthDeg: number;
  elevationDeg: number;
  rangeKm: number;
  signal: number;
  latencyMs: number;
}
export interface LookResult {
  aboveHorizon: number;
  bestSignal: number;
  /** Up to 50 satellites above the horizon, strongest signal first. */
  visible: LookRow[];
}

const DEG = Math.PI / 180;

/** Every satellite seen from `station` at each time: count above the horizon and the strongest links. */
export function lookAll(satrecs: SatRec[], station: { lat: number; lon: number }, times: number[]): LookResult[] {
  const buf = new Float64Array(satrecs.length * BULK_STRIDE);
  const gd = { latitude: station.lat * DEG, longitude: station.lon * DEG, height: 0 };
  return times.map((t) => {
    const date = new Date(t);
    propagateMany(satrecs, date, buf);
    const gmst = gstime(date);
    const rows: LookRow[] = [];
    for (let i = 0, j = 0; i < satrecs.length; i++, j += BULK_STRIDE) {
      if (Number.isNaN(buf[j])) continue;
      const ecf = eciToEcf({ x: buf[j], y: buf[j + 1], z: buf[j + 2] }, gmst);
      const la = ecfToLookAngles(gd, ecf);
      if (la.elevation < 0) continue;
      const el = la.elevation / DEG;
      rows.push({ index: i, azimuthDeg: ((la.azimuth / DEG) % 360 + 360) % 360, elevationDeg: el, rangeKm: la.rangeSat, signal: signalStrength(el, la.rangeSat), latencyMs: latencyMs(la.rangeSat) });
    }
    rows.sort((a, b) => b.signal - a.signal || a.rangeKm - b.rangeKm);
    return { aboveHorizon: rows.length, bestSignal: rows[0]?.signal ?? 0, visible: rows.slice(0, 50) };
  });
}

export interface PassRow {
  rise: string;
  culmination: string;
  set: string;
  maxElevationDeg: number;
  clipped: boolean;
}

export function passesFor(tle: { line1: string; line2: string }, station: GroundStation, from: number, days: number, minEl: number): PassRow[] {
  return predictPasses(toSatrec(tle), station, new Date(from), days, minEl).map((p) => ({
    rise: p.rise.toISOString(), culmination: p.culmination.toISOString(), set: p.set.toISOString(), maxElevationDeg: p.maxElevationDeg, clipped: p.clipped,
  }));
}
