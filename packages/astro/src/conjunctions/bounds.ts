/**
 * Bounds that make the coarse screen complete (it can never miss an encounter under the threshold).
 *
 * Each grid step k owns the window [t_k − h, t_k + h] (h = grid step/2); the windows tile the screen. At
 * t_k we know both objects' positions and velocities up to errors ε_p and ε_v (relative: SGP4's velocity
 * differs from its position's derivative by ≤ 0.002 km/s, measured on the 11,325-object active catalogue,
 * and Hermite interpolation adds a little, see interpolate.ts). With relative position r0, relative
 * velocity v0 and any relative acceleration bounded by A over the window, for |s| ≤ h:
 *     |r(t_k + s)| ≥ |r0 + v0·s| − ε_p − ε_v·h − ½·A·h²            (Taylor with remainder)
 *   1. Linear filter: if min_{|s|≤h} |r0 + v0·s| > threshold + ε_p + ε_v·h + ½·A·h², the pair cannot
 *      come within the threshold during this window.
 *   2. Grid: since min_{|s|≤h} |r0 + v0·s| ≥ |r0| − |v0|·h, a pair that passes (1) has
 *      |r0| ≤ threshold + ε_p + ε_v·h + ½·A·h² + V·h =: D, with V a bound on any relative speed. A uniform grid
 *      with cell size ≥ D finds every pair closer than D among the 27 neighbouring cells.
 * V is the sum of the two largest perigee speeds (vis-viva at a perigee lowered by the shell pad, +2 %),
 * which no relative speed can exceed. A bounds the difference of the two objects' accelerations; both sit
 * at least at radius r_min, and gravity's gradient there is at most 2μ/r³ (we take 3μ/r³ for J2 and the
 * chord dipping slightly below r_min) times their separation, itself ≤ |r0| + V·h during the window;
 * drag and J2 differences add well under 1e-5 km/s², allowed for.
 */
import type { SatRec } from 'satellite.js';
import { EARTH_RADIUS_WGS72_KM, MU_EARTH_WGS72 } from '../tle-format.ts';

/** Acceleration allowance for drag / J2 differences between the two objects (km/s²). */
export const ACCEL_SLACK_KMS2 = 1e-5;
/**
 * Pad on each object's perigee/apogee shell (km): SGP4's short-period terms move the radius a few km
 * around the mean-element perigee and apogee, and drag lowers a decaying orbit by tens of km over days.
 */
export const SHELL_PAD_KM = 60;

export interface Shell {
  /** Lowest and highest radius the object can reach over the window, padded (km). */
  loKm: number;
  hiKm: number;
  /** Upper bound of its speed (km/s). */
  vMaxKmS: number;
}

/** Radius shell and speed bound of one object from its mean elements (satrec.a is in Earth radii). */
export function shellOf(satrec: SatRec, thresholdKm: number, spanDays: number): Shell {
  const a = satrec.a * EARTH_RADIUS_WGS72_KM;
  const e = satrec.ecco;
  // Decaying objects sink: a ∝ n^(−2/3) and n grows by 2·ṅ·T (TLE ṅ is half the rate), so
  // Δa ≈ ⅔·a·2·ṅ·T/n; doubled for margin. satrec keeps ṅ in rad/min² and n in rad/min.
  const nDotRevDay2 = (Math.abs(satrec.ndot) * (1440 * 1440)) / (2 * Math.PI);
  const nRevDay = (satrec.no * 1440) / (2 * Math.PI);
  const decayPad = nRevDay > 0 ? Math.min(2000, 2 * (2 / 3) * a * ((2 * nDotRevDay2 * spanDays) / nRevDay)) : 0;
  const lo = Math.max(EARTH_RADIUS_WGS72_KM - 200, a * (1 - e) - SHELL_PAD_KM - decayPad);
  const hi = a * (1 + e) + SHELL_PAD_KM;
  const vp = Math.sqrt(MU_EARTH_WGS72 * Math.max(0, 2 / lo - 1 / (a + SHELL_PAD_KM)));
  return { loKm: lo - thresholdKm / 2, hiKm: hi + thresholdKm / 2, vMaxKmS: vp * 1.02 };
}

/** Two shells can only meet when their padded radius ranges overlap (threshold already in the pads). */
export const shellsOverlap = (aLo: number, aHi: number, bLo: number, bHi: number) => aLo <= bHi && bLo <= aHi;

/** Bound on the relative acceleration of two objects at radius ≥ rMin whose separation stays ≤ sepKm. */
export function relativeAccelBound(rMinKm: number, sepKm: number): number {
  const r = Math.max(rMinKm, EARTH_RADIUS_WGS72_KM - 200);
  return (3 * MU_EARTH_WGS72 * sepKm) / (r * r * r) + ACCEL_SLACK_KMS2;
}

/** Cell size D from the comment above: every pair that can meet within the window is closer than D at t_k. */
export function cellSizeKm(
  thresholdKm: number,
  halfStepS: number,
  vRelMax: number,
  rMinKm: number,
  posErrKm: number,
  velErrKmS: number,
): number {
  const h = halfStepS;
  // A depends on the separation, which is ≤ D + V·h; solve D = c + ½·k·(D + V·h)·h² + V·h for D.
  const k = relativeAccelBound(rMinKm, 1) - ACCEL_SLACK_KMS2; // per km of separation
  const c = thresholdKm + posErrKm + velErrKmS * h + 0.5 * ACCEL_SLACK_KMS2 * h * h + vRelMax * h;
  const q = 0.5 * k * h * h;
  if (q >= 0.5) throw new RangeError('coarse step too long for a safe screen');
  return (c + q * vRelMax * h) / (1 - q);
}
