import { IMAGERY_SOURCE_MAX_ZOOM, type ImageryLayer } from '@cosmos/contracts';
import type { Tile } from './tile-cache.ts';

/**
 * The upstream WMTS. `IMAGERY_URL` is a template: {layer} {tms} {date} {z} {y} {x} {ext} are filled from the layer
 * table below (NASA GIBS identifiers; another WMTS with the same grid can be named by changing the template).
 */
const SOURCE_LAYERS: Record<ImageryLayer, { id: string; tms: string; ext: string; daily: boolean }> = {
  'true-colour': { id: 'MODIS_Terra_CorrectedReflectance_TrueColor', tms: '250m', ext: 'jpg', daily: true },
  'night-lights': { id: 'VIIRS_Black_Marble', tms: '500m', ext: 'png', daily: false },
};

const MAX_TILE_BYTES = 4 * 1024 * 1024;
const TIMEOUT_MS = 5_000;

/** Yesterday (UTC): today's daily mosaic is still being assembled for much of the day. */
export function imageryDate(layer: ImageryLayer, now = new Date()): string {
  if (!SOURCE_LAYERS[layer].daily) return 'default';
  return new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
}

export function tileUrl(template: string, layer: ImageryLayer, z: number, y: number, x: number, date: string) {
  const l = SOURCE_LAYERS[layer];
  const values: Record<string, string> = {
    layer: l.id,
    tms: l.tms,
    ext: l.ext,
    date,
    z: String(z),
    y: String(y),
    x: String(x),
  };
  return template.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);
}

export const sourceHasLevel = (layer: ImageryLayer, z: number) => z <= IMAGERY_SOURCE_MAX_ZOOM[layer];

export class SourceError extends Error {}

/** Fetches one tile; anything but a bounded image answer within the timeout is a SourceError. */
export async function fetchTile(url: string): Promise<Tile> {
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
  } catch (e) {
    throw new SourceError(`imagery source unreachable: ${(e as Error).message}`);
  }
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || !/^image\/(png|jpeg)\b/.test(type)) {
    await res.body?.cancel();
    throw new SourceError(`imagery source answered ${res.status} ${type}`);
  }
  const declared = Number(res.headers.get('content-length') ?? 0);
  if (declared > MAX_TILE_BYTES) {
    await res.body?.cancel();
    throw new SourceError('imagery tile too large');
  }
  const body = Buffer.from(await res.arrayBuffer());
  if (body.length > MAX_TILE_BYTES) throw new SourceError('imagery tile too large');
  return { body, type: type.split(';')[0]! };
}
