import type { SkyPass } from '@cosmos/contracts';
import { describe, expect, it } from 'vitest';
import { FLAT, judgePass } from './outlook.service.ts';

// A pass at Madrid before dawn whose visible part (6 s, the satellite coming out of the Earth's shadow just before
// it sets below 10°) lies between two 10 s track samples: a real shape the CI run met on PostgreSQL's clock.
const t0 = Date.parse('2026-11-28T05:00:00Z');
const at = (s: number) => new Date(t0 + s * 1000).toISOString();
const point = (s: number, el: number, sunlit: boolean) => ({
  time: at(s),
  azimuthDeg: 100 + s / 10,
  elevationDeg: el,
  magnitude: sunlit ? 2.5 : null,
  sunlit,
});
const pass: SkyPass = {
  rise: point(0, 0, false),
  culmination: point(300, 40, false),
  set: point(600, 0, false),
  maxElevationDeg: 40,
  clipped: false,
  visible: true,
  maxMagnitude: 2.5,
  magnitudeSigma: 0.5,
  sunAltitudeDeg: -20,
  twilight: 'night',
  visibleFrom: at(452),
  visibleTo: at(458),
  visibleSegment: { start: point(452, 14, true), peak: point(452, 14, true), end: point(458, 10.2, true) },
  shadow: [],
  track: Array.from({ length: 61 }, (_, i) => point(i * 10, 40 - Math.abs(i - 30) * (40 / 30), i * 10 > 455)),
};
const clear = [
  {
    time: at(0),
    cloudLowPct: 0,
    cloudMidPct: 0,
    cloudHighPct: 0,
    cloudTotalPct: 0,
    precipitationProbabilityPct: 0,
    visibilityM: 24_000,
  },
];
const madrid = { lat: 40.4, lon: -3.7, heightKm: 0.6 };

describe('judgePass', () => {
  it('does not call a short visible window "hidden" behind a flat horizon when no 10 s sample falls inside it', () => {
    const j = judgePass(madrid, pass, clear, FLAT);
    expect(j.hiddenByHorizon).toBe(false);
    expect(j.visibleFrom).toBe(at(452));
    expect(j.visibleTo).toBe(at(458));
    expect(j.judged.reasons.map((r) => r.code)).not.toContain('hidden');
  });

  it('still hides it behind a wall, and a flat horizon never reads as "partly hidden"', () => {
    expect(judgePass(madrid, pass, clear, () => 30).hiddenByHorizon).toBe(true);
    const long = {
      ...pass,
      visibleFrom: at(200),
      visibleSegment: { ...pass.visibleSegment!, start: point(200, 30, true) },
    };
    const j = judgePass(madrid, long, clear, FLAT);
    expect(j.judged.reasons.map((r) => r.code)).not.toContain('partlyHidden');
  });
});
