/**
 * Launch trains (issue 34): objects of one recent launch that still fly close together, strung along one orbit (a
 * fresh Starlink batch is a visible "train" for a few days before the satellites spread out and raise their orbits).
 * Members of a launch are ordered along the orbit by argument of latitude; neighbours closer than `maxGapKm` are
 * chained, and the longest chain of at least `minMembers` is the train. Its lead is the member ahead in the direction
 * of motion, whose passes the train follows within seconds to minutes.
 */
import type { SatRec } from 'satellite.js';
import { propagateAt } from './sgp4.ts';
import { EARTH_RADIUS_WGS72_KM, formatTle, meanMotionFromSemiMajorAxisKm } from './tle-format.ts';
import type { Vec3 } from './vec.ts';

export interface TrainCandidate {
  noradId: number;
  name: string;
  /** The launch: COSPAR year and launch number ("2026-230"). */
  launch: string;
  satrec: SatRec;
}

export interface Train {
  launch: string;
  /** Catalogue numbers in order along the orbit, the lead first. */
  members: number[];
  lead: number;
  /** Distance from the lead to the last member along the chain (km). */
  lengthKm: number;
  /** Largest gap between neighbours (km). */
  maxGapKm: number;
}

const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const dist = (a: Vec3, b: Vec3) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

export function findTrains(
  candidates: readonly TrainCandidate[],
  atMs: number,
  opts: { maxGapKm?: number; minMembers?: number } = {},
): Train[] {
  const maxGap = opts.maxGapKm ?? 500;
  const minMembers = opts.minMembers ?? 3;
  const byLaunch = new Map<string, TrainCandidate[]>();
  for (const c of candidates) byLaunch.set(c.launch, [...(byLaunch.get(c.launch) ?? []), c]);
  const trains: Train[] = [];
  for (const [launch, list] of byLaunch) {
    if (list.length < minMembers) continue;
    const states = list
      .map((c) => ({ c, p: propagateAt(c.satrec, new Date(atMs)) }))
      .filter((x): x is { c: TrainCandidate; p: Extract<typeof x.p, { ok: true }> } => x.p.ok);
    if (states.length < minMembers) continue;
    // A common orbit plane (the first member's), and each member's angle in it from the node line.
    const h = cross(states[0]!.p.r, states[0]!.p.v);
    const node: Vec3 = cross([0, 0, 1], h);
    const hn = Math.hypot(...h);
    const along = (r: Vec3) => {
      const x = (r[0] * node[0] + r[1] * node[1] + r[2] * node[2]) / Math.hypot(...node);
      const y =
        (r[0] * (h[1] * node[2] - h[2] * node[1]) +
          r[1] * (h[2] * node[0] - h[0] * node[2]) +
          r[2] * (h[0] * node[1] - h[1] * node[0])) /
        (hn * Math.hypot(...node));
      return Math.atan2(y, x);
    };
    // Descending angle: the first is furthest ahead in the direction of motion.
    const ordered = states.map((s) => ({ ...s, u: along(s.p.r) })).sort((a, b) => b.u - a.u);
    // The members sit on a circle: start the chain after the widest gap so a train across ±180° stays whole.
    let widest = 0;
    for (let i = 0; i < ordered.length; i++) {
      const next = ordered[(i + 1) % ordered.length]!;
      if (dist(ordered[i]!.p.r, next.p.r) > dist(ordered[widest]!.p.r, ordered[(widest + 1) % ordered.length]!.p.r))
        widest = i;
    }
    const ring = [...ordered.slice(widest + 1), ...ordered.slice(0, widest + 1)];
    let best: typeof ring = [];
    let cur: typeof ring = [];
    for (const s of ring) {
      if (cur.length && dist(cur[cur.length - 1]!.p.r, s.p.r) > maxGap) cur = [];
      cur.push(s);
      if (cur.length > best.length) best = [...cur];
    }
    if (best.length < minMembers) continue;
    let length = 0;
    let gap = 0;
    for (let i = 1; i < best.length; i++) {
      const d = dist(best[i - 1]!.p.r, best[i]!.p.r);
      length += d;
      gap = Math.max(gap, d);
    }
    trains.push({
      launch,
      members: best.map((s) => s.c.noradId),
      lead: best[0]!.c.noradId,
      lengthKm: Math.round(length),
      maxGapKm: Math.round(gap * 10) / 10,
    });
  }
  return trains.sort((a, b) => b.members.length - a.members.length);
}

/**
 * The bundled sample train, shown (labelled as a sample) when no recent launch is known: 24 satellites released two
 * days before `now` into a 53°, 300 km insertion orbit, 20 km apart, with element sets at `now`.
 */
export function sampleTrainTles(now: Date): { noradId: number; name: string; line1: string; line2: string }[] {
  const mm = meanMotionFromSemiMajorAxisKm(EARTH_RADIUS_WGS72_KM + 300);
  const stepDeg = (20 / (EARTH_RADIUS_WGS72_KM + 300)) * (180 / Math.PI);
  return Array.from({ length: 24 }, (_, i) => {
    const noradId = 339_101 + i;
    const { line1, line2 } = formatTle({
      noradId,
      epoch: now,
      inclinationDeg: 53.05,
      raanDeg: ((((now.getTime() / 86_400_000) * 4.1) % 360) + 360) % 360,
      eccentricity: 0.0002,
      argPerigeeDeg: 90,
      meanAnomalyDeg: (360 - i * stepDeg) % 360,
      meanMotionRevPerDay: mm,
      bstar: 0.0002,
      intlDesignator: `${String(now.getUTCFullYear() % 100).padStart(2, '0')}999${String.fromCharCode(65 + (i % 26))}`,
    });
    return { noradId, name: `SAMPLE TRAIN-${String(i + 1).padStart(2, '0')}`, line1, line2 };
  });
}
