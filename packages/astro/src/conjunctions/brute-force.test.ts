/**
 * Completeness and accuracy against a brute-force reference.
 *
 * Population (deterministic): a dense shell of 240 satellites (12 planes × 20 at 550 km, 53°, planes a
 * kilometre or so apart in altitude, random phasing per plane) plus 140 debris objects on eccentric
 * orbits whose perigee and apogee straddle the shell, 20 of them launched from a point a few km from a
 * shell satellite at a random time, so close approaches certainly exist.
 *
 * Reference (independent of the screen's filters, grid, interpolation and root finder; it shares only
 * satellite.js SGP4): every object propagated with SGP4 at every whole second of a 2-hour window; the
 * distance of EVERY pair (71,631 pairs) computed at every second; each local minimum of that sampled
 * sequence under 10 km (at ≤ 16 km/s, a true miss under 5 km shows a 1-s sample under √(5² + 8²) < 10 km)
 * is then re-sampled with SGP4 every millisecond over ±1 s around it, and the smallest distance and its
 * time are the reference miss and TCA.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { BULK_STRIDE, propagateJs } from '../sgp4-bulk.ts';
import { EARTH_RADIUS_WGS72_KM, meanMotionFromSemiMajorAxisKm } from '../tle-format.ts';
import { relativeState } from './refine.ts';
import { screenConjunctions } from './screen.ts';
import { elementsFromState, prng, satrecFromElements } from './synthetic.ts';
import type { ScreenObject } from './types.ts';

const EPOCH = Date.UTC(2026, 10, 23, 6);
const WINDOW_S = 2 * 3600;
const THRESHOLD_KM = 5;

function population(): ScreenObject[] {
  const rand = prng(20261123);
  const objects: ScreenObject[] = [];
  let id = 1;
  for (let p = 0; p < 12; p++) {
    const alt = 550 + ((p % 4) - 1.5) * 1.1;
    const phase = rand() * 360;
    for (let s = 0; s < 20; s++) {
      objects.push({
        id: id++,
        satrec: satrecFromElements(id, EPOCH, {
          inclinationDeg: 53,
          raanDeg: p * 30,
          eccentricity: 0.0001,
          argPerigeeDeg: 0,
          meanAnomalyDeg: phase + s * 18,
          meanMotionRevPerDay: meanMotionFromSemiMajorAxisKm(EARTH_RADIUS_WGS72_KM + alt),
        }),
      });
    }
  }
  for (let k = 0; k < 120; k++) {
    const rp = EARTH_RADIUS_WGS72_KM + 470 + rand() * 75;
    const ra = EARTH_RADIUS_WGS72_KM + 556 + rand() * 250;
    objects.push({
      id: id++,
      satrec: satrecFromElements(id, EPOCH, {
        inclinationDeg: 40 + rand() * 60,
        raanDeg: rand() * 360,
        eccentricity: (ra - rp) / (ra + rp),
        argPerigeeDeg: rand() * 360,
        meanAnomalyDeg: rand() * 360,
        meanMotionRevPerDay: meanMotionFromSemiMajorAxisKm((ra + rp) / 2),
        bstar: 1e-5,
      }),
    });
  }
  for (let k = 0; k < 20; k++) {
    // A debris object launched (two-body elements, epoch = that instant) from a few km off a shell satellite.
    const target = objects[Math.floor(rand() * 240)].satrec;
    const t = EPOCH + (0.1 + 0.8 * rand()) * WINDOW_S * 1000;
    const st = relativeState(target, target, t);
    const off = [rand() - 0.5, rand() - 0.5, rand() - 0.5].map((x) => x * 6);
    const turn = 0.5 + rand() * 2;
    const v = [st.v1[0] * Math.cos(turn) + st.p1[0] * 0, st.v1[1] * Math.cos(turn), st.v1[2] * Math.cos(turn)];
    // Add a component along the orbit normal so the debris crosses the shell plane at an angle.
    const nrm = [
      st.p1[1] * st.v1[2] - st.p1[2] * st.v1[1],
      st.p1[2] * st.v1[0] - st.p1[0] * st.v1[2],
      st.p1[0] * st.v1[1] - st.p1[1] * st.v1[0],
    ];
    const nn = Math.hypot(...nrm);
    const speed = Math.hypot(...st.v1);
    const vv = v.map((x, i) => x + (nrm[i] / nn) * speed * Math.sin(turn)) as [number, number, number];
    const pos = st.p1.map((x, i) => x + off[i]) as [number, number, number];
    objects.push({ id: id++, satrec: satrecFromElements(id, t, elementsFromState(pos, vv)) });
  }
  return objects;
}

interface RefEncounter {
  a: number;
  b: number;
  tcaMs: number;
  missKm: number;
}

function bruteForce(objects: ScreenObject[]): RefEncounter[] {
  const n = objects.length;
  const sats = objects.map((o) => o.satrec);
  const pos = new Float64Array(n * BULK_STRIDE);
  const pairs = (n * (n - 1)) / 2;
  let prev2 = new Float64Array(pairs).fill(Infinity);
  let prev1 = new Float64Array(pairs).fill(Infinity);
  let cur = new Float64Array(pairs);
  const gate = 10 * 10;
  const minima: { a: number; b: number; t: number }[] = [];
  for (let s = 0; s <= WINDOW_S; s++) {
    propagateJs(sats, new Date(EPOCH + s * 1000), pos);
    let q = 0;
    for (let a = 0; a < n; a++) {
      const oa = a * BULK_STRIDE;
      for (let b = a + 1; b < n; b++, q++) {
        const ob = b * BULK_STRIDE;
        const dx = pos[ob] - pos[oa];
        const dy = pos[ob + 1] - pos[oa + 1];
        const dz = pos[ob + 2] - pos[oa + 2];
        const d2 = dx * dx + dy * dy + dz * dz;
        cur[q] = d2;
        if (s >= 2 && prev1[q] < gate && prev1[q] < prev2[q] && prev1[q] <= d2) minima.push({ a, b, t: s - 1 });
      }
    }
    [prev2, prev1, cur] = [prev1, cur, prev2];
  }
  const out: RefEncounter[] = [];
  for (const m of minima) {
    let best = Infinity;
    let bestT = 0;
    for (let ms = -1000; ms <= 1000; ms++) {
      const t = EPOCH + m.t * 1000 + ms;
      const d = Math.hypot(...relativeState(sats[m.a], sats[m.b], t).r);
      if (d < best) [best, bestT] = [d, t];
    }
    if (best <= THRESHOLD_KM) out.push({ a: m.a, b: m.b, tcaMs: bestT, missKm: best });
  }
  return out;
}

describe('screen against a 1-second brute-force reference (380 objects, 2 hours)', () => {
  const objects = population();
  let reference: RefEncounter[] = [];
  let screen: ReturnType<typeof screenConjunctions>;
  beforeAll(() => {
    reference = bruteForce(objects);
    screen = screenConjunctions(objects, { startMs: EPOCH, endMs: EPOCH + WINDOW_S * 1000, thresholdKm: THRESHOLD_KM });
  }, 180_000);
  // Encounters within 2 s of the window's edges are cut by the window in either method: compare the inside.
  const inside = (t: number) => t > EPOCH + 2000 && t < EPOCH + (WINDOW_S - 2) * 1000;

  it('the population has close approaches to find', () => {
    expect(objects.length).toBeGreaterThanOrEqual(300);
    expect(reference.filter((r) => inside(r.tcaMs)).length).toBeGreaterThanOrEqual(15);
  });

  it('finds 100 % of the reference encounters, each with TCA within 1 s and miss within 10 m', () => {
    for (const ref of reference.filter((r) => inside(r.tcaMs))) {
      const match = screen.conjunctions.find(
        (c) => c.primary === ref.a && c.secondary === ref.b && Math.abs(c.tcaMs - ref.tcaMs) < 1000,
      );
      expect(
        match,
        `pair ${ref.a}-${ref.b} at ${new Date(ref.tcaMs).toISOString()} (${ref.missKm.toFixed(3)} km)`,
      ).toBeDefined();
      expect(Math.abs(match!.missKm - ref.missKm)).toBeLessThan(0.01);
    }
  });

  it('lists nothing the reference does not have (bar misses within 10 m of the threshold)', () => {
    for (const c of screen.conjunctions.filter((x) => inside(x.tcaMs))) {
      const match = reference.find(
        (r) => r.a === c.primary && r.b === c.secondary && Math.abs(c.tcaMs - r.tcaMs) < 1000,
      );
      if (!match) expect(c.missKm).toBeGreaterThan(THRESHOLD_KM - 0.01);
    }
  });

  it('examines far fewer pairs than brute force', () => {
    const bruteChecks = ((objects.length * (objects.length - 1)) / 2) * WINDOW_S;
    expect(screen.stats.pairsExamined * 100).toBeLessThan(bruteChecks);
  });
});
