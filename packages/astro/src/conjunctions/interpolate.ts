/**
 * Cubic Hermite interpolation of many states between two SGP4 evaluations: positions and velocities at
 * both ends fix a cubic per coordinate. Its error is about Δ⁴/384·|r⁗| — for Δ = 120 s and a LEO orbit
 * (|r⁗| ≈ n⁴·r ≈ 1e-8 km/s⁴) about 5 m, some tens of metres at a transfer orbit's perigee — plus what
 * SGP4's velocity differs from its position's derivative (≤ 0.002 km/s measured). The screen allows
 * INTERP_POS_ERR_KM and INTERP_VEL_ERR_KMS; interpolate.test.ts checks these bounds with a wide margin.
 */
import { BULK_STRIDE } from '../sgp4-bulk.ts';

export const INTERP_POS_ERR_KM = 0.5;
export const INTERP_VEL_ERR_KMS = 0.02;

/** Writes the interpolated states at fraction `tau` ∈ [0, 1] of an interval of `dtS` seconds into `out`. */
export function hermiteAll(
  a: Float64Array,
  b: Float64Array,
  count: number,
  tau: number,
  dtS: number,
  out: Float64Array,
): void {
  const t2 = tau * tau;
  const t3 = t2 * tau;
  const h00 = 2 * t3 - 3 * t2 + 1;
  const h10 = (t3 - 2 * t2 + tau) * dtS;
  const h01 = -2 * t3 + 3 * t2;
  const h11 = (t3 - t2) * dtS;
  // Derivatives with respect to time (d/dt = d/dτ / dtS).
  const d00 = (6 * t2 - 6 * tau) / dtS;
  const d10 = 3 * t2 - 4 * tau + 1;
  const d01 = (-6 * t2 + 6 * tau) / dtS;
  const d11 = 3 * t2 - 2 * tau;
  for (let i = 0; i < count; i++) {
    const o = i * BULK_STRIDE;
    for (let c = 0; c < 3; c++) {
      const p0 = a[o + c];
      const v0 = a[o + 3 + c];
      const p1 = b[o + c];
      const v1 = b[o + 3 + c];
      out[o + c] = h00 * p0 + h10 * v0 + h01 * p1 + h11 * v1;
      out[o + 3 + c] = d00 * p0 + d10 * v0 + d01 * p1 + d11 * v1;
    }
  }
}
