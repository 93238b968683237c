import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness.ts';
import { setLocation } from '../../../test/factories.ts';

const t = await startTestApp();
const user = await t.register();
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: user.auth });

describe('ground station views', () => {
  it('without a profile location: station summary says so, passes answer 409', async () => {
    const s = (await get('/api/sky/station')).json();
    expect(s.station).toBeNull();
    expect(s.catalog.source).toBe('nominal');
    expect((await get('/api/sky/passes?id=sat-25544')).statusCode).toBe(409);
  });

  it('with a location: satellites above the horizon, signal, latency and a 24 h series of 7 points', async () => {
    await setLocation(t.db, user.user.id, 52.2, 0.12);
    const res = await get('/api/sky/station');
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json();
    expect(s.station).toEqual({ lat: 52.2, lon: 0.12 });
    expect(s.aboveHorizon).toBeGreaterThan(10); // GPS, Galileo, GLONASS, GEO and Starlink are always up somewhere
    expect(s.series).toHaveLength(7);
    expect(s.best.signal).toBeGreaterThan(0);
    // latency is the one-way light time of the slant range
    expect(s.best.latencyMs).toBeCloseTo((s.best.rangeKm / 299_792.458) * 1000, 6);
  });

  it('ISS passes over 7 days: rise < culmination < set, max elevation at least 10°', async () => {
    const res = await get('/api/sky/passes?id=sat-25544&days=7');
    expect(res.statusCode, res.body).toBe(200);
    const { passes } = res.json() as { passes: { rise: string; culmination: string; set: string; maxElevationDeg: number }[] };
    expect(passes.length).toBeGreaterThan(5); // 51.6° orbit over 52° N: several passes a day
    for (const p of passes) {
      expect(p.rise < p.culmination && p.culmination < p.set).toBe(true);
      expect(p.maxElevationDeg).toBeGreaterThanOrEqual(10);
    }
    expect((await get('/api/sky/passes?id=mars')).statusCode).toBe(400);
    expect((await get('/api/sky/passes?id=sat-1')).statusCode).toBe(404);
  });

  it('upcoming events: 3 computed items typed event/update/alert, including the next ISS pass', async () => {
    const res = await get('/api/events/upcoming');
    expect(res.statusCode).toBe(200);
    const events = res.json() as { kind: string; title: string; date: string }[];
    expect(events).toHaveLength(3);
    for (const e of events) expect(['event', 'update', 'alert']).toContain(e.kind);
    expect(events.some((e) => e.title === 'ISS pass')).toBe(true);
    expect([...events].sort((a, b) => a.date.localeCompare(b.date))).toEqual(events);
  });
});
