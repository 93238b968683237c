/** Star records (built-in bright-star table) and the B−V → Teff estimate used for imported catalogues. */
import { BRIGHT_STAR_ROWS } from './stars-data.ts';

export interface StarRecord {
  /** `star-<HIP>` (or `star-hyg-<id>` for imported stars without a HIP number). */
  id: string;
  name: string;
  hip: number | null;
  raDeg: number; // J2000
  decDeg: number;
  distanceLy: number | null;
  vmag: number;
  spectralType: string | null;
  teffK: number | null;
  /** Whether teffK is a literature value or estimated from B−V. */
  teffSource: 'literature' | 'b-v' | null;
  bv: number | null;
  massSun: number | null;
  radiusSun: number | null;
}

export const BRIGHT_STARS: readonly StarRecord[] = BRIGHT_STAR_ROWS.map(
  ([name, hip, ra, dec, ly, v, sp, teff, m, r]) => ({
    id: `star-${hip}`,
    name,
    hip,
    raDeg: ra,
    decDeg: dec,
    distanceLy: ly,
    vmag: v,
    spectralType: sp,
    teffK: teff,
    teffSource: 'literature',
    bv: null,
    massSun: m,
    radiusSun: r,
  }),
);

export function getStarByHip(hip: number): StarRecord | undefined {
  return BRIGHT_STARS.find((s) => s.hip === hip);
}

/**
 * Ballesteros (2012, EPL 97, 34008) blackbody fit: T = 4600 K · (1/(0.92·BV + 1.7) + 1/(0.92·BV + 0.62)).
 * Valid roughly for −0.4 < B−V < 2; outside that we clamp the colour.
 */
export function teffFromBV(bv: number): number {
  const x = Math.min(2.0, Math.max(-0.4, bv));
  return 4600 * (1 / (0.92 * x + 1.7) + 1 / (0.92 * x + 0.62));
}

export const LY_PER_PARSEC = 3.261563777;
