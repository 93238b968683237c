import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { IMAGERY_BUNDLED_MAX_ZOOM, type ImageryLayer } from '@cosmos/contracts';
import { serverRoot } from '../../lib/paths.ts';
import type { Tile } from './tile-cache.ts';

/**
 * The offline base map shipped in `apps/server/assets/imagery/` (generated from Natural Earth land polygons by
 * scripts/imagery/make-base-tiles.mjs): levels 0–2 of both layers, a map rather than a photograph.
 */
const dir = join(serverRoot, 'assets', 'imagery');
const memo = new Map<string, Promise<Tile>>();

export const hasBundled = (z: number) => z <= IMAGERY_BUNDLED_MAX_ZOOM;

export function bundledTile(layer: ImageryLayer, z: number, y: number, x: number): Promise<Tile> {
  const key = `${layer}/${z}/${y}/${x}`;
  let p = memo.get(key);
  if (!p) {
    p = readFile(join(dir, layer, String(z), String(y), `${x}.png`)).then((body) => ({ body, type: 'image/png' }));
    p.catch(() => memo.delete(key));
    memo.set(key, p);
  }
  return p;
}
