import { describe, expect, it } from 'vitest';
import { propagateAt } from './sgp4.ts';
import { toSatrec } from './tle.ts';
import { findTrains, sampleTrainTles, type TrainCandidate } from './trains.ts';

const now = new Date('2026-11-27T20:00:00Z');
const sample = sampleTrainTles(now).map((t): TrainCandidate => ({
  noradId: t.noradId,
  name: t.name,
  launch: '2026-999',
  satrec: toSatrec(t),
}));

describe('launch trains', () => {
  it('strings the sample launch into one train, lead first, 20 km apart (distances checked from SGP4 positions)', () => {
    const [train, ...rest] = findTrains(sample, now.getTime());
    expect(rest).toHaveLength(0);
    expect(train!.members).toHaveLength(24);
    expect(train!.lead).toBe(339_101); // released first, furthest ahead
    const r = (id: number) => {
      const p = propagateAt(sample.find((s) => s.noradId === id)!.satrec, now);
      if (!p.ok) throw new Error('no state');
      return p.r;
    };
    const [a, b] = [r(train!.members[0]!), r(train!.members[1]!)];
    expect(Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2])).toBeCloseTo(20, 0);
    expect(train!.lengthKm).toBeGreaterThan(23 * 19);
    expect(train!.lengthKm).toBeLessThan(23 * 21);
  });

  it('a launch whose objects have spread out is no train; a gap splits off the stragglers', () => {
    expect(findTrains(sample, now.getTime(), { maxGapKm: 10 })).toHaveLength(0);
    // Move three members half an orbit away: the train keeps the 21 still together.
    const spread = sample.map((c, i) =>
      i < 3 ? { ...c, satrec: toSatrec(sampleTrainTles(new Date(now.getTime() - 45 * 60_000))[i]!) } : c,
    );
    const [train] = findTrains(spread, now.getTime());
    expect(train!.members).toHaveLength(21);
    expect(train!.members).not.toContain(339_101);
  });
});
