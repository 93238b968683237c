/**
 * The pannable, zoomable view of the world map, written once: every layer (imagery tiles, land, night side, ground
 * tracks, footprints, places) is drawn in map units (x = longitude + 180 in 0…360, y = 90 − latitude in 0…180, see
 * geo.ts) and the view only moves the SVG viewBox over them, so they stay aligned at every zoom. Picking maps a
 * screen point back through the same window. Plain maths: no DOM, no React.
 *
 * Imagery tiles are the EPSG:4326 WMTS grid of the server (contracts `imagery.ts`): level z has 2^(z+1) × 2^z tiles
 * of 512 px, each 180 / 2^z degrees square, tile (0, 0) at the north-west corner (90° N, 180° W).
 */
import { MAP_H, MAP_W } from './geo';

export const TILE_PX = 512;
/** The deepest view: 2^9 = 512× (the world 0.7° across), enough to reach imagery level 8 on a wide screen. */
export const MAX_VIEW_ZOOM = 9;

/** `zoom` 0 shows the whole world; each step halves the span. (cx, cy) is the centre, in map units. */
export interface MapView {
  zoom: number;
  cx: number;
  cy: number;
}
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}
export interface ScreenBox {
  left: number;
  top: number;
  width: number;
  height: number;
}
export interface TileIndex {
  z: number;
  y: number;
  x: number;
}

export const WORLD_VIEW: MapView = { zoom: 0, cx: MAP_W / 2, cy: MAP_H / 2 };

/** How many times the world is enlarged. */
export const scaleOf = (view: MapView) => 2 ** view.zoom;

/** The part of the map in sight, in map units (what the SVG viewBox shows). */
export function windowOf(view: MapView): Rect {
  const k = scaleOf(view);
  const w = MAP_W / k;
  const h = MAP_H / k;
  return { x: view.cx - w / 2, y: view.cy - h / 2, w, h };
}

const clampNum = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** Keeps the zoom in range and the window on the map (no empty margins beyond the poles or the antimeridian). */
export function clampView(view: MapView): MapView {
  const zoom = clampNum(Number.isFinite(view.zoom) ? view.zoom : 0, 0, MAX_VIEW_ZOOM);
  const k = 2 ** zoom;
  const hw = MAP_W / k / 2;
  const hh = MAP_H / k / 2;
  return {
    zoom,
    cx: clampNum(Number.isFinite(view.cx) ? view.cx : MAP_W / 2, hw, MAP_W - hw),
    cy: clampNum(Number.isFinite(view.cy) ? view.cy : MAP_H / 2, hh, MAP_H - hh),
  };
}

/** Zooms to `zoom`, keeping the map point `anchor` (default: the centre) under the same spot of the screen. */
export function zoomTo(view: MapView, zoom: number, anchor?: { x: number; y: number }): MapView {
  const from = windowOf(view);
  const a = anchor ?? { x: view.cx, y: view.cy };
  const fx = (a.x - from.x) / from.w;
  const fy = (a.y - from.y) / from.h;
  const z = clampNum(zoom, 0, MAX_VIEW_ZOOM);
  const w = MAP_W / 2 ** z;
  const h = MAP_H / 2 ** z;
  return clampView({ zoom: z, cx: a.x - fx * w + w / 2, cy: a.y - fy * h + h / 2 });
}

/** Moves the map with a drag of (dxPx, dyPx) screen pixels on a map drawn `widthPx` wide (2:1, so one scale). */
export function panByPixels(view: MapView, dxPx: number, dyPx: number, widthPx: number): MapView {
  if (!(widthPx > 0)) return view;
  const unitsPerPx = MAP_W / scaleOf(view) / widthPx;
  return clampView({ ...view, cx: view.cx - dxPx * unitsPerPx, cy: view.cy - dyPx * unitsPerPx });
}

/** Moves the window by a fraction of its own size (keyboard panning: the same feel at every zoom). */
export function panByFraction(view: MapView, fx: number, fy: number): MapView {
  const win = windowOf(view);
  return clampView({ ...view, cx: view.cx + fx * win.w, cy: view.cy + fy * win.h });
}

/** The map point under a screen point, for a map drawn in `box` (its bounding client rectangle). */
export function screenToMap(view: MapView, box: ScreenBox, clientX: number, clientY: number) {
  const win = windowOf(view);
  return {
    x: win.x + ((clientX - box.left) / box.width) * win.w,
    y: win.y + ((clientY - box.top) / box.height) * win.h,
  };
}

