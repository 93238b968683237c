/**
 * Independent reference: astropy (scripts/reference/planetarium_reference.py, committed as
 * reference/planetarium-reference.json) — FK5 J2000 → FK5 of the date for precession, and the difference of
 * AltAz with and without its (ERFA) atmosphere for refraction.
 */
import * as Astronomy from 'astronomy-engine';
import { describe, expect, it } from 'vitest';
import ref from './reference/planetarium-reference.json' with { type: 'json' };
import {
  apparentAltitudeDeg,
  equatorialUnit,
  horizonMatrix,
  precessFromJ2000,
  refractionDeg,
  unrefractedAltitudeDeg,
} from './star-place.ts';

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

describe('the horizon matrix (one rotation per sky chart redraw)', () => {
  const D = Math.PI / 180;
  const project = (m: Float64Array, v: [number, number, number]) => {
    const [e, n, u] = [0, 3, 6].map((i) => m[i]! * v[0] + m[i + 1]! * v[1] + m[i + 2]! * v[2]) as [
      number,
      number,
      number,
    ];
    return { alt: Math.asin(u) / D, az: (((Math.atan2(e, n) / D) % 360) + 360) % 360 };
  };

  it('puts J2000 stars where astronomy-engine puts them (precessed, of-date horizon, no refraction) within 0.01°', () => {
    // Independent reference: astronomy-engine's Equator (of date, no aberration) and Horizon ('none': geometric).
    // The matrix leaves out nutation and uses mean sidereal time (each < 0.006°).
    let worst = 0;
    let checked = 0;
    for (const date of ['1990-03-01T04:00:00Z', '2026-11-28T00:30:00Z', '2050-07-15T21:10:00Z'])
      for (const site of [
        { lat: 36.96, lon: -122.03 },
        { lat: -33.87, lon: 151.21 },
        { lat: 69.65, lon: 18.96 },
      ]) {
        const ms = Date.parse(date);
        const m = horizonMatrix(site.lat, site.lon, ms, true);
        const observer = new Astronomy.Observer(site.lat, site.lon, 0);
        for (const r of ref.precession.filter((x) => x.date.startsWith('2026'))) {
          Astronomy.DefineStar(Astronomy.Body.Star1, r.ra / 15, r.dec, 1000);
          const eq = Astronomy.Equator(Astronomy.Body.Star1, new Date(ms), observer, true, false);
          const h = Astronomy.Horizon(new Date(ms), observer, eq.ra, eq.dec, undefined);
          const p = project(m, equatorialUnit(r.ra, r.dec));
          const s = Math.acos(
            Math.min(
              1,
              Math.sin(p.alt * D) * Math.sin(h.altitude * D) +
                Math.cos(p.alt * D) * Math.cos(h.altitude * D) * Math.cos((p.az - h.azimuth) * D),
            ),
          );
          worst = Math.max(worst, s / D);
          checked++;
        }
      }
    expect(checked).toBeGreaterThan(20);
    expect(worst).toBeLessThan(0.01);
  });

  it('of-date places skip precession', () => {
    const ms = Date.parse('2026-11-28T00:30:00Z');
    const j = project(horizonMatrix(10, 20, ms, true), equatorialUnit(100, 20));
    const ofDate = precessFromJ2000(100, 20, ms);
    const d = project(horizonMatrix(10, 20, ms, false), equatorialUnit(ofDate.raDeg, ofDate.decDeg));
    expect(d.alt).toBeCloseTo(j.alt, 9);
    expect(d.az).toBeCloseTo(j.az, 9);
  });
});
