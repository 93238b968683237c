import { describe, expect, it } from 'vitest';
import { localCatalogue } from './local-catalogue';
import { moveToTime, sunDirection } from './positions';

const at = new Date('2026-11-21T06:00:00Z');
const cat = localCatalogue(at);
const byId = new Map(cat.map((o) => [o.id, o]));

describe('offline catalogue and positions at a chosen time', () => {
  it('has satellites with element sets, the solar system and stars in their views', () => {
    expect(cat.filter((o) => o.type === 'satellite').length).toBeGreaterThan(1500);
    expect(byId.get('sat-25544')).toMatchObject({ view: 'earth', catalogNumber: 25544 });
    expect(byId.get('sat-25544')?.tle?.line1).toMatch(/^1 25544/);
    expect(byId.get('mars')).toMatchObject({ view: 'solar', type: 'planet' });
    expect(byId.get('star-32349')).toMatchObject({ view: 'stars', type: 'star', name: 'Sirius' });
  });

  it('computes (not replays) positions: ISS at its altitude, Mars moves over days, stars stay', () => {
    const iss = structuredClone(byId.get('sat-25544')!);
    expect(moveToTime(iss, at)).toBe(true);
    const r = Math.hypot(iss.position.x, iss.position.y, iss.position.z);
    expect(r).toBeGreaterThan(6.7);
    expect(r).toBeLessThan(6.9);
    const mars = structuredClone(byId.get('mars')!);
    moveToTime(mars, at);
    const before = { ...mars.position };
    moveToTime(mars, new Date(at.getTime() - 7 * 86_400_000));
    expect(Math.hypot(mars.position.x - before.x, mars.position.y - before.y)).toBeGreaterThan(0.05);
    expect(mars.state.frame === 'HELIO_EQJ2000' && mars.state.epoch).toBe(
      new Date(at.getTime() - 7 * 86_400_000).toISOString(),
    );
    const sirius = structuredClone(byId.get('star-32349')!);
    expect(moveToTime(sirius, at)).toBe(false);
  });

  it('the Sun direction is a unit vector near the ecliptic', () => {
    const s = sunDirection(at);
    expect(Math.hypot(...s)).toBeCloseTo(1, 9);
    expect(Math.abs(Math.asin(s[2]) * (180 / Math.PI))).toBeLessThan(23.5); // declination within ±23.44°
  });
});