/** Where a map point is drawn on the screen: the inverse of screenToMap. */
export function mapToScreen(view: MapView, box: ScreenBox, x: number, y: number) {
  const win = windowOf(view);
  return {
    clientX: box.left + ((x - win.x) / win.w) * box.width,
    clientY: box.top + ((y - win.y) / win.h) * box.height,
  };
}

export const latLonToMap = (lat: number, lon: number) => ({ x: lon + 180, y: 90 - lat });
export const mapToLatLon = (x: number, y: number) => ({ lat: 90 - y, lon: x - 180 });

/** Degrees (= map units) covered by one tile side at level z. */
export const tileSpan = (z: number) => 180 / 2 ** z;
export const tileColumns = (z: number) => 2 ** (z + 1);
export const tileRows = (z: number) => 2 ** z;

/** The tile holding a place at level z (the east and south edges belong to the last column and row). */
export function tileAt(lat: number, lon: number, z: number): TileIndex {
  const span = tileSpan(z);
  const { x, y } = latLonToMap(lat, lon);
  return {
    z,
    x: clampNum(Math.floor(x / span), 0, tileColumns(z) - 1),
    y: clampNum(Math.floor(y / span), 0, tileRows(z) - 1),
  };
}

/** Where a tile is drawn, in map units. */
export function tileRect({ z, y, x }: TileIndex): Rect {
  const span = tileSpan(z);
  return { x: x * span, y: y * span, w: span, h: span };
}

/** The pixel of a tile image that shows a place (0…511 on each axis). */
export function pixelInTile(lat: number, lon: number, t: TileIndex) {
  const r = tileRect(t);
  const { x, y } = latLonToMap(lat, lon);
  return {
    px: clampNum(Math.floor(((x - r.x) / r.w) * TILE_PX), 0, TILE_PX - 1),
    py: clampNum(Math.floor(((y - r.y) / r.h) * TILE_PX), 0, TILE_PX - 1),
  };
}

/** Every tile of level z that overlaps the window, row by row. */
export function visibleTiles(view: MapView, z: number): TileIndex[] {
  const win = windowOf(view);
  const span = tileSpan(z);
  const eps = 1e-9; // a window edge exactly on a tile edge does not pull in the next tile
  const x0 = clampNum(Math.floor(win.x / span + eps), 0, tileColumns(z) - 1);
  const x1 = clampNum(Math.ceil((win.x + win.w) / span - eps) - 1, 0, tileColumns(z) - 1);
  const y0 = clampNum(Math.floor(win.y / span + eps), 0, tileRows(z) - 1);
  const y1 = clampNum(Math.ceil((win.y + win.h) / span - eps) - 1, 0, tileRows(z) - 1);
  const out: TileIndex[] = [];
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) out.push({ z, y, x });
  return out;
}

/**
 * The imagery level whose pixels match the screen: a level-z tile shows 512·2^z / 180 pixels per degree, the map
 * shows widthPx · devicePixelRatio · scale / 360. A level is kept until its pixels would be enlarged more than
 * about 1.2× (the 0.25 below), so a small zoom does not refetch the whole view.
 */
export function levelForView(view: MapView, widthPx: number, dpr = 1): number {
  const needed = (Math.max(1, widthPx) * Math.max(1, dpr) * scaleOf(view)) / (2 * TILE_PX);
  return Math.max(0, Math.ceil(Math.log2(needed) - 0.25));
}

/**
 * The level actually fetched: the one the view needs, but never above the plan's deepest level, the source's, the
 * level the server refused (its upgrade answer) or the first level it could not serve. `capped` says the plan (or
 * the server's refusal) is what stopped it, which is when the map shows the upgrade prompt.
 */
export function fetchLevel(opts: {
  wanted: number;
  planMax: number;
  sourceMax: number;
  refusedFrom?: number;
  unavailableFrom?: number;
}): { level: number; capped: boolean } {
  const planCap = Math.min(opts.planMax, opts.refusedFrom === undefined ? Infinity : opts.refusedFrom - 1);
  const level = Math.max(
    0,
    Math.min(
      opts.wanted,
      planCap,
      opts.sourceMax,
      opts.unavailableFrom === undefined ? Infinity : opts.unavailableFrom - 1,
    ),
  );
  return { level, capped: opts.wanted > planCap && planCap < opts.sourceMax };
}

/** Tiles ordered from the centre of the view outwards: what the eye looks at loads first. */
export function nearestFirst(tiles: TileIndex[], view: MapView): TileIndex[] {
  const d = (t: TileIndex) => {
    const r = tileRect(t);
    return Math.hypot(r.x + r.w / 2 - view.cx, r.y + r.h / 2 - view.cy);
  };
  return [...tiles].sort((a, b) => d(a) - d(b));
}
