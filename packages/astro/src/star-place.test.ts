/**
 * Independent reference: astropy (scripts/reference/planetarium_reference.py, committed as
 * reference/planetarium-reference.json) — FK5 J2000 → FK5 of the date for precession, and the difference of
 * AltAz with and without its (ERFA) atmosphere for refraction.
 */
import { describe, expect, it } from 'vitest';
import ref from './reference/planetarium-reference.json' with { type: 'json' };
import { apparentAltitudeDeg, precessFromJ2000, refractionDeg, unrefractedAltitudeDeg } from './star-place.ts';

const sep = (ra1: number, d1: number, ra2: number, d2: number) => {
  const D = Math.PI / 180;
  const c = Math.sin(d1 * D) * Math.sin(d2 * D) + Math.cos(d1 * D) * Math.cos(d2 * D) * Math.cos((ra1 - ra2) * D);
  return Math.acos(Math.min(1, c)) / D;
};

describe('star places', () => {
  it('precesses J2000 places to the date within 0.001° of astropy (1990, 2026, 2050; Polaris too)', () => {
    let worst = 0;
    for (const r of ref.precession) {
      const p = precessFromJ2000(r.ra, r.dec, Date.parse(r.date));
      worst = Math.max(worst, sep(p.raDeg, p.decDeg, r.raOfDate, r.decOfDate));
    }
    expect(worst).toBeLessThan(0.001);
    // …and the shift is real: Sirius moves about 0.3° between J2000 and 2026.
    const s = ref.precession.find((r) => r.star === 'Sirius' && r.date.startsWith('2026'))!;
    expect(sep(s.ra, s.dec, s.raOfDate, s.decOfDate)).toBeGreaterThan(0.25);
  });

  it("refracts altitudes like astropy's atmosphere: 0.01° above 15°, 0.05° from 3° to 15°", () => {
    expect(ref.refraction.length).toBeGreaterThan(30);
    for (const r of ref.refraction) {
      const tol = r.geometricAltDeg > 15 ? 0.01 : 0.05;
      expect(Math.abs(refractionDeg(r.geometricAltDeg) - r.refractionDeg)).toBeLessThan(tol);
    }
  });

  it('lifts the horizon by about 29′ (Meeus: 0.48° at true altitude 0) and nothing at the zenith', () => {
    expect(apparentAltitudeDeg(0)).toBeGreaterThan(0.45);
    expect(apparentAltitudeDeg(0)).toBeLessThan(0.5);
    expect(refractionDeg(90)).toBeLessThan(0.001);
    expect(refractionDeg(-5)).toBe(0);
  });

  it("Bennett's formula undoes Saemundsson's within 0.01° from the horizon up", () => {
    for (let h = 0; h <= 90; h += 0.5)
      expect(Math.abs(unrefractedAltitudeDeg(apparentAltitudeDeg(h)) - h)).toBeLessThan(0.01);
  });
});
