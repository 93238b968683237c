import { describe, expect, it } from 'vitest';
import { generateNominalCatalogue, NOMINAL_DESIGNS } from './nominal-catalogue.ts';
import { propagateAt, stateToElements } from './sgp4.ts';
import { parseCatalogText } from './catalog-text.ts';
import { toSatrec, type TleRecord } from './tle.ts';

const epoch = new Date('2025-01-01T00:00:00Z');
const text = generateNominalCatalogue({ epoch });
const parsed = parseCatalogText(text);
const records: TleRecord[] = parsed.ok ? parsed.records : [];

describe('nominal catalogue', () => {
  it('parses with tle.ts and has all designs', () => {
    expect(parsed.ok).toBe(true);
    const count = (p: string): number => records.filter((r) => r.name.startsWith(p)).length;
    expect(count('GPS NOMINAL')).toBe(24);
    expect(count('GALILEO NOMINAL')).toBe(24);
    expect(count('GLONASS NOMINAL')).toBe(24);
    expect(count('IRIDIUM NOMINAL')).toBe(66);
    expect(count('STARLINK NOMINAL')).toBe(1584);
    expect(count('GEO NOMINAL')).toBeGreaterThanOrEqual(24);
    expect(records.find((r) => r.noradId === 25544)?.name).toBe('ISS (NOMINAL)');
    expect(records.find((r) => r.noradId === 20580)?.name).toBe('HST (NOMINAL)');
    expect(records.some((r) => r.name === 'GPS NOMINAL A1')).toBe(true);
    expect(records.some((r) => r.name === 'STARLINK NOMINAL 01-01')).toBe(true);
    expect(new Set(records.map((r) => r.noradId)).size).toBe(records.length);
    expect(records.every((r) => r.epoch.getTime() === epoch.getTime())).toBe(true);
  });

  const cases: [string, number, number][] = [
    ['GALILEO NOMINAL', NOMINAL_DESIGNS.galileo.altitudeKm, 56],
    ['GLONASS NOMINAL', NOMINAL_DESIGNS.glonass.altitudeKm, 64.8],
    ['IRIDIUM NOMINAL', NOMINAL_DESIGNS.iridium.altitudeKm, 86.4],
    ['STARLINK NOMINAL', NOMINAL_DESIGNS.starlink.altitudeKm, 53],
    ['ISS', 420, 51.64],
    ['HST', 535, 28.47],
    ['GPS NOMINAL', 20_180, 55],
  ];
  it.each(cases)('%s propagates to ~%d km at %d°', (prefix, alt, inc) => {
    const sample = records.filter((r) => r.name.startsWith(prefix)).slice(0, 5);
    expect(sample.length).toBeGreaterThan(0);
    for (const r of sample) {
      const res = propagateAt(toSatrec(r), new Date(epoch.getTime() + 3_600_000));
      expect(res.ok).toBe(true);
      if (!res.ok) continue;
      const el = stateToElements(res.r, res.v);
      expect(Math.abs(el.aKm - 6378.135 - alt)).toBeLessThan(alt > 5000 ? 60 : 25);
      expect(el.iDeg).toBeCloseTo(inc, 0);
    }
  });

  it('GEO slots sit over their longitude', () => {
    const goes = records.find((r) => r.name.includes('GOES-EAST'));
    if (!goes) throw new Error('missing');
    const res = propagateAt(toSatrec(goes), new Date(epoch.getTime() + 6 * 3_600_000));
    expect(res.ok).toBe(true);
    if (res.ok) {
      expect(res.geodetic.lon).toBeCloseTo(-75.2, 0);
      expect(res.geodetic.alt_km).toBeCloseTo(35_786, -2);
    }
  });
});
