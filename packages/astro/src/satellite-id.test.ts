import { describe, expect, it } from 'vitest';
import { ISS_NORAD_ID, isSatelliteId, noradOf, satelliteId } from './satellite-id.ts';

describe('satellite ids', () => {
  it('round-trips every width of catalogue number, six digits included', () => {
    for (const n of [1, 42, 25544, 99999, 100000, 270001, 999999]) {
      expect(noradOf(satelliteId(n))).toBe(n);
    }
    expect(satelliteId(ISS_NORAD_ID)).toBe('sat-25544');
    expect(satelliteId(270001)).toBe('sat-270001');
  });

  it('refuses what is not a catalogue number', () => {
    for (const n of [0, -1, 1.5, 1_000_000, Number.NaN]) expect(() => satelliteId(n)).toThrow(RangeError);
    for (const id of ['mars', 'sat-', 'sat-0', 'sat-1234567', 'sat-12a', 'sat-025544', 'star-32349', ' sat-1']) {
      expect(noradOf(id)).toBeNull();
      expect(isSatelliteId(id)).toBe(false);
    }
    expect(isSatelliteId('sat-100001')).toBe(true);
  });
});
