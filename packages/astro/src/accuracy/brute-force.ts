/**
 * The brute-force reference for conjunction recall: every object propagated with SGP4 at every whole second; the
 * distance of EVERY pair at every second; each local minimum under 10 km (at ≤ 16 km/s, a true miss under 5 km shows a
 * 1-s sample under √(5² + 8²) < 10 km) re-sampled every millisecond over ±1 s. Independent of the screen's filters,
 * grid, interpolation and root finder; it shares only SGP4. Costs pairs × seconds: for samples of a few hundred
 * objects over hours.
 */
import type { SatRec } from 'satellite.js';
import { relativeState } from '../conjunctions/refine.ts';
import { BULK_STRIDE, propagateJs } from '../sgp4-bulk.ts';

export interface BruteEncounter {
  a: number;
  b: number;
  tcaMs: number;
  missKm: number;
}

export function bruteForceEncounters(
  sats: SatRec[],
  startMs: number,
  windowS: number,
  thresholdKm: number,
): BruteEncounter[] {
  const n = sats.length;
  const pos = new Float64Array(n * BULK_STRIDE);
  const pairs = (n * (n - 1)) / 2;
  let prev2 = new Float64Array(pairs).fill(Infinity);
  let prev1 = new Float64Array(pairs).fill(Infinity);
  let cur = new Float64Array(pairs);
  const gate = Math.max(10, 2 * thresholdKm) ** 2;
  const minima: { a: number; b: number; t: number }[] = [];
  for (let s = 0; s <= windowS; s++) {
    propagateJs(sats, new Date(startMs + s * 1000), pos);
    let q = 0;
    for (let a = 0; a < n; a++) {
      const oa = a * BULK_STRIDE;
      for (let b = a + 1; b < n; b++, q++) {
        const ob = b * BULK_STRIDE;
        const dx = pos[ob]! - pos[oa]!;
        const dy = pos[ob + 1]! - pos[oa + 1]!;
        const dz = pos[ob + 2]! - pos[oa + 2]!;
        const d2 = dx * dx + dy * dy + dz * dz;
        cur[q] = Number.isNaN(d2) ? Infinity : d2;
        if (s >= 2 && prev1[q]! < gate && prev1[q]! < prev2[q]! && prev1[q]! <= cur[q]!)
          minima.push({ a, b, t: s - 1 });
      }
    }
    [prev2, prev1, cur] = [prev1, cur, prev2];
  }
  const out: BruteEncounter[] = [];
  for (const m of minima) {
    let best = Infinity;
    let bestT = 0;
    for (let ms = -1000; ms <= 1000; ms++) {
      const t = startMs + m.t * 1000 + ms;
      const st = relativeState(sats[m.a]!, sats[m.b]!, t);
      if (!st.ok) continue;
      const d = Math.hypot(...st.r);
      if (d < best) [best, bestT] = [d, t];
    }
    if (best <= thresholdKm) out.push({ a: m.a, b: m.b, tcaMs: bestT, missKm: best });
  }
  return out;
}
