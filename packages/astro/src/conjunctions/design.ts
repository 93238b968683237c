/**
 * Places a secondary object so that SGP4 brings it to a chosen miss distance from a primary at a chosen
 * time: Newton iterations on the secondary's mean anomaly, node and mean motion (numeric Jacobian of
 * SGP4 itself) until, at t0, secondary − primary = d·m̂ with m̂ ⟂ relative velocity. Range-rate is then
 * zero at t0, so t0 is the time of closest approach and d the miss distance, by construction. Used by
 * the tests and by nothing else.
 */
import type { SatRec } from 'satellite.js';
import type { Vec3 } from '../vec.ts';
import { relativeState } from './refine.ts';
import { elementsFromState, satrecFromElements, type MeanElements } from './synthetic.ts';

const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const unit = (a: Vec3): Vec3 => {
  const n = Math.hypot(...a);
  return [a[0] / n, a[1] / n, a[2] / n];
};
const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];

export interface DesignedEncounter {
  satrec: SatRec;
  elements: MeanElements;
  /** Designed miss vector (secondary − primary at t0), TEME km. */
  miss: Vec3;
  residualKm: number;
}

/**
 * @param crossingDeg angle between the two velocity directions (0: same direction, overtaking).
 * @param towards direction the miss should point to, in the primary's RIC frame at t0 (made ⟂ v_rel).
 * @param altOffsetKm secondary's orbit radius offset (an overtaking pass needs a different speed).
 */
export function designEncounter(
  primary: SatRec,
  t0Ms: number,
  missKm: number,
  crossingDeg: number,
  towards: Vec3,
  id: number,
  altOffsetKm = 0,
): DesignedEncounter {
  const st = relativeState(primary, primary, t0Ms);
  if (!st.ok) throw new Error('primary does not propagate');
  const p1 = st.p1;
  const v1 = st.v1;
  const R = unit(p1);
  const C = unit(cross(p1, v1));
  const I = cross(C, R);
  const want = unit([0, 1, 2].map((k) => towards[0] * R[k] + towards[1] * I[k] + towards[2] * C[k]) as Vec3);
  // Start: circular speed at the shifted radius, velocity turned by crossingDeg about the radial.
  const rr = Math.hypot(...p1) + altOffsetKm;
  const speed = Math.sqrt(398600.8 / rr);
  const c = Math.cos((crossingDeg * Math.PI) / 180);
  const s = Math.sin((crossingDeg * Math.PI) / 180);
  const v2: Vec3 = [0, 1, 2].map((k) => speed * (c * I[k] + s * C[k])) as Vec3;
  const start: Vec3 = [0, 1, 2].map((k) => p1[k] + R[k] * altOffsetKm + want[k] * missKm) as Vec3;
  let el = elementsFromState(start, v2);
  const residual = (e: MeanElements): { f: Vec3; miss: Vec3; sat: SatRec } => {
    const sat = satrecFromElements(id, t0Ms, e);
    const rel = relativeState(primary, sat, t0Ms);
    const w = unit(rel.v);
    const m0 = sub(want, w.map((x) => x * dot(want, w)) as Vec3);
    const miss = unit(m0).map((x) => x * missKm) as Vec3;
    return { f: sub(rel.r, miss), miss, sat };
  };
  const steps = [1e-5, 1e-5, 1e-7];
  const keys = ['meanAnomalyDeg', 'raanDeg', 'meanMotionRevPerDay'] as const;
  let cur = residual(el);
  for (let iter = 0; iter < 20 && Math.hypot(...cur.f) > 1e-7; iter++) {
    const J: Vec3[] = keys.map((k, j) => {
      const f2 = residual({ ...el, [k]: el[k] + steps[j] }).f;
      return [0, 1, 2].map((q) => (f2[q] - cur.f[q]) / steps[j]) as Vec3;
    });
    // Solve J·dx = −f (J's columns are J[0..2]) by Cramer's rule.
    const det = dot(J[0], cross(J[1], J[2]));
    const nf = cur.f.map((x) => -x) as Vec3;
    const dx = [dot(nf, cross(J[1], J[2])) / det, dot(J[0], cross(nf, J[2])) / det, dot(J[0], cross(J[1], nf)) / det];
    el = {
      ...el,
      meanAnomalyDeg: el.meanAnomalyDeg + dx[0],
      raanDeg: el.raanDeg + dx[1],
      meanMotionRevPerDay: el.meanMotionRevPerDay + dx[2],
    };
    cur = residual(el);
  }
  return { satrec: cur.sat, elements: el, miss: cur.miss, residualKm: Math.hypot(...cur.f) };
}
