import { getToken } from './api';

/**
 * Earth imagery from `/api/imagery` (issue 18): tiles of the EPSG:4326 grid (level z: 2^(z+1) × 2^z tiles of 512 px)
 * stitched into one equirectangular mosaic for the globe. The server caps the level by plan and falls back to its
 * bundled base map, so level 1 (a 2048 × 1024 mosaic, about 31 km per pixel) works for every plan, online or not.
 */
export type ImageryLayerName = 'true-colour' | 'night-lights';
const TILE = 512;

export async function fetchTileBitmap(layer: ImageryLayerName, z: number, y: number, x: number, signal?: AbortSignal) {
  const token = getToken();
  const res = await fetch(`/api/imagery/${layer}/${z}/${y}/${x}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal,
  });
  if (!res.ok) throw new Error(`imagery tile ${layer}/${z}/${y}/${x}: ${res.status}`);
  return createImageBitmap(await res.blob());
}

/** The whole Earth at level z as one canvas; tiles that fail stay transparent rather than failing the mosaic. */
export async function loadEarthMosaic(layer: ImageryLayerName, z = 1, signal?: AbortSignal) {
  const cols = 2 ** (z + 1);
  const rows = 2 ** z;
  const canvas = document.createElement('canvas');
  canvas.width = cols * TILE;
  canvas.height = rows * TILE;
  const g = canvas.getContext('2d')!;
  let drawn = 0;
  await Promise.all(
    Array.from({ length: cols * rows }, async (_, i) => {
      const x = i % cols;
      const y = Math.floor(i / cols);
      try {
        const bmp = await fetchTileBitmap(layer, z, y, x, signal);
        g.drawImage(bmp, x * TILE, y * TILE, TILE, TILE);
        bmp.close();
        drawn += 1;
      } catch {
        // A missing tile leaves a hole; the globe still shows the rest.
      }
    }),
  );
  if (drawn === 0) throw new Error(`no ${layer} imagery`);
  return canvas;
}
