/**
 * almanac.ts against references it does not share code with:
 * - star rise and set: astropy's ICRS → AltAz (IAU 2006/2000A) with the −34′ crossing found by bisection,
 *   committed in reference/star-rise-set.reference.json by scripts/reference/star_rise_set_reference.py;
 * - eclipses: NASA's Five Millennium Canon (Espenak & Meeus) greatest-eclipse times and places;
 * - Moon phases: the US Naval Observatory's published phase table for 2026;
 * - oppositions: the dates in the RASC Observer's Handbook / USNO Astronomical Almanac for 2026–27;
 * - constellations: the IAU boundaries as published for well-known stars.
 */
import { describe, expect, it } from 'vitest';
import {
  bodySkyPlace,
  eclipseAfter,
  moonPhaseAfter,
  nextMoonQuarters,
  raDecSkyPlace,
  relativeLongitudeAfter,
  starRiseSet,
  tonightStart,
  bodyAltitudeDeg,
} from './almanac.ts';
import reference from './reference/star-rise-set.reference.json' with { type: 'json' };

const MIN = 60_000;
const near = (got: Date, want: string, tolMs: number) =>
  expect(Math.abs(got.getTime() - Date.parse(want)), `${got.toISOString()} vs ${want}`).toBeLessThan(tolMs);

const STAR: Record<string, [number, number]> = {
  Sirius: [101.2872, -16.7161],
  Vega: [279.2347, 38.7837],
  Betelgeuse: [88.7929, 7.4071],
  Deneb: [310.358, 45.2803],
  Capella: [79.1723, 45.998],
  Canopus: [95.988, -52.6957],
};

describe('star rise and set against astropy', () => {
  for (const c of reference.cases) {
    it(`${c.star} from ${c.site}`, () => {
      const [ra, dec] = STAR[c.star]!;
      for (const event of ['rise', 'set'] as const) {
        const got = starRiseSet(ra, dec, { lat: c.lat, lon: c.lon }, event, new Date(c.start));
        const want = c[event];
        if (want === null) expect(got).toBeNull();
        else near(got!, want, 2_000); // measured worst case 53 ms
      }
    });
  }
});

describe('eclipses against NASA’s Five Millennium Canon (greatest eclipse, TD converted with ΔT ≈ 69 s)', () => {
  it('the total solar eclipse of 2026-08-12, greatest at 65.2° N 25.2° W', () => {
    const e = eclipseAfter('solar', new Date('2026-03-01T00:00:00Z'));
    expect(e.kind).toBe('total');
    near(e.peak, '2026-08-12T17:44:57Z', 3 * MIN);
    expect(e.greatest!.lat).toBeCloseTo(65.2, 0);
    expect(e.greatest!.lon).toBeCloseTo(-25.2, 0);
  });
  it('the one after it is the annular eclipse of 2027-02-06', () => {
    const e = eclipseAfter('solar', new Date('2026-03-01T00:00:00Z'), 1);
    expect(e.kind).toBe('annular');
    near(e.peak, '2027-02-06T15:59:43Z', 3 * MIN);
  });
  it('the total lunar eclipse of 2026-03-03 and the partial one of 2026-08-28', () => {
    const a = eclipseAfter('lunar', new Date('2026-01-01T00:00:00Z'));
    expect(a.kind).toBe('total');
    near(a.peak, '2026-03-03T11:33:00Z', 3 * MIN);
    const b = eclipseAfter('lunar', new Date('2026-01-01T00:00:00Z'), 1);
    expect(b.kind).toBe('partial');
    near(b.peak, '2026-08-28T04:12:00Z', 3 * MIN);
  });
});

describe('Moon phases against the USNO table for 2026 (UT, to the minute)', () => {
  it('full moons of 3 January and 3 March, new moon of 17 February', () => {
    near(moonPhaseAfter('full', new Date('2026-01-01T00:00:00Z')), '2026-01-03T10:03:00Z', 2 * MIN);
    near(moonPhaseAfter('full', new Date('2026-01-01T00:00:00Z'), 2), '2026-03-03T11:38:00Z', 2 * MIN);
    near(moonPhaseAfter('new', new Date('2026-02-01T00:00:00Z')), '2026-02-17T12:01:00Z', 2 * MIN);
  });
  it('the next four quarters come in order, one of each, about a week apart', () => {
    const q = nextMoonQuarters(new Date('2026-05-10T00:00:00Z'));
    expect(new Set(q.map((x) => x.phase)).size).toBe(4);
    for (let i = 1; i < 4; i++) {
      const gap = (q[i]!.date.getTime() - q[i - 1]!.date.getTime()) / 86_400_000;
      expect(gap).toBeGreaterThan(5.5);
      expect(gap).toBeLessThan(8.5);
    }
  });
});

