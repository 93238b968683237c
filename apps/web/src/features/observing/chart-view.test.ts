import { describe, expect, it } from 'vitest';
import { clampView, viewBox, zoomAbout } from './chart-view';
import { skyColours } from './sky-colour';

describe('the sky chart view', () => {
  it('zooms about the point under the fingers, which stays where it was on screen', () => {
    const v = zoomAbout({ cx: 0, cy: 0, zoom: 1 }, 2, 50, 0, 100);
    expect(v).toEqual({ cx: 25, cy: 0, zoom: 2 });
    // (50, 0) was at 50 % of the half-width right of centre; at zoom 2 it still is: (50 − 25) × 2 = 50.
    expect((50 - v.cx) * v.zoom).toBe(50);
    expect(viewBox(v, 100)).toBe('-25 -50 100 100');
  });

  it('keeps the chart filling the view: no panning at full size, zoom between 1 and 8', () => {
    expect(clampView({ cx: 40, cy: -40, zoom: 1 }, 100)).toEqual({ cx: 0, cy: 0, zoom: 1 });
    expect(clampView({ cx: 90, cy: 0, zoom: 20 }, 100)).toEqual({ cx: 87.5, cy: 0, zoom: 8 });
  });
});

describe('the sky colour', () => {
  it('follows the Sun through day, the three twilights and night', () => {
    expect([10, -3, -9, -15, -25].map((a) => skyColours(a).phase)).toEqual([
      'day',
      'civil',
      'nautical',
      'astronomical',
      'night',
    ]);
    expect(skyColours(30).zenith).not.toBe(skyColours(-30).zenith);
  });
});
