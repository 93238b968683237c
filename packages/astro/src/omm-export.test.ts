/**
 * Element-set export round trips. Independent reference: satellite.js's own readers — `json2satrec` (OMM
 * JSON → SGP4 record) and `twoline2satrec` (TLE text) — must propagate our exported OMM and TLE to the
 * same positions as the original element lines.
 */
import { json2satrec, propagate, twoline2satrec, type OMMJsonObject } from 'satellite.js';
import { describe, expect, it } from 'vitest';
import { formatOmmXml, formatTleText, ommEpoch, ommObjectId, parseOmmXml, toOmm } from './omm-export.ts';
import { parseOmmArray } from './omm.ts';
import { tleChecksum } from './tle-format.ts';
import { parseTleText, type TleRecord } from './tle.ts';

const SOURCE = [
  'ISS (ZARYA)',
  '1 25544U 98067A   26327.51782528  .00016717  00000-0  30129-3 0  9993',
  '2 25544  51.6416 247.4627 0006703 130.5360 325.0288 15.49815399123456',
  'HST',
  '1 20580U 90037B   26326.91546296  .00001210  00000-0  59520-4 0  9991',
  '2 20580  28.4699 288.8102 0002495 321.7771 171.5855 15.09909462 12345',
  'MOLNIYA 1-91',
  '1 25485U 98054A   26320.12345678 -.00000123  00000-0  10000-3 0  9995',
  '2 25485  64.1234 123.4567 7012345 270.1234  15.4321  2.00612345 12345',
]
  // Made-up element sets: the check digit is recomputed so each line is valid.
  .map((l) => (/^[12] /.test(l) ? l.slice(0, 68) + tleChecksum(l) : l))
  .join('\n');

const records = (): TleRecord[] => {
  const r = parseTleText(SOURCE);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.records;
};

function positionKm(satrec: ReturnType<typeof twoline2satrec>, at: Date) {
  const p = propagate(satrec, at);
  if (!p || typeof p.position !== 'object') throw new Error('propagation failed');
  return p.position;
}
const dist = (a: { x: number; y: number; z: number }, b: { x: number; y: number; z: number }) =>
  Math.hypot(a.x - b.x, a.y - b.y, a.z - b.z);

describe('OMM and TLE export', () => {
  it('writes CCSDS keywords: object id with a four-digit year, epoch to the microsecond', () => {
    expect(ommObjectId('98067A')).toBe('1998-067A');
    expect(ommObjectId('26001B')).toBe('2026-001B');
    expect(ommEpoch({ year: 2026, day: 327.5 })).toBe('2026-11-23T12:00:00.000000');
    const o = toOmm(records()[0]);
    expect(o).toMatchObject({
      OBJECT_NAME: 'ISS (ZARYA)',
      OBJECT_ID: '1998-067A',
      CENTER_NAME: 'EARTH',
      REF_FRAME: 'TEME',
      TIME_SYSTEM: 'UTC',
      MEAN_ELEMENT_THEORY: 'SGP4',
      NORAD_CAT_ID: 25544,
      INCLINATION: 51.6416,
      ECCENTRICITY: 0.0006703,
      MEAN_MOTION: 15.49815399,
      BSTAR: 0.00030129,
      REV_AT_EPOCH: 12345,
      ELEMENT_SET_NO: 999,
    });
    expect(o.EPOCH.startsWith('2026-11-23T12:25:')).toBe(true);
  });

  it('OMM JSON → our parser gives back the identical element lines', () => {
    const src = records();
    const back = parseOmmArray(JSON.parse(JSON.stringify(src.map(toOmm))));
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    expect(back.records.map((r) => [r.name, r.line1, r.line2])).toEqual(src.map((r) => [r.name, r.line1, r.line2]));
  });

  it('OMM XML and 3LE text → our parsers give back the identical element lines', () => {
    const src = records();
    const xml = formatOmmXml(src, new Date('2026-11-24T00:00:00Z'));
    const fromXml = parseOmmXml(xml);
    const fromTle = parseTleText(formatTleText(src));
    for (const back of [fromXml, fromTle]) {
      expect(back.ok).toBe(true);
      if (!back.ok) return;
      expect(back.records.map((r) => [r.noradId, r.line1, r.line2])).toEqual(
        src.map((r) => [r.noradId, r.line1, r.line2]),
      );
    }
    expect(parseOmmXml('<ndm></ndm>').ok).toBe(false);
  });

  it("satellite.js's json2satrec on our OMM propagates as twoline2satrec on the source lines (LEO, HEO), within 10 m", () => {
    // json2satrec reads EPOCH through a JS Date (whole milliseconds): up to 1 ms × 7.7 km/s ≈ 8 m in low orbit.
    for (const r of records()) {
      const fromOmm = json2satrec(toOmm(r) as unknown as OMMJsonObject);
      const fromTle = twoline2satrec(r.line1, r.line2);
      for (const hours of [0, 6, 24, 72]) {
        const at = new Date(r.epoch.getTime() + hours * 3_600_000);
        expect(dist(positionKm(fromOmm, at), positionKm(fromTle, at)), `${r.name} +${hours} h`).toBeLessThan(0.01);
      }
    }
  });
});
