/** Natural Earth land at 1:110m (public domain), from the world-atlas package, as map path data: bundled, no network. */
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import landTopo from 'world-atlas/land-110m.json';
import { ringsPath } from './geo';

type Ring = [number, number][];

let cached: string | null = null;

export function landPath(): string {
  if (cached !== null) return cached;
  const topo = landTopo as unknown as Topology<{ land: GeometryCollection }>;
  const fc = feature(topo, topo.objects.land);
  const rings: Ring[] = [];
  for (const f of fc.features) {
    const g = f.geometry;
    if (g.type === 'Polygon') rings.push(...(g.coordinates as Ring[]));
    else if (g.type === 'MultiPolygon') for (const poly of g.coordinates as Ring[][]) rings.push(...poly);
  }
  cached = ringsPath(rings);
  return cached;
}
