import { describe, expect, it } from 'vitest';
import {
  clampView,
  fetchLevel,
  latLonToMap,
  levelForView,
  mapToLatLon,
  mapToScreen,
  nearestFirst,
  MAX_VIEW_ZOOM,
  panByFraction,
  panByPixels,
  pixelInTile,
  screenToMap,
  tileAt,
  tileRect,
  visibleTiles,
  windowOf,
  WORLD_VIEW,
  zoomTo,
} from './map-view';

// Reference for the tile grid: the EPSG:4326 tile matrix set of NASA GIBS WMTS ("EPSG4326_250m" etc.): level 0 is
// 2 × 1 tiles of 512 px at 0.5625° per pixel, top-left corner at 90° N 180° W, each level doubles both counts.
const box = { left: 100, top: 50, width: 1000, height: 500 };

describe('map view: lon/lat ↔ map units ↔ screen pixels', () => {
  it('the whole world fills the box at zoom 0', () => {
    expect(windowOf(WORLD_VIEW)).toEqual({ x: 0, y: 0, w: 360, h: 180 });
    expect(mapToScreen(WORLD_VIEW, box, ...(Object.values(latLonToMap(90, -180)) as [number, number]))).toEqual({
      clientX: 100,
      clientY: 50,
    });
    // 0° N 0° E is the centre of the box.
    const c = latLonToMap(0, 0);
    expect(mapToScreen(WORLD_VIEW, box, c.x, c.y)).toEqual({ clientX: 600, clientY: 300 });
  });

  it('round-trips places through the screen at every zoom and pan', () => {
    const places = [
      { lat: 38.72, lon: -9.14 }, // Lisbon
      { lat: -33.87, lon: 151.21 }, // Sydney
      { lat: 64.15, lon: -21.94 }, // Reykjavík
    ];
    for (const zoom of [0, 1.5, 3, 6, MAX_VIEW_ZOOM])
      for (const p of places) {
        const m = latLonToMap(p.lat, p.lon);
        const view = clampView({ zoom, cx: m.x + 0.01, cy: m.y - 0.01 });
        const s = mapToScreen(view, box, m.x, m.y);
        const back = screenToMap(view, box, s.clientX, s.clientY);
        const ll = mapToLatLon(back.x, back.y);
        expect(ll.lat).toBeCloseTo(p.lat, 9);
        expect(ll.lon).toBeCloseTo(p.lon, 9);
      }
  });

  it('zooming about a point keeps that point under the same screen pixel', () => {
    const lisbon = latLonToMap(38.72, -9.14);
    const before = mapToScreen(WORLD_VIEW, box, lisbon.x, lisbon.y);
    const view = zoomTo(WORLD_VIEW, 3, lisbon);
    expect(view.zoom).toBe(3);
    const after = mapToScreen(view, box, lisbon.x, lisbon.y);
    expect(after.clientX).toBeCloseTo(before.clientX, 9);
    expect(after.clientY).toBeCloseTo(before.clientY, 9);
  });

  it('keeps the window on the map and the zoom in range', () => {
    expect(clampView({ zoom: -2, cx: 0, cy: 0 })).toEqual(WORLD_VIEW);
    expect(clampView({ zoom: 1, cx: 0, cy: 500 })).toEqual({ zoom: 1, cx: 90, cy: 135 });
    expect(clampView({ zoom: 99, cx: 10, cy: 10 }).zoom).toBe(MAX_VIEW_ZOOM);
    expect(clampView({ zoom: Number.NaN, cx: Number.NaN, cy: 1 })).toEqual(WORLD_VIEW);
  });

  it('a drag moves the map with the pointer, the same scale on both axes', () => {
    const v = { zoom: 2, cx: 180, cy: 90 };
    // 1000 px show 90° at zoom 2: dragging 100 px right brings 9° of the west into view.
    expect(panByPixels(v, 100, 50, 1000)).toEqual({ zoom: 2, cx: 171, cy: 85.5 });
    expect(panByFraction(v, 0.25, 0)).toEqual({ zoom: 2, cx: 202.5, cy: 90 });
    expect(panByPixels(v, 100, 0, 0)).toBe(v);
  });
});

