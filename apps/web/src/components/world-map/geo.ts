/**
 * Equirectangular map geometry in degree units: x = longitude + 180 (0…360), y = 90 − latitude (0…180), so
 * an SVG with viewBox "0 0 360 180" draws the whole world and scales to any width. Lines that cross the
 * antimeridian are cut there instead of being drawn across the whole map.
 */
import { subsolarPoint, terminatorLatitudes, type LatLon } from '@cosmos/astro';

export const MAP_W = 360;
export const MAP_H = 180;

export const px = (p: LatLon): [number, number] => [p.lon + 180, 90 - p.lat];

/** Splits a path of places into runs that do not jump across the antimeridian (a jump > 180° in longitude). */
export function splitAtAntimeridian(points: LatLon[]): LatLon[][] {
  const runs: LatLon[][] = [];
  let cur: LatLon[] = [];
  for (const p of points) {
    const prev = cur[cur.length - 1];
    if (prev && Math.abs(p.lon - prev.lon) > 180) {
      // Close the run at the edge and open the next one on the other side, at the interpolated latitude.
      const east = prev.lon > 0;
      const span = 360 - Math.abs(p.lon - prev.lon);
      const f = span === 0 ? 0 : (180 - Math.abs(prev.lon)) / span;
      const lat = prev.lat + (p.lat - prev.lat) * f;
      cur.push({ lat, lon: east ? 180 : -180 });
      runs.push(cur);
      cur = [{ lat, lon: east ? -180 : 180 }];
    }
    cur.push(p);
  }
  if (cur.length) runs.push(cur);
  return runs;
}

const fmt = (n: number) => Math.round(n * 100) / 100;

/** SVG path data of a polyline, cut at the antimeridian. */
export function linePath(points: LatLon[]): string {
  return splitAtAntimeridian(points)
    .filter((run) => run.length > 1)
    .map((run) => run.map((p, i) => `${i ? 'L' : 'M'}${fmt(p.lon + 180)} ${fmt(90 - p.lat)}`).join(''))
    .join('');
}

/** SVG path data of closed rings (land polygons), as they are. */
export const ringsPath = (rings: [number, number][][]) =>
  rings
    .map((r) => r.map(([lon, lat], i) => `${i ? 'L' : 'M'}${fmt(lon + 180)} ${fmt(90 - lat)}`).join('') + 'Z')
    .join('');

/**
 * The night side as a polygon on the map: the terminator from west to east, then along the pole that is in
 * darkness (the one away from the subsolar latitude) back to the start.
 */
export function nightPolygon(ms: number, stepDeg = 2): LatLon[] {
  const line = terminatorLatitudes(ms, stepDeg);
  const pole = subsolarPoint(ms).lat >= 0 ? -90 : 90;
  return [...line, { lat: pole, lon: 180 }, { lat: pole, lon: -180 }];
}

export const polygonPath = (points: LatLon[]) =>
  points.map((p, i) => `${i ? 'L' : 'M'}${fmt(p.lon + 180)} ${fmt(90 - p.lat)}`).join('') + 'Z';
