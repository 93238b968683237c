import { twoline2satrec } from 'satellite.js';
import { describe, expect, it } from 'vitest';
import { diffusePhase, standardMagnitude, standardMagnitudeFromArea, visualMagnitude } from './magnitude.ts';
import { ObserverSky } from './observer-sky.ts';
import { illumination } from './shadow.ts';
import { findObserverPasses } from './visible-passes.ts';
import { formatTle } from './tle-format.ts';

const ISS1 = '1 25544U 98067A   19156.50900463  .00003075  00000-0  59442-4 0  9992';
const ISS2 = '2 25544  51.6433  59.2583 0008217  16.4489 347.6017 15.51174618173442';
const iss = twoline2satrec(ISS1, ISS2);
const from = Date.parse('2019-06-05T00:00:00Z');
const santaCruz = { lat: 36.9613, lon: -122.0308, heightKm: 0.37 };

describe('magnitude model', () => {
  it('is the standard magnitude at 1,000 km and 90° phase, 5·log10 fainter with range, brighter toward full phase', () => {
    expect(visualMagnitude(-1.8, 1000, Math.PI / 2)).toBeCloseTo(-1.8, 10);
    expect(visualMagnitude(-1.8, 500, Math.PI / 2)).toBeCloseTo(-1.8 + 5 * Math.log10(0.5), 10);
    expect(visualMagnitude(2, 1000, 0)).toBeCloseTo(2 - 2.5 * Math.log10(Math.PI), 10); // diffuse sphere at full phase
    expect(diffusePhase(Math.PI)).toBeCloseTo(0, 12);
    expect(visualMagnitude(2, 1000, Math.PI / 2, 0)).toBeNull(); // no sunlight
    expect(visualMagnitude(2, 1000, Math.PI / 2, 0.5)).toBeCloseTo(2 + 2.5 * Math.log10(2), 10); // half the Sun's disc
  });
  it('uses known standard magnitudes first and a size-based default otherwise', () => {
    expect(standardMagnitude(25544, 'ISS (ZARYA)')).toMatchObject({ mag: -1.8, source: 'known', basis: 'measured' });
    expect(standardMagnitude(20580, 'HST').source).toBe('known');
    const small = standardMagnitude(99001, 'FENGYUN 1C DEB');
    const medium = standardMagnitude(99002, 'SOME PAYLOAD');
    const large = standardMagnitude(99003, 'CZ-4B R/B');
    expect(small.source).toBe('size');
    // ten times the area is 2.5 magnitudes brighter
    expect(medium.mag - large.mag).toBeCloseTo(2.5, 1);
    expect(small.mag - medium.mag).toBeCloseTo(2.5, 1);
    expect(standardMagnitudeFromArea(1)).toBeCloseTo(7.93, 2); // −26.74 − 2.5·log10(1 m² · 0.2 · 2/(3π²) / (10⁶ m)²)
  });
});

describe('conical shadow', () => {
  const sun: [number, number, number] = [149_597_870.7, 0, 0];
  it('sunlit on the day side, umbra straight behind the Earth, penumbra at the edge', () => {
    expect(illumination([7000, 0, 0], sun)).toEqual({ state: 'sunlit', fraction: 1 });
    expect(illumination([-7000, 0, 0], sun)).toEqual({ state: 'umbra', fraction: 0 });
    // Just outside the Earth's radius, behind it: the edge of the shadow
    const edge = illumination([-7000, 6378.137, 0], sun);
    expect(edge.state).toBe('penumbra');
    expect(edge.fraction).toBeGreaterThan(0.3);
    expect(edge.fraction).toBeLessThan(0.7);
  });
});

describe('visible pass search', () => {
  const sky = new ObserverSky(santaCruz, from, from + 3 * 86_400_000);
  const all = findObserverPasses(iss, sky, { standardMagnitude: -1.8 });
  const visible = findObserverPasses(iss, sky, { standardMagnitude: -1.8, visibleOnly: true });

  it('visible-only search returns exactly the visible passes of the full search', () => {
    expect(visible.length).toBeGreaterThan(0);
    expect(visible.length).toBeLessThan(all.length);
    expect(visible.map((p) => Math.round(p.rise.time / 1000))).toEqual(
      all.filter((p) => p.visible).map((p) => Math.round(p.rise.time / 1000)),
    );
  });

  it('a visible pass is sunlit, above 10° and under a Sun below −6° somewhere on its track; its brightest point is maxMagnitude', () => {
    for (const p of visible) {
      expect(p.maxMagnitude).not.toBeNull();
      const seen = p.track.filter((t) => t.sunlit && t.elevationDeg >= 10 && t.magnitude !== null);
      expect(seen.length).toBeGreaterThan(0);
      expect(Math.min(...seen.map((t) => t.magnitude!))).toBeGreaterThanOrEqual(p.maxMagnitude! - 0.05);
      expect(p.track[0].time).toBe(p.rise.time);
      expect(p.track[p.track.length - 1].time).toBe(p.set.time);
    }
    for (const p of all.filter((q) => !q.visible)) expect(p.maxMagnitude).toBeNull();
  });

  it('skips a satellite whose ground track never comes near the site (equatorial orbit seen from 60° N)', () => {
    const { line1: l1, line2: l2 } = formatTle({
      noradId: 99999,
      name: 'EQ',
      epoch: new Date(from),
      inclinationDeg: 0.1,
      raanDeg: 0,
      eccentricity: 0.001,
      argPerigeeDeg: 0,
      meanAnomalyDeg: 0,
      meanMotionRevPerDay: 15.5,
    });
    const eq = twoline2satrec(l1, l2);
    const north = new ObserverSky({ lat: 60, lon: 10, heightKm: 0 }, from, from + 86_400_000);
    expect(findObserverPasses(eq, north, { standardMagnitude: 5 })).toEqual([]);
    const equator = new ObserverSky({ lat: 0, lon: 10, heightKm: 0 }, from, from + 86_400_000);
    expect(findObserverPasses(eq, equator, { standardMagnitude: 5 }).length).toBeGreaterThan(10);
  });
});
