/**
 * Independent reference: Meeus, Astronomical Algorithms (2nd ed.), example 13.b — Venus from the US Naval
 * Observatory (38°55′17″ N, 77°03′56″ W) on 1987 April 10 at 19:21:00 UT, α = 347.3193°, δ = −6.719892°:
 * azimuth 68.0337° measured from the south westward (248.0337° from the north), altitude 15.1249°.
 * Meeus uses the apparent sidereal time; the chart uses the mean one (0.003° apart that day).
 */
import { describe, expect, it } from 'vitest';
import { altAz, apparentAltAz, domeAltAz, domeXY, skyProjector } from './sky-dome';

describe('sky dome', () => {
  it("gives Meeus's altitude and azimuth for Venus from Washington (0.01°)", () => {
    const p = altAz(
      347.3193,
      -6.719892,
      38 + 55 / 60 + 17 / 3600,
      -(77 + 3 / 60 + 56 / 3600),
      Date.parse('1987-04-10T19:21:00Z'),
    );
    expect(Math.abs(p.altDeg - 15.1249)).toBeLessThan(0.01);
    expect(Math.abs(p.azDeg - 248.0337)).toBeLessThan(0.01);
  });

  it('puts the zenith at the centre, north up, east left, the horizon on the rim', () => {
    expect(domeXY({ altDeg: 90, azDeg: 0 }, 100).map((v) => Math.abs(Math.round(v)))).toEqual([0, 0]);
    const north = domeXY({ altDeg: 0, azDeg: 0 }, 100);
    expect(north[1]).toBeCloseTo(-100);
    const east = domeXY({ altDeg: 0, azDeg: 90 }, 100);
    expect(east[0]).toBeCloseTo(-100);
    expect(Math.hypot(...domeXY({ altDeg: 45, azDeg: 200 }, 100))).toBeCloseTo(50);
  });

  it('a click on the disc gives back the direction drawn there', () => {
    for (const p of [
      { altDeg: 10, azDeg: 30 },
      { altDeg: 75, azDeg: 300 },
      { altDeg: 45, azDeg: 180 },
    ]) {
      const [x, y] = domeXY(p, 100);
      const back = domeAltAz(x, y, 100)!;
      expect(back.altDeg).toBeCloseTo(p.altDeg, 9);
      expect(back.azDeg).toBeCloseTo(p.azDeg, 9);
    }
    expect(domeAltAz(90, 90, 100)).toBeNull();
  });
});

describe('skyProjector (one rotation per redraw)', () => {
  it('places stars and planets where apparentAltAz does, to a millionth of a degree', () => {
    const ms = Date.parse('2026-11-28T05:30:00Z');
    for (const [lat, lon] of [
      [36.96, -122.03],
      [-33.87, 151.21],
      [78.2, 15.6],
    ] as const)
      for (const j2000 of [true, false]) {
        const sky = skyProjector(lat, lon, ms, j2000);
        for (let ra = 0; ra < 360; ra += 37)
          for (let dec = -85; dec <= 85; dec += 17) {
            const want = apparentAltAz(ra, dec, lat, lon, ms, j2000);
            const got = sky.at(ra, dec);
            expect(got.altDeg).toBeCloseTo(want.altDeg, 6);
            // Azimuth is undefined at the zenith; elsewhere it must agree.
            if (Math.abs(want.altDeg) < 89.9)
              expect(Math.abs(((got.azDeg - want.azDeg + 540) % 360) - 180)).toBeLessThan(1e-6);
          }
      }
  });
});
