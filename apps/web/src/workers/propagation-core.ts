/**
 * The worker's logic without the worker: SGP4 for many satellites via @cosmos/astro (satellite.js),
 * writing scene-unit Float32Arrays. Kept separate so it can be unit-tested and benchmarked.
 */
import { BULK_STRIDE, propagateMany, toSatrec } from '@cosmos/astro';
import type { SatRec } from 'satellite.js';
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

  propagate(timeMs: number) {
    const n = this.total;
    propagateMany(this.satrecs, new Date(timeMs), this.scratch);
    const pos = new Float32Array(n * 3);
    const vel = new Float32Array(n * 3);
    const valid = new Uint8Array(n);
    const s = this.scratch;
    for (let k = 0; k < this.satrecs.length; k++) {
      const o = k * BULK_STRIDE;
      const i = this.slot[k];
      if (Number.isFinite(s[o])) {
        valid[i] = 1;
        for (let k = 0; k < 3; k++) {
          pos[i * 3 + k] = s[o + k] / KM_PER_UNIT;
          vel[i * 3 + k] = s[o + 3 + k] / KM_PER_UNIT;
        }
      }
    }
    return { pos, vel, valid };
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