describe('oppositions against the published dates', () => {
  it('Jupiter on 2026-01-10, Saturn on 2026-10-04, Mars on 2027-02-19 (within a day)', () => {
    const from = new Date('2025-12-01T00:00:00Z');
    near(relativeLongitudeAfter('Jupiter', 0, from), '2026-01-10T08:00:00Z', 24 * 60 * MIN);
    near(relativeLongitudeAfter('Saturn', 0, from), '2026-10-04T12:00:00Z', 24 * 60 * MIN);
    near(relativeLongitudeAfter('Mars', 0, from), '2027-02-19T12:00:00Z', 24 * 60 * MIN);
  });
});

describe('places in the sky', () => {
  it('names the IAU constellation of well-known stars', () => {
    const at = new Date('2026-06-01T00:00:00Z');
    expect(raDecSkyPlace(...STAR.Vega!, null, at).constellation.name).toBe('Lyra');
    expect(raDecSkyPlace(...STAR.Sirius!, null, at).constellation.name).toBe('Canis Major');
    expect(raDecSkyPlace(...STAR.Canopus!, null, at).constellation.name).toBe('Carina');
  });
  it('the Sun is overhead at the Tropic of Cancer at the June solstice (USNO: 2026-06-21 08:24 UT)', () => {
    const p = bodySkyPlace('sun', null, new Date('2026-06-21T08:24:00Z'));
    expect(p.subLat).toBeCloseTo(23.44, 1);
    // Local apparent noon where 12:00 − 08:24 = 3.6 h east of Greenwich, less the equation of time (−1.7 min).
    expect(p.subLon).toBeGreaterThan(53);
    expect(p.subLon).toBeLessThan(54.5);
    expect(p.distanceKm! / 149_597_870.7).toBeCloseTo(1.016, 2); // near aphelion
  });
  it('"tonight" starts after dusk: the Sun is then well below the horizon', () => {
    const lisbon = { lat: 38.72, lon: -9.14 };
    const start = tonightStart(lisbon, new Date('2026-11-27T12:00:00Z'));
    expect(start.getTime()).toBeGreaterThan(Date.parse('2026-11-27T17:00:00Z'));
    expect(bodyAltitudeDeg('sun', lisbon, start)).toBeLessThan(-12);
    const late = new Date('2026-11-27T23:00:00Z');
    expect(tonightStart(lisbon, late)).toEqual(late);
  });
});

describe('darkHighest', () => {
  it('finds a body’s meridian transit when it falls in the dark (astronomy-engine hour-angle search as the check)', async () => {
    const { Body, Equator, Horizon, Observer, SearchHourAngle } = await import('astronomy-engine');
    const { darkHighest } = await import('./almanac.ts');
    const site = { lat: 38.72, lon: -9.14 };
    const obs = new Observer(site.lat, site.lon, 0);
    // The full Moon of 2026-01-03 transits near local midnight in Lisbon.
    const from = new Date('2026-01-02T18:00:00Z');
    const to = new Date('2026-01-03T07:00:00Z');
    const transit = SearchHourAngle(Body.Moon, obs, 0, from, +1);
    const eq = Equator(Body.Moon, transit.time.date, obs, true, true);
    const want = Horizon(transit.time.date, obs, eq.ra, eq.dec, 'normal').altitude;
    const got = darkHighest('moon', site, from, to)!;
    expect(Math.abs(got.altDeg - want)).toBeLessThan(0.5);
    expect(Math.abs(got.at.getTime() - transit.time.date.getTime())).toBeLessThan(10 * 60_000);
    // Never dark between noon and 14:00: nothing to report.
    expect(darkHighest('moon', site, new Date('2026-01-03T12:00:00Z'), new Date('2026-01-03T14:00:00Z'))).toBeNull();
  });
});