describe('map view: tile indices', () => {
  it('finds the tile of a place and the place inside the tile, and back', () => {
    // Level 2: 8 × 4 tiles of 45°. Lisbon (38.72 N, 9.14 W): column floor(170.86 / 45) = 3, row floor(51.28 / 45) = 1.
    expect(tileAt(38.72, -9.14, 2)).toEqual({ z: 2, x: 3, y: 1 });
    expect(tileAt(90, -180, 0)).toEqual({ z: 0, x: 0, y: 0 });
    expect(tileAt(-90, 180, 3)).toEqual({ z: 3, x: 15, y: 7 }); // the far corner belongs to the last tile
    expect(tileRect({ z: 2, x: 3, y: 1 })).toEqual({ x: 135, y: 45, w: 45, h: 45 });
    for (const z of [0, 3, 8]) {
      const t = tileAt(-33.87, 151.21, z);
      const { px, py } = pixelInTile(-33.87, 151.21, t);
      const r = tileRect(t);
      const ll = mapToLatLon(r.x + ((px + 0.5) / 512) * r.w, r.y + ((py + 0.5) / 512) * r.h);
      // Back to within half a pixel: 0.5625° / 2^z per pixel.
      const halfPixel = 0.5625 / 2 ** z / 2;
      expect(Math.abs(ll.lat - -33.87)).toBeLessThanOrEqual(halfPixel);
      expect(Math.abs(ll.lon - 151.21)).toBeLessThanOrEqual(halfPixel);
    }
  });

  it('lists only the tiles in sight', () => {
    expect(visibleTiles(WORLD_VIEW, 0)).toEqual([
      { z: 0, y: 0, x: 0 },
      { z: 0, y: 0, x: 1 },
    ]);
    expect(visibleTiles(WORLD_VIEW, 1)).toHaveLength(8);
    // Zoom 2 centred on 0° 0°: 90° × 45° in sight, at level 2 (45° tiles) exactly columns 3–4 and rows 1–2.
    const v = { zoom: 2, cx: 180, cy: 90 };
    expect(visibleTiles(v, 2).map((t) => `${t.y}/${t.x}`)).toEqual(['1/3', '1/4', '2/3', '2/4']);
    // 9° east and 4.5° south of the tile edges: columns 3–5 (144°–234°) and still rows 1–2 (49.5°–94.5°).
    expect(visibleTiles(panByFraction(v, 0.1, 0.1), 2).map((t) => `${t.y}/${t.x}`)).toEqual([
      '1/3',
      '1/4',
      '1/5',
      '2/3',
      '2/4',
      '2/5',
    ]);
    // Deep zoom: a handful of tiles out of 512 × 256.
    const deep = visibleTiles(zoomTo(WORLD_VIEW, 8, latLonToMap(38.72, -9.14)), 8);
    expect(deep.length).toBeLessThanOrEqual(9);
    expect(deep).toContainEqual(tileAt(38.72, -9.14, 8));
  });

  it('orders tiles from the centre of the view outwards', () => {
    const v = { zoom: 2, cx: 190, cy: 80 }; // just north-east of 0° 0°
    const order = nearestFirst(visibleTiles(v, 2), v).map((t) => `${t.y}/${t.x}`);
    expect(order[0]).toBe('1/4'); // the tile holding the centre
    expect(order).toHaveLength(visibleTiles(v, 2).length);
  });

  it('picks the level whose pixels match the screen', () => {
    // A 1024 px wide map shows the world at 1024 px: level 0 (2 × 512 px) is exact.
    expect(levelForView(WORLD_VIEW, 1024)).toBe(0);
    expect(levelForView(WORLD_VIEW, 1100)).toBe(0); // slightly enlarged is kept
    expect(levelForView(WORLD_VIEW, 1400)).toBe(1);
    expect(levelForView({ zoom: 2, cx: 180, cy: 90 }, 1024)).toBe(2);
    expect(levelForView({ zoom: 2, cx: 180, cy: 90 }, 1024, 2)).toBe(3);
    expect(levelForView(WORLD_VIEW, 390)).toBe(0);
  });

  it('never fetches above the plan, the source, a refused or an unavailable level', () => {
    expect(fetchLevel({ wanted: 2, planMax: 3, sourceMax: 8 })).toEqual({ level: 2, capped: false });
    expect(fetchLevel({ wanted: 6, planMax: 3, sourceMax: 8 })).toEqual({ level: 3, capped: true });
    expect(fetchLevel({ wanted: 6, planMax: 5, sourceMax: 8, refusedFrom: 4 })).toEqual({ level: 3, capped: true });
    // Offline, levels beyond the bundled base map are not there: not a plan matter.
    expect(fetchLevel({ wanted: 3, planMax: 3, sourceMax: 8, unavailableFrom: 3 })).toEqual({
      level: 2,
      capped: false,
    });
    // Enterprise at the deepest level of the source: nothing to upgrade to.
    expect(fetchLevel({ wanted: 9, planMax: 8, sourceMax: 8 })).toEqual({ level: 8, capped: false });
  });
});
