import { describe, expect, it } from 'vitest';
import { allBodyStates, apparentRaDec, AU_KM, bodyHelioState, SOLAR_SYSTEM_BODIES } from './solar-system.ts';

const norm = (v: number[]): number => Math.hypot(v[0], v[1], v[2]);

describe('solar-system states', () => {
  it('Earth–Sun distance: perihelion 2025-01-04 ≈ 0.98333 AU, aphelion 2025-07-03 ≈ 1.01664 AU (USNO Earth Seasons and Apsides)', () => {
    expect(norm(bodyHelioState('earth', new Date('2025-01-04T13:28:00Z')).r)).toBeCloseTo(0.98333, 4);
    expect(norm(bodyHelioState('earth', new Date('2025-07-03T19:55:00Z')).r)).toBeCloseTo(1.01664, 4);
  });
  it('Earth orbital speed ≈ 29.8 km/s and Sun at origin', () => {
    const s = bodyHelioState('earth', new Date('2025-03-01T00:00:00Z'));
    expect((norm(s.v) * AU_KM) / 86400).toBeCloseTo(29.8, 0);
    expect(norm(bodyHelioState('sun', new Date()).r)).toBe(0);
  });
  it('Galilean moons and Titan orbit at their known distances (Io 421,700 km; Callisto 1,882,700 km; Titan 1,221,870 km)', () => {
    const t = new Date('2025-05-05T00:00:00Z');
    const all = allBodyStates(t);
    const rel = (id: 'io' | 'callisto', p: 'jupiter'): number => norm(all[id].r.map((x, k) => x - all[p].r[k])) * AU_KM;
    expect(rel('io', 'jupiter') / 421_700).toBeCloseTo(1, 1);
    expect(rel('callisto', 'jupiter') / 1_882_700).toBeCloseTo(1, 1);
    expect(norm(all.titan.r.map((x, k) => x - all.saturn.r[k])) * AU_KM).toBeCloseTo(1_221_870, -1);
    expect(all.io.r).toEqual(bodyHelioState('io', t).r);
    expect(SOLAR_SYSTEM_BODIES.find((b) => b.id === 'titan')?.approximate).toBe(true);
  });
  it('every body has physical properties', () => {
    expect(SOLAR_SYSTEM_BODIES).toHaveLength(16);
    for (const b of SOLAR_SYSTEM_BODIES) expect(b.massKg > 0 && b.radiusKm > 0 && b.temperatureK > 0).toBe(true);
  });
});

describe('apparentRaDec', () => {
  const greenwich = { lat: 51.4769, lon: 0, heightM: 46 };
  it('Sun near dec +23.44° at the June solstice 2025-06-21 02:42 UTC (USNO)', () => {
    const p = apparentRaDec('sun', new Date('2025-06-21T02:42:00Z'), greenwich);
    expect(p.decDeg).toBeCloseTo(23.44, 1);
    expect(p.raHours).toBeCloseTo(6, 1);
  });
  it('Sun crosses the equator at the March equinox 2025-03-20 09:01 UTC (USNO)', () => {
    const p = apparentRaDec('sun', new Date('2025-03-20T09:01:00Z'), greenwich);
    expect(Math.abs(p.decDeg)).toBeLessThan(0.01);
  });
  it('Moon distance is topocentric (within 356,000–407,000 km)', () => {
    const p = apparentRaDec('moon', new Date('2025-01-13T22:27:00Z'), greenwich);
    expect(p.distanceAu * AU_KM).toBeGreaterThan(356_000);
    expect(p.distanceAu * AU_KM).toBeLessThan(407_000);
  });
});
