/**
 * The worker's logic without the worker: SGP4 for many satellites via @cosmos/astro (satellite.js),
 * writing scene-unit Float32Arrays. Kept separate so it can be unit-tested and benchmarked.
 */
import { BULK_STRIDE, propagateJs, propagateMany, toSatrec, type SatRec } from '@cosmos/astro';
import { KM_PER_UNIT, type SatElementSet } from './propagation.messages';

export class PropagationCore {
  private satrecs: SatRec[] = [];
  /** satrecs[k] belongs to caller index slot[k]; records that failed to parse have no slot. */
  private slot: number[] = [];
  private total = 0;
  private scratch = new Float64Array(0);

  load(sats: SatElementSet[]): { count: number; failed: string[] } {
    const failed: string[] = [];
    const recs: SatRec[] = [];
    const slot: number[] = [];
    sats.forEach((s, i) => {
      try {
        const rec = toSatrec(s);
        if (rec.error !== 0 || !(rec.no > 0)) throw new Error('bad elements');
        recs.push(rec);
        slot.push(i);
      } catch {
        failed.push(s.id);
      }
    });
    this.satrecs = recs;
    this.slot = slot;
    this.total = sats.length;
    this.scratch = new Float64Array(recs.length * BULK_STRIDE);
    return { count: sats.length, failed };
  }

  get count() {
    return this.total;
  }

  /** Positions/velocities of caller indices [start, start + count) at timeMs (default: all). */
  propagate(timeMs: number, start = 0, count = this.total) {
    start = Math.max(0, Math.min(start, this.total));
    const end = Math.min(this.total, start + count);
    const n = end - start;
    // satrecs are in caller order (slot ascending), so the slice is a contiguous run of satrecs
    let k0 = 0;
    while (k0 < this.slot.length && this.slot[k0] < start) k0++;
    let k1 = k0;
    while (k1 < this.slot.length && this.slot[k1] < end) k1++;
    const recs = k0 === 0 && k1 === this.satrecs.length ? this.satrecs : this.satrecs.slice(k0, k1);
    // The WASM bulk propagator is sized for the whole catalogue (a smaller batch still costs the full
    // run), so slices use the plain JS loop: ~2.5 µs per satellite.
    if (recs === this.satrecs) propagateMany(recs, new Date(timeMs), this.scratch);
    else propagateJs(recs, new Date(timeMs), this.scratch);
    const pos = new Float32Array(n * 3);
    const vel = new Float32Array(n * 3);
    const valid = new Uint8Array(n);
    const s = this.scratch;
    for (let k = 0; k < recs.length; k++) {
      const o = k * BULK_STRIDE;
      const i = this.slot[k0 + k] - start;
      if (Number.isFinite(s[o])) {
        valid[i] = 1;
        for (let c = 0; c < 3; c++) {
          pos[i * 3 + c] = s[o + c] / KM_PER_UNIT;
          vel[i * 3 + c] = s[o + 3 + c] / KM_PER_UNIT;
        }
      }
    }
    return { pos, vel, valid, start };
  }

  /** One orbital period of positions (scene units) starting at timeMs. */
  orbit(index: number, timeMs: number, steps: number) {
    const rec = this.satrecs[this.slot.indexOf(index)];
    const points = new Float32Array((steps + 1) * 3);
    if (!rec) return { points: new Float32Array(0), periodMin: 0 };
    const periodMin = (2 * Math.PI) / rec.no; // rec.no: rad/min
    const one = new Float64Array(BULK_STRIDE);
    let w = 0;
    for (let i = 0; i <= steps; i++) {
      propagateMany([rec], new Date(timeMs + (i / steps) * periodMin * 60_000), one);
      if (!Number.isFinite(one[0])) continue;
      points[w++] = one[0] / KM_PER_UNIT;
      points[w++] = one[1] / KM_PER_UNIT;
      points[w++] = one[2] / KM_PER_UNIT;
    }
    return { points: points.slice(0, w), periodMin };
  }
}
