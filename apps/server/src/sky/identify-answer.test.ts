/**
 * "What was that?" tells whether anything could have been seen: the Sun's altitude (checked against astronomy-engine's
 * own horizon coordinates, an independent path from astro's SGP4 frame), plausibility ranking, the too-faint and
 * daylight verdicts, and the planets near the direction (Jupiter's place from astronomy-engine in this test).
 */
import { Body, Equator, Horizon, Observer } from 'astronomy-engine';
import { describe, expect, it } from 'vitest';
import { identifyAnswer } from './identify-answer.ts';

const lisbon = { lat: 38.72, lon: -9.14, heightKm: 0 };
const hit = (id: string, separationDeg: number, magnitude: number | null, sunAltitudeDeg = -20) => ({
  id,
  name: id,
  time: Date.parse('2026-11-28T20:00:00Z'),
  separationDeg,
  azimuthDeg: 180,
  elevationDeg: 45,
  rangeKm: 800,
  magnitude,
  sunlit: magnitude !== null,
  sunAltitudeDeg,
  track: [],
});
const sunAlt = (ms: number) => {
  const obs = new Observer(lisbon.lat, lisbon.lon, 0);
  const eq = Equator(Body.Sun, new Date(ms), obs, true, true);
  return Horizon(new Date(ms), obs, eq.ra, eq.dec).altitude;
};

describe('identify answer', () => {
  it('says daylight when the Sun is up, whatever passed, with the Sun altitude an observer has', () => {
    const at = Date.parse('2026-06-21T12:00:00Z');
    const a = identifyAnswer(lisbon, { at, azimuthDeg: 180, elevationDeg: 45, radiusDeg: 5 }, [
      hit('sat-1', 1, 5.5, 70),
    ]);
    expect(a.verdict).toBe('daylight');
    expect(Math.abs(a.sunAltitudeDeg - sunAlt(at))).toBeLessThan(0.1);
    expect(a.candidates[0]!.nakedEye).toBe(false);
  });

  it('ranks a bright candidate a little off the direction before a faint one right on it; all faint → tooFaint', () => {
    const at = Date.parse('2026-11-28T21:00:00Z');
    expect(sunAlt(at)).toBeLessThan(-18);
    const q = { at, azimuthDeg: 180, elevationDeg: 45, radiusDeg: 5 };
    const a = identifyAnswer(lisbon, q, [hit('faint', 0.2, 5.5), hit('shadow', 0.1, null), hit('bright', 3, 1.0)]);
    expect(a.verdict).toBe('candidates');
    expect(a.candidates.map((c) => c.id)).toEqual(['bright', 'faint', 'shadow']);
    const b = identifyAnswer(lisbon, q, [hit('faint', 0.2, 5.5), hit('shadow', 0.1, null)]);
    expect(b.verdict).toBe('tooFaint');
    expect(identifyAnswer(lisbon, q, []).verdict).toBe('none');
  });

  it('names the planet in the direction asked', () => {
    const at = Date.parse('2026-11-28T23:00:00Z');
    const obs = new Observer(lisbon.lat, lisbon.lon, 0);
    const place = (b: Body) => {
      const eq = Equator(b, new Date(at), obs, true, true);
      return { b, h: Horizon(new Date(at), obs, eq.ra, eq.dec) };
    };
    const up = [Body.Jupiter, Body.Saturn, Body.Mars, Body.Venus].map(place).find((p) => p.h.altitude > 10);
    expect(up).toBeDefined();
    const { b, h } = up!;
    const a = identifyAnswer(lisbon, { at, azimuthDeg: h.azimuth + 2, elevationDeg: h.altitude, radiusDeg: 5 }, []);
    const planet = a.nearby.find((n) => n.id === String(b).toLowerCase());
    expect(planet, JSON.stringify(a.nearby)).toBeDefined();
    expect(planet!.kind).toBe('planet');
    expect(planet!.separationDeg).toBeLessThan(2.5);
    expect(a.nearby.every((b) => b.separationDeg <= 25 && b.elevationDeg >= 0)).toBe(true);
  });
});
