/**
 * Re-entry prediction from one element set's first derivative of mean motion (the TLE's ṅ/2 field).
 *
 * Model: King-Hele's decay of a near-circular orbit through a static, piecewise-exponential atmosphere
 * (Vallado, "Fundamentals of Astrodynamics and Applications", 4th ed., Table 8-4). Drag gives
 *   da/dt = −K·√(μa)·ρ(h)
 * with K = C_D·A/m unknown; the observed ṅ fixes K·ρ(h₀) at today's perigee height (ȧ = −⅔·a·ṅ/n), so the
 * ballistic coefficient never has to be known. Integrating dh/ρ(h) layer by layer is closed-form
 * (exponential within a layer); √a varies by < 2 % between 600 and 120 km and is taken at each layer's
 * middle. Re-entry is the 120 km interface. Perigee height stands in for h: drag acts mostly there, so for
 * eccentric orbits the estimate is early (pessimistic), never late by much.
 *
 * Uncertainty: solar activity and attitude change density by tens of per cent, so — as the Aerospace
 * Corporation's and ESA's re-entry predictions do — the window is ±20 % of the time remaining from the
 * element epoch. A newer element set (closer to re-entry) therefore narrows the window.
 *
 * Tested against a brute-force RK4 integration of the same equation in time (reentry.test.ts).
 */
import { EARTH_RADIUS_WGS72_KM, MU_EARTH_WGS72 } from './tle-format.ts';

/** [base altitude km, density kg/m³ at base, scale height km] — Vallado Table 8-4, 100–1000 km. */
export const EXPONENTIAL_ATMOSPHERE: readonly (readonly [number, number, number])[] = [
  [100, 5.297e-7, 5.877],
  [110, 9.661e-8, 7.263],
  [120, 2.438e-8, 9.473],
  [130, 8.484e-9, 12.636],
  [140, 3.845e-9, 16.149],
  [150, 2.07e-9, 22.523],
  [180, 5.464e-10, 29.74],
  [200, 2.789e-10, 37.105],
  [250, 7.248e-11, 45.546],
  [300, 2.418e-11, 53.628],
  [350, 9.518e-12, 53.298],
  [400, 3.725e-12, 58.515],
  [450, 1.585e-12, 60.828],
  [500, 6.967e-13, 63.822],
  [600, 1.454e-13, 71.835],
  [700, 3.614e-14, 88.667],
  [800, 1.17e-14, 124.64],
  [900, 5.245e-15, 181.05],
  [1000, 3.019e-15, 268.0],
];

export const REENTRY_ALTITUDE_KM = 120;
/** Half-width of the window as a fraction of the time remaining from the element epoch. */
export const REENTRY_UNCERTAINTY = 0.2;
const DAY_S = 86_400;

function layerIndex(h: number): number {
  let i = 0;
  while (i + 1 < EXPONENTIAL_ATMOSPHERE.length && h >= EXPONENTIAL_ATMOSPHERE[i + 1]![0]) i++;
  return i;
}

/** Atmospheric density (kg/m³) at altitude h km. */
export function atmosphereDensity(h: number): number {
  const [hb, rho, H] = EXPONENTIAL_ATMOSPHERE[layerIndex(h)]!;
  return rho * Math.exp(-(h - hb) / H);
}

/** Semi-major-axis decay rate (km/day, positive = decaying) from mean motion n (rev/day) and ṅ (rev/day²). */
export function decayRateKmPerDay(meanMotionRevPerDay: number, meanMotionDotRevPerDay2: number): number {
  const a = Math.cbrt(MU_EARTH_WGS72 / ((meanMotionRevPerDay * 2 * Math.PI) / DAY_S) ** 2);
  return ((2 / 3) * a * meanMotionDotRevPerDay2) / meanMotionRevPerDay;
}

/**
 * Days from the element epoch until the perigee reaches 120 km, given today's perigee height and its decay
 * rate (km/day). Infinity when the orbit is not decaying; 0 when already at or below the interface.
 */
export function lifetimeDays(perigeeAltKm: number, decayKmPerDay: number): number {
  if (!(decayKmPerDay > 0) || !Number.isFinite(perigeeAltKm)) return Infinity;
  if (perigeeAltKm <= REENTRY_ALTITUDE_KM) return 0;
  const h0 = Math.min(perigeeAltKm, 1000);
  const sqrtA0 = Math.sqrt(EARTH_RADIUS_WGS72_KM + h0);
  // da/dt = −C·ρ(h)·√(a/a0) with C calibrated so that today's rate is matched.
  const c = decayKmPerDay / atmosphereDensity(h0);
  let days = 0;
  let top = h0;
  for (let i = layerIndex(h0); top > REENTRY_ALTITUDE_KM; i--) {
    const [hb, rho, H] = EXPONENTIAL_ATMOSPHERE[i]!;
    const bottom = Math.max(hb, REENTRY_ALTITUDE_KM);
    const mid = (top + bottom) / 2;
    const sqrtRatio = sqrtA0 / Math.sqrt(EARTH_RADIUS_WGS72_KM + mid);
    days += (H / (c * rho)) * (Math.exp((top - hb) / H) - Math.exp((bottom - hb) / H)) * sqrtRatio;
    top = bottom;
  }
  return days;
}

export interface ReentryPrediction {
  /** Perigee decay rate used (km/day). */
  decayKmPerDay: number;
  predictedMs: number;
  windowStartMs: number;
  windowEndMs: number;
}

/** The predicted re-entry of one element set, or null when it is not decaying. */
export function predictReentry(el: {
  epochMs: number;
  meanMotionRevPerDay: number;
  meanMotionDot: number;
  perigeeAltKm: number;
}): ReentryPrediction | null {
  // The TLE field is ṅ/2; ṅ itself is twice it.
  const decay = decayRateKmPerDay(el.meanMotionRevPerDay, 2 * el.meanMotionDot);
  const days = lifetimeDays(el.perigeeAltKm, decay);
  if (!Number.isFinite(days)) return null;
  const remainingMs = days * DAY_S * 1000;
  const predictedMs = el.epochMs + remainingMs;
  return {
    decayKmPerDay: decay,
    predictedMs,
    windowStartMs: predictedMs - REENTRY_UNCERTAINTY * remainingMs,
    windowEndMs: predictedMs + REENTRY_UNCERTAINTY * remainingMs,
  };
}
