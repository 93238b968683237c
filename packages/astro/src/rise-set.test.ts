import { describe, expect, it } from 'vitest';
import { bodyMagnitude, nextRiseSet } from './rise-set.ts';

// Reference: the US Naval Observatory's "Rise/Set/Transit" tables (aa.usno.navy.mil) as the almanac prints them,
// rounded to the minute; the search is astronomy-engine's, so this checks the wiring (body, direction, star slot).
const greenwich = { lat: 51.4769, lon: 0, heightKm: 0 };

describe('nextRiseSet', () => {
  it('finds the Sun at Greenwich on 2026-06-21: rise 03:43 UT, set 20:21 UT (USNO)', () => {
    const r = nextRiseSet({ body: 'sun' }, greenwich, Date.parse('2026-06-21T00:00:00Z'));
    expect(Math.abs(r.rise! - Date.parse('2026-06-21T03:43:00Z'))).toBeLessThan(2 * 60_000);
    expect(Math.abs(r.set! - Date.parse('2026-06-21T20:21:00Z'))).toBeLessThan(2 * 60_000);
  });

  it('keeps a circumpolar star up (Polaris from Greenwich) and finds a star that rises, a sidereal day apart', () => {
    const polaris = nextRiseSet({ raDeg: 37.95, decDeg: 89.26 }, greenwich, Date.parse('2026-01-01T00:00:00Z'));
    expect(polaris).toEqual({ rise: null, set: null });
    const sirius = { raDeg: 101.2872, decDeg: -16.7161 };
    const a = nextRiseSet(sirius, greenwich, Date.parse('2026-01-01T00:00:00Z')).rise!;
    const b = nextRiseSet(sirius, greenwich, a + 60_000).rise!;
    expect(Math.abs(b - a - 86_164_091)).toBeLessThan(60_000); // one sidereal day
  });

  it('knows nothing of an unknown body', () => {
    expect(nextRiseSet({ body: 'vulcan' }, greenwich, 0)).toEqual({ rise: null, set: null });
  });

  it('gives magnitudes as almanacs do: Jupiter at opposition on 2026-01-10 about −2.7, the Sun −26.7', () => {
    expect(bodyMagnitude('jupiter', Date.parse('2026-01-10T00:00:00Z'))).toBeCloseTo(-2.7, 0);
    expect(bodyMagnitude('sun', 0)).toBeCloseTo(-26.7, 0);
    expect(bodyMagnitude('vulcan', 0)).toBeNull();
  });
});
