/**
 * Day/night terminator. Independent references:
 * - US Naval Observatory, "Earth's Seasons — Equinoxes, Solstices, Perihelion, and Aphelion, 2000–2050":
 *   2026 March equinox 20 Mar 14:46 UTC, June solstice 21 Jun 08:24 UTC, December solstice 21 Dec 20:50 UTC.
 *   At an equinox the subsolar latitude is 0; at a solstice it is ± the obliquity (23.44° in 2026).
 * - Meeus, Astronomical Algorithms (2nd ed.), examples 25.a and 28.a for 1992 Oct 13.0 TD: the Sun's apparent
 *   declination −7°47′06″ (−7.785°) and the equation of time +13 m 42.6 s. At 0 h UT the Sun is overhead
 *   where the apparent solar time is noon: longitude = 15°·(12 h − 0 h − E) = 176.57° E.
 * - The footprint radius of the ISS at 420 km with a 0° mask: 6371 km · acos(6371/6791) = 2,289 km along the
 *   surface, worked by hand (NASA quotes "about 2,300 km" for the ISS's radio horizon).
 */
import { describe, expect, it } from 'vitest';
import {
  centralAngleDeg,
  footprint,
  footprintRadiusKm,
  isDaylight,
  subsolarPoint,
  terminatorLatitudes,
} from './terminator.ts';

const ms = (iso: string) => Date.parse(iso);

describe('subsolar point', () => {
  it('lies on the equator at the March equinox and at ± the obliquity at the solstices (USNO)', () => {
    expect(Math.abs(subsolarPoint(ms('2026-03-20T14:46:00Z')).lat)).toBeLessThan(0.01);
    expect(subsolarPoint(ms('2026-06-21T08:24:00Z')).lat).toBeCloseTo(23.44, 1);
    expect(subsolarPoint(ms('2026-12-21T20:50:00Z')).lat).toBeCloseTo(-23.44, 1);
  });

  it("matches Meeus's declination and equation of time for 1992 Oct 13 (0.05°)", () => {
    const s = subsolarPoint(ms('1992-10-13T00:00:00Z'));
    expect(Math.abs(s.lat - -7.785)).toBeLessThan(0.05);
    expect(Math.abs(s.lon - 176.57)).toBeLessThan(0.05);
  });
});

describe('terminator', () => {
  it('every terminator point is 90° from the subsolar point; day and night are on the right sides', () => {
    const t = ms('2026-11-23T18:00:00Z');
    const s = subsolarPoint(t);
    const line = terminatorLatitudes(t, 5);
    expect(line).toHaveLength(73);
    for (const p of line) expect(centralAngleDeg(p, s)).toBeCloseTo(90, 6);
    expect(isDaylight(s, t)).toBe(true);
    expect(isDaylight({ lat: -s.lat, lon: s.lon + 180 }, t)).toBe(false);
    // Late November: the south pole is in continuous daylight, the north pole in night.
    expect(isDaylight({ lat: -89, lon: 0 }, t)).toBe(true);
    expect(isDaylight({ lat: 89, lon: 0 }, t)).toBe(false);
  });
});

describe('footprint', () => {
  it("is the circle of the satellite's radio horizon, smaller for a higher elevation mask", () => {
    expect(footprintRadiusKm(420, 0)).toBeGreaterThan(2250);
    expect(footprintRadiusKm(420, 0)).toBeLessThan(2320);
    expect(footprintRadiusKm(420, 10)).toBeLessThan(footprintRadiusKm(420, 0) * 0.7);
    const sub = { lat: 40, lon: -170 };
    const ring = footprint(sub, 420, 0, 36);
    expect(ring).toHaveLength(36);
    for (const p of ring)
      expect((centralAngleDeg(sub, p) * Math.PI * 6371) / 180).toBeCloseTo(footprintRadiusKm(420), 3);
    expect(ring.some((p) => p.lon > 170)).toBe(true); // crosses the antimeridian, longitudes stay in [−180, 180]
    expect(ring.every((p) => p.lon >= -180 && p.lon <= 180)).toBe(true);
  });
});
