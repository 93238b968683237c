import { describe, expect, it } from 'vitest';
import { combinedHardBodyRadiusM, fosterPc, fosterPcFromStates, isotropicPc, maxPc } from './probability.ts';

/**
 * Independent reference written here: the bivariate normal density summed over a polar midpoint grid covering
 * the hard-body disc (no erf, no Gauss–Legendre, no principal-axis rotation).
 */
function bruteForcePc(mx: number, my: number, cxx: number, cxy: number, cyy: number, R: number, n = 600): number {
  const det = cxx * cyy - cxy * cxy;
  const [ixx, ixy, iyy] = [cyy / det, -cxy / det, cxx / det];
  const norm = 1 / (2 * Math.PI * Math.sqrt(det));
  let sum = 0;
  const dr = R / n;
  const dth = (2 * Math.PI) / n;
  for (let i = 0; i < n; i++) {
    const r = (i + 0.5) * dr;
    for (let j = 0; j < n; j++) {
      const th = (j + 0.5) * dth;
      const x = r * Math.cos(th) - mx;
      const y = r * Math.sin(th) - my;
      sum += norm * Math.exp(-0.5 * (ixx * x * x + 2 * ixy * x * y + iyy * y * y)) * r * dr * dth;
    }
  }
  return sum;
}

const close = (a: number, b: number, rel = 0.05) => expect(Math.abs(a - b) / b).toBeLessThan(rel);

describe("Foster's collision probability against an independent 2D integration (within 5 %)", () => {
  it.each([
    ['isotropic, miss 1 km, σ 0.5 km, R 20 m', 1, 0, 0.25, 0, 0.25, 0.02],
    ['anisotropic, tilted covariance', 0.3, 0.8, 0.9, 0.35, 0.2, 0.015],
    ['elongated in-track, miss along the short axis', 0, 0.2, 4, 0, 0.01, 0.01],
    ['hard body larger than the covariance', 0.05, 0.02, 0.0004, 0, 0.0009, 0.08],
    ['miss inside the hard body', 0.001, 0, 0.01, 0.002, 0.02, 0.01],
  ])('%s', (_label, mx, my, cxx, cxy, cyy, R) => {
    close(fosterPc(mx, my, cxx, cxy, cyy, R), bruteForcePc(mx, my, cxx, cxy, cyy, R));
  });
});

describe('maximum probability over covariance scale (Alfano, as SOCRATES)', () => {
  it('tends to R²/(e·d²) for a small hard body, at σ = d/√2', () => {
    const d = 2,
      R = 0.01;
    const { pc, sigma } = maxPc(d, R);
    close(pc, (R * R) / (Math.E * d * d), 0.01);
    close(sigma, d / Math.SQRT2, 0.02);
  });

  it('is at least the probability of every isotropic covariance, and 1 inside the hard body', () => {
    const d = 0.5,
      R = 0.05;
    const best = maxPc(d, R).pc;
    for (const s of [0.05, 0.1, 0.2, 0.35, 0.5, 1, 3])
      expect(isotropicPc(d, s, R)).toBeLessThanOrEqual(best * 1.000001);
    close(
      best,
      Math.max(
        ...Array.from({ length: 400 }, (_, i) =>
          bruteForcePc(d, 0, (0.01 * (i + 1)) ** 2, 0, (0.01 * (i + 1)) ** 2, R, 120),
        ),
      ),
      0.05,
    );
    expect(maxPc(0.01, 0.02).pc).toBe(1);
  });
});

describe('encounter-plane projection', () => {
  it('projects each object RIC covariance onto the plane perpendicular to the relative velocity', () => {
    // Primary on +x moving +y; secondary 0.4 km above (radial) crossing along +z: relative velocity along z − y.
    const r1: [number, number, number] = [7000, 0, 0];
    const v1: [number, number, number] = [0, 7.5, 0];
    const r2: [number, number, number] = [7000.4, 0, 0];
    const v2: [number, number, number] = [0, 0, 7.5];
    const sig: [number, number, number] = [0.1, 0.5, 0.2];
    const pc = fosterPcFromStates({ r1, v1, r2, v2 }, sig, 0.02);
    // By hand: plane axes ex = radial (x), ey = (0, 1, 1)/√2 ⟂ dv = (0, −7.5, 7.5).
    // Primary RIC = (x, y, z): var along ey = (0.5² + 0.2²)/2. Secondary RIC: radial x, cross = r×v → −y, in-track = +z:
    // var along ey = (0.2² + 0.5²)/2. Radial var 0.1² each.
    const cxx = 2 * 0.01;
    const cyy = 0.25 + 0.04;
    close(pc, bruteForcePc(0.4, 0, cxx, 0, cyy, 0.02));
  });

  it('combined hard-body radius from SATCAT sizes, MEDIUM when unknown', () => {
    expect(combinedHardBodyRadiusM('LARGE', 'SMALL')).toBeCloseTo(
      Math.sqrt(10 / Math.PI) + Math.sqrt(0.1 / Math.PI),
      9,
    );
    expect(combinedHardBodyRadiusM(null, undefined)).toBeCloseTo(2 * Math.sqrt(1 / Math.PI), 9);
  });
});
