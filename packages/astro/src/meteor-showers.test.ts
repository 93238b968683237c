/**
 * meteor-showers.ts against the International Meteor Organization's Meteor Shower Calendar 2025 (its table of the
 * major showers' maxima, dates in UT): each shower's peak found from its solar longitude falls on the calendar's
 * date, and the Moon's lit fraction at the Geminids' peak matches the US Naval Observatory's phase table (full Moon
 * 2025 December 4, new Moon December 20: a waning crescent near last quarter on the 14th).
 */
import { describe, expect, it } from 'vitest';
import { moonPhaseAt } from './almanac.ts';
import { METEOR_SHOWERS, meteorShowerPeakAfter, nextMeteorShower, upcomingMeteorShowers } from './meteor-showers.ts';

const DAY = 86_400_000;
/** IMO Meteor Shower Calendar 2025, maxima of the major showers (date of the peak, UT). */
const IMO_2025: Record<string, string> = {
  quadrantids: '2025-01-03',
  lyrids: '2025-04-22',
  'eta-aquariids': '2025-05-06',
  'southern-delta-aquariids': '2025-07-30',
  perseids: '2025-08-12',
  draconids: '2025-10-08',
  orionids: '2025-10-21',
  leonids: '2025-11-17',
  geminids: '2025-12-14',
  ursids: '2025-12-22',
};

describe('meteor shower peaks', () => {
  it('fall on the dates of the IMO 2025 calendar (within the calendar day, ±12 h)', () => {
    for (const s of METEOR_SHOWERS) {
      const peak = meteorShowerPeakAfter(s, new Date('2025-01-01T00:00:00Z'));
      const noon = Date.parse(`${IMO_2025[s.id]}T12:00:00Z`);
      // A peak at 02h UT of the 22nd and one at 23h of the 21st both belong to the night the calendar names.
      expect(Math.abs(peak.getTime() - noon), `${s.id}: ${peak.toISOString()}`).toBeLessThan(DAY);
    }
  });

  it('return a tropical year later (the Earth crosses the stream at the same solar longitude)', () => {
    const s = METEOR_SHOWERS.find((x) => x.id === 'geminids')!;
    const a = meteorShowerPeakAfter(s, new Date('2025-06-01T00:00:00Z'));
    const b = meteorShowerPeakAfter(s, new Date('2026-06-01T00:00:00Z'));
    expect(Math.abs(b.getTime() - a.getTime() - 365.2422 * DAY)).toBeLessThan(0.05 * DAY);
  });

  it('come in date order; the one that peaked yesterday still counts as the current one', () => {
    const from = new Date('2025-11-27T12:00:00Z');
    const list = upcomingMeteorShowers(from);
    expect(list[0]!.shower.id).toBe('geminids');
    for (let i = 1; i < list.length; i++) expect(list[i]!.peak.getTime()).toBeGreaterThan(list[i - 1]!.peak.getTime());
    expect(nextMeteorShower(new Date('2025-12-14T20:00:00Z')).shower.id).toBe('geminids');
    expect(nextMeteorShower(new Date('2025-12-16T12:00:00Z')).shower.id).toBe('ursids');
    expect(nextMeteorShower(from, 'perseids').peak.getUTCFullYear()).toBe(2026);
  });

  it('carry the Moon at the peak (Geminids 2025: a waning crescent, about a third lit)', () => {
    const gem = nextMeteorShower(new Date('2025-12-01T00:00:00Z'), 'geminids');
    expect(gem.moonIllumination).toBeGreaterThan(0.2);
    expect(gem.moonIllumination).toBeLessThan(0.45);
  });
});

describe('moonPhaseAt (USNO phase table 2026)', () => {
  it('names the quarters at their USNO times and the phases between', () => {
    expect(moonPhaseAt(new Date('2026-01-03T10:03:00Z')).name).toBe('full');
    expect(moonPhaseAt(new Date('2026-01-10T15:48:00Z')).name).toBe('last');
    expect(moonPhaseAt(new Date('2026-01-18T19:52:00Z')).name).toBe('new');
    expect(moonPhaseAt(new Date('2026-01-26T04:47:00Z')).name).toBe('first');
    expect(moonPhaseAt(new Date('2026-01-06T12:00:00Z')).name).toBe('waningGibbous');
    expect(moonPhaseAt(new Date('2026-01-14T12:00:00Z')).name).toBe('waningCrescent');
    expect(moonPhaseAt(new Date('2026-01-22T12:00:00Z')).name).toBe('waxingCrescent');
    expect(moonPhaseAt(new Date('2026-01-30T12:00:00Z')).name).toBe('waxingGibbous');
    expect(moonPhaseAt(new Date('2026-01-03T10:03:00Z')).illumination).toBeGreaterThan(0.99);
  });
});
