import { describe, expect, it } from 'vitest';
import { DEEP_SKY_OBJECTS } from './deep-sky.ts';
import { parseStarCatalog } from './star-catalog.ts';
import { BRIGHT_STARS, getStarByHip, teffFromBV } from './stars.ts';

describe('bright stars', () => {
  it('has >= 100 stars with unique star-<HIP> ids and the expected anchors', () => {
    expect(BRIGHT_STARS.length).toBeGreaterThanOrEqual(100);
    expect(new Set(BRIGHT_STARS.map((s) => s.id)).size).toBe(BRIGHT_STARS.length);
    const anchors: [number, string][] = [
      [32349, 'Sirius'],
      [30438, 'Canopus'],
      [69673, 'Arcturus'],
      [91262, 'Vega'],
      [24436, 'Rigel'],
      [27989, 'Betelgeuse'],
    ];
    for (const [hip, name] of anchors) expect(getStarByHip(hip)?.name).toBe(name);
    for (const s of BRIGHT_STARS) {
      expect(s.raDeg >= 0 && s.raDeg < 360 && Math.abs(s.decDeg) <= 90).toBe(true);
      expect(s.teffK).toBeGreaterThan(2000);
    }
    expect(getStarByHip(32349)?.vmag).toBe(-1.46);
  });
  it('Ballesteros: Sun-like B−V 0.65 ≈ 5800 K, Vega (0.0) ≈ 10,100 K', () => {
    expect(teffFromBV(0.65)).toBeGreaterThan(5600);
    expect(teffFromBV(0.65)).toBeLessThan(6000);
    expect(teffFromBV(0)).toBeCloseTo(10127, -2);
  });
});

describe('parseStarCatalog', () => {
  it('parses HYG CSV (ra hours, dist parsecs, ci)', () => {
    const csv =
      'id,hip,proper,ra,dec,dist,mag,spect,ci\n' +
      '32263,32349,Sirius,6.752481,-16.716116,2.6371,-1.44,A0m...,0.009\n' +
      '1,1,,0.000060,1.089009,219.7802,9.1,F5,0.482\n' +
      '99999,,,1.0,2.0,100000,12.0,,\n';
    const r = parseStarCatalog(csv);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.stars[0]).toMatchObject({ id: 'star-32349', name: 'Sirius', teffSource: 'b-v' });
    expect(r.stars[0].raDeg).toBeCloseTo(101.287, 2);
    expect(r.stars[0].distanceLy).toBeCloseTo(8.6, 1);
    expect(r.stars[2]).toMatchObject({ id: 'star-hyg-99999', distanceLy: null, teffK: null });
  });
  it('reports bad CSV rows by 1-based line, all-or-nothing', () => {
    const r = parseStarCatalog('id,hip,proper,ra,dec,dist,mag\n1,1,,25,0,1,1\n2,2,,1,0,1,x\n');
    expect(r).toEqual({
      ok: false,
      errors: [
        { line: 2, reason: expect.stringMatching(/ra/) },
        { line: 3, reason: expect.stringMatching(/mag/) },
      ],
    });
  });
  it('parses d3-celestial GeoJSON with RA wrapped to [-180, 180]', () => {
    const gj = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          id: 27989,
          properties: { mag: 0.45, bv: '1.5' },
          geometry: { type: 'Point', coordinates: [88.793, 7.407] },
        },
        {
          type: 'Feature',
          id: 91262,
          properties: { mag: 0.03, bv: '0.0' },
          geometry: { type: 'Point', coordinates: [-80.765, 38.784] },
        },
      ],
    });
    const r = parseStarCatalog(gj);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.stars[1].raDeg).toBeCloseTo(279.235, 3);
    expect(r.stars[0].teffK).toBeLessThan(r.stars[1].teffK ?? 0);
    const bad = parseStarCatalog(
      JSON.stringify({
        type: 'FeatureCollection',
        features: [{ id: 1, properties: { mag: 'x' }, geometry: { coordinates: [0, 0] } }],
      }),
    );
    expect(bad).toEqual({ ok: false, errors: [{ line: 0, reason: expect.stringMatching(/mag/) }] });
  });
});

describe('deep sky', () => {
  it('has black holes and clusters', () => {
    const ids = DEEP_SKY_OBJECTS.map((d) => d.id);
    for (const id of [
      'sgr-a-star',
      'm87-star',
      'cygnus-x-1',
      'v404-cygni',
      'ton-618',
      'gaia-bh1',
      'm45',
      'hyades',
      'omega-centauri',
      'm13',
      '47-tuc',
      'm44',
      'double-cluster',
    ])
      expect(ids).toContain(id);
    expect(DEEP_SKY_OBJECTS.filter((d) => d.type === 'blackHole').length).toBeGreaterThanOrEqual(6);
  });
});
