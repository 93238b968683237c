import { twoline2satrec } from 'satellite.js';
import { describe, expect, it } from 'vitest';
import { latencyMs, lookAngles, satelliteLook, signalStrength } from './observer.ts';
import { ObserverSky } from './observer-sky.ts';
import { findObserverPasses } from './visible-passes.ts';

const ISS1 = '1 25544U 98067A   19156.50900463  .00003075  00000-0  59442-4 0  9992';
const ISS2 = '2 25544  51.6433  59.2583 0008217  16.4489 347.6017 15.51174618173442';
const station = { lat: 36.9613422, lon: -122.0308, heightKm: 0.37 };

describe('observer geometry', () => {
  it('a point straight above the station has elevation 90°', () => {
    // Station on the equator at lon 0 at a time when GMST=0 is not needed: build the zenith point via look-angle symmetry.
    const la = lookAngles({ lat: 0, lon: 0, heightKm: 0 }, [7000, 0, 0], new Date('2000-01-01T12:00:00Z'));
    expect(la.rangeKm).toBeGreaterThan(600);
    expect(la.elevationDeg).toBeLessThanOrEqual(90);
  });
  it('passes are ordered, culmination lies between rise and set, max elevation ≥ threshold', () => {
    const sat = twoline2satrec(ISS1, ISS2);
    const from = Date.parse('2019-06-05T00:00:00Z');
    const sky = new ObserverSky(station, from, from + 2 * 86_400_000);
    const passes = findObserverPasses(sat, sky, { standardMagnitude: -1.8, minElevationDeg: 10 });
    expect(passes.length).toBeGreaterThan(2);
    for (let i = 0; i < passes.length; i++) {
      const p = passes[i];
      expect(p.rise.time).toBeLessThanOrEqual(p.culmination.time);
      expect(p.culmination.time).toBeLessThanOrEqual(p.set.time);
      expect(p.maxElevationDeg).toBeGreaterThanOrEqual(10 - 1e-6);
      const lr = satelliteLook(sat, station, new Date(p.rise.time));
      if (!p.clipped) expect(lr?.elevationDeg).toBeCloseTo(10, 1);
      if (i > 0) expect(p.rise.time).toBeGreaterThan(passes[i - 1].set.time);
    }
  });
});

describe('signalStrength and latency', () => {
  it('is 100 % at zenith and decreases toward the horizon', () => {
    expect(signalStrength(90, 550)).toBeCloseTo(100, 6);
    const mid = signalStrength(30, 1000);
    const low = signalStrength(5, 2000);
    expect(mid).toBeLessThan(100);
    expect(low).toBeLessThan(mid);
    expect(signalStrength(-1, 3000)).toBe(0);
  });
  it('one-way light time of 299,792.458 km is 1000 ms', () => {
    expect(latencyMs(299_792.458)).toBeCloseTo(1000, 9);
  });
});
