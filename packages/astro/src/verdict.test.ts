import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  limitingMagnitude,
  limitingMagnitudeOfSky,
  luminariesAt,
  moonlightNanoLamberts,
  nightVerdict,
  passVerdict,
  skyBrightness,
  totalCloud,
  type SkyLight,
} from './verdict.ts';

const dark: SkyLight = {
  sunAltitudeDeg: -30,
  moonAltitudeDeg: -20,
  moonPhaseAngleDeg: 0,
  moonSeparationDeg: 90,
  targetAltitudeDeg: 90,
};
const clear = { cloudLowPct: 0, cloudMidPct: 0, cloudHighPct: 5, precipitationProbabilityPct: 0, visibilityM: 30000 };

describe('limiting magnitude', () => {
  it('follows the sky-quality-meter conversion (Unihedron: SQM 22 ≈ NELM 6.6, SQM 18 ≈ NELM 4.4)', () => {
    expect(limitingMagnitudeOfSky(22)).toBeCloseTo(6.62, 1);
    expect(limitingMagnitudeOfSky(18)).toBeCloseTo(4.4, 0);
  });

  it('is about 6 under a dark suburban sky, 1 at the end of civil twilight, and negative in daylight', () => {
    expect(limitingMagnitude(dark)).toBeGreaterThan(5.8);
    expect(limitingMagnitude(dark)).toBeLessThan(6.4);
    const civil = limitingMagnitude({ ...dark, sunAltitudeDeg: -6 });
    expect(civil).toBeGreaterThan(0.5);
    expect(civil).toBeLessThan(2);
    expect(limitingMagnitude({ ...dark, sunAltitudeDeg: 30 })).toBeLessThan(-4);
  });

  it('moonlight matches Krisciunas & Schaefer (1991) Fig. 2: a full Moon 45° up brightens a sky 45° away to about 18 mag/arcsec²', () => {
    const b = skyBrightness({ ...dark, moonAltitudeDeg: 45, moonSeparationDeg: 45, targetAltitudeDeg: 90 });
    expect(b).toBeGreaterThan(17.5);
    expect(b).toBeLessThan(18.6);
    // a thin crescent adds almost nothing
    expect(moonlightNanoLamberts(150, 45, 45, 90)).toBeLessThan(moonlightNanoLamberts(0, 45, 45, 90) / 50);
  });

  it('never brightens as the Sun sinks, and a risen Moon never makes the sky darker', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -40, max: 20, noNaN: true }),
        fc.double({ min: 0, max: 20, noNaN: true }),
        fc.double({ min: 1, max: 89, noNaN: true }),
        fc.double({ min: 0, max: 180, noNaN: true }),
        (sun, drop, moonAlt, phase) => {
          const a = limitingMagnitude({ ...dark, sunAltitudeDeg: sun });
          const b = limitingMagnitude({ ...dark, sunAltitudeDeg: sun - drop });
          expect(b).toBeGreaterThanOrEqual(a - 1e-9);
          const moon = limitingMagnitude({
            ...dark,
            sunAltitudeDeg: sun,
            moonAltitudeDeg: moonAlt,
            moonPhaseAngleDeg: phase,
          });
          expect(moon).toBeLessThanOrEqual(a + 1e-9);
        },
      ),
    );
  });
});

describe('luminariesAt', () => {
  it('puts the Sun high at local noon and below −18° at local midnight (Greenwich, 2026-06-21; altitude 62.0° by the declination 23.44°)', () => {
    const site = { lat: 51.4769, lon: 0, heightKm: 0 };
    const noon = luminariesAt(site, Date.parse('2026-06-21T12:02:00Z'));
    expect(noon.sunAltitudeDeg).toBeCloseTo(90 - 51.4769 + 23.44, 0);
    expect(luminariesAt(site, Date.parse('2026-12-21T00:00:00Z')).sunAltitudeDeg).toBeLessThan(-18);
  });

  it('sees a full Moon on 2026-03-03 (total lunar eclipse, phase angle near 0) and a new Moon on 2026-02-17', () => {
    const site = { lat: 0, lon: 0, heightKm: 0 };
    expect(luminariesAt(site, Date.parse('2026-03-03T11:33:00Z')).moonIllumination).toBeGreaterThan(0.99);
    expect(luminariesAt(site, Date.parse('2026-02-17T12:01:00Z')).moonIllumination).toBeLessThan(0.01);
  });
});

describe('passVerdict', () => {
  const base = { magnitude: 1, limitingMagnitude: 5.5, weather: clear, visibleSeconds: 240, aboveHorizonSeconds: 240 };

  it('is go for a bright pass in a clear sky, with the brightness as a reason', () => {
    const v = passVerdict(base);
    expect(v.verdict).toBe('go');
    expect(v.reasons.map((r) => r.code)).toEqual(['clear', 'brightEnough']);
  });

  it('is no under overcast, and says so first', () => {
    const v = passVerdict({ ...base, weather: { ...clear, cloudLowPct: 90 } });
    expect(v.verdict).toBe('no');
    expect(v.reasons[0]).toMatchObject({ code: 'cloudy', values: { pct: 91 } }); // 1 − 0.1 × 0.95
  });

  it('combines layers as independent when the source gives no total', () => {
    expect(totalCloud({ ...clear, cloudLowPct: 50, cloudMidPct: 50, cloudHighPct: 0 })).toBe(75);
    expect(totalCloud({ ...clear, cloudLowPct: 50, cloudTotalPct: 60 })).toBe(60);
  });

  it('is no behind the horizon, maybe for a faint pass near the limit, no for one fainter than the limit', () => {
    expect(passVerdict({ ...base, aboveHorizonSeconds: 0 }).reasons[0].code).toBe('hidden');
    expect(passVerdict({ ...base, magnitude: 5 }).verdict).toBe('maybe');
    const faint = passVerdict({ ...base, magnitude: 6 });
    expect([faint.verdict, faint.reasons[0].code]).toEqual(['no', 'tooFaint']);
    expect(passVerdict({ ...base, weather: null }).verdict).toBe('maybe');
  });
});

describe('nightVerdict', () => {
  it('is go with two clear dark hours, maybe with one, no when all are overcast', () => {
    const cloudy = { ...clear, cloudMidPct: 95 };
    const n = { limitingMagnitude: 6, moonIllumination: 0.1, moonUpHours: 0 };
    expect(nightVerdict({ ...n, hours: [clear, clear, cloudy] }).verdict).toBe('go');
    expect(nightVerdict({ ...n, hours: [clear, cloudy, cloudy] }).verdict).toBe('maybe');
    const overcast = nightVerdict({ ...n, hours: [cloudy, cloudy] });
    expect([overcast.verdict, overcast.reasons[0].code]).toEqual(['no', 'cloudy']);
  });
});
