import { subsolarPoint } from '@cosmos/astro';
import { describe, expect, it } from 'vitest';
import { linePath, nightPolygon, px, splitAtAntimeridian } from './geo';

/** Even-odd ray casting in map coordinates. */
function inside(poly: [number, number][], [x, y]: [number, number]) {
  let c = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i];
    const [xj, yj] = poly[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) c = !c;
  }
  return c;
}

describe('map geometry', () => {
  it('cuts a ground track where it crosses the antimeridian, at the interpolated latitude', () => {
    const runs = splitAtAntimeridian([
      { lat: 0, lon: 170 },
      { lat: 10, lon: 178 },
      { lat: 12, lon: -178 },
      { lat: 20, lon: -170 },
    ]);
    expect(runs).toHaveLength(2);
    expect(runs[0].at(-1)).toEqual({ lat: 11, lon: 180 });
    expect(runs[1][0]).toEqual({ lat: 11, lon: -180 });
    expect(
      linePath([
        { lat: 0, lon: 0 },
        { lat: 1, lon: 1 },
      ]),
    ).toBe('M180 90L181 89');
  });

  it('the night polygon holds the antisolar point and not the subsolar one, closing over the dark pole', () => {
    for (const iso of ['2026-06-21T08:24:00Z', '2026-12-21T20:50:00Z', '2026-11-23T18:00:00Z']) {
      const t = Date.parse(iso);
      const s = subsolarPoint(t);
      const poly = nightPolygon(t, 2).map(px);
      const anti = { lat: -s.lat, lon: s.lon > 0 ? s.lon - 180 : s.lon + 180 };
      expect(inside(poly, px(anti)), iso).toBe(true);
      expect(inside(poly, px(s)), iso).toBe(false);
      expect(nightPolygon(t).at(-1)!.lat).toBe(s.lat > 0 ? -90 : 90);
    }
  });
});
