import { PlanId, type Problem } from '@cosmos/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getToken } from './api';
import { entitlementsQuery } from './api/queries/billing';
import { i18n } from './i18n';

/**
 * Earth imagery from `/api/imagery` (issue 18): tiles of the EPSG:4326 grid (level z: 2^(z+1) × 2^z tiles of 512 px)
 * stitched into one equirectangular mosaic for the globe. The server caps the level by plan and falls back to its
 * bundled base map, so level 1 (a 2048 × 1024 mosaic, about 31 km per pixel) works for every plan, online or not.
 */
export type ImageryLayerName = 'true-colour' | 'night-lights';

/**
 * A refused tile: 403 carries the server's upgrade prompt in `message` and the plan that shows this level in
 * `requiredPlan`; 503 means the source is down and the bundled base map does not reach this level.
 */
export class ImageryError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly requiredPlan?: PlanId,
  ) {
    super(message);
  }
}

/** Ground resolution at the equator of level z, in metres per pixel (written once in the contracts). */
export { imageryMetresPerPixel as metresPerPixel } from '@cosmos/contracts';

/**
 * A square of n × n tiles at level z centred on the tile under (lat, lon), as one canvas: the "closer look" at the
 * plan's resolution. Columns wrap around the antimeridian; near a pole the window slides (or shrinks, at level 1)
 * so it never shows rows beyond the map. A refused or failed tile under the point rejects (so the caller can show the
 * upgrade prompt); other tiles that fail stay blank.
 */
export async function loadRegion(layer: ImageryLayerName, z: number, lat: number, lon: number, n = 3) {
  const cols = 2 ** (z + 1);
  const rows = 2 ** z;
  const perTile = 180 / rows;
  const cx = Math.min(cols - 1, Math.floor((lon + 180) / perTile));
  const cy = Math.min(rows - 1, Math.floor((90 - lat) / perTile));
  const half = Math.floor(n / 2);
  const nRows = Math.min(n, rows);
  const top = Math.max(0, Math.min(rows - nRows, cy - half));
  const canvas = document.createElement('canvas');
  canvas.width = n * TILE;
  canvas.height = nRows * TILE;
  const g = canvas.getContext('2d')!;
  const centre = await fetchTileBitmap(layer, z, cy, cx);
  g.drawImage(centre, half * TILE, (cy - top) * TILE);
  await Promise.all(
    Array.from({ length: n * nRows }, async (_, i) => {
      const dx = (i % n) - half;
      const y = top + Math.floor(i / n);
      if (dx === 0 && y === cy) return;
      const x = (((cx + dx) % cols) + cols) % cols;
      try {
        g.drawImage(await fetchTileBitmap(layer, z, y, x), (dx + half) * TILE, (y - top) * TILE);
      } catch {
        // the edge of the view stays blank
      }
    }),
  );
  return canvas;
}
const TILE = 512;

/** One tile's image; a refused or failed tile throws an ImageryError with the server's problem. */
export async function fetchTileBlob(layer: ImageryLayerName, z: number, y: number, x: number, signal?: AbortSignal) {
  const token = getToken();
  const res = await fetch(`/api/imagery/${layer}/${z}/${y}/${x}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal,
  });
  if (!res.ok) {
    const problem = (await res.json().catch(() => undefined)) as Partial<Problem> | undefined;
    const required = problem?.errors?.find((e) => e.field === 'requiredPlan')?.message;
    throw new ImageryError(
      res.status,
      problem?.detail ?? `imagery tile ${layer}/${z}/${y}/${x}: ${res.status}`,
      PlanId.safeParse(required).data,
    );
  }
  return res.blob();
}

export async function fetchTileBitmap(layer: ImageryLayerName, z: number, y: number, x: number, signal?: AbortSignal) {
  const blob = await fetchTileBlob(layer, z, y, x, signal); // fetched first: a refusal surfaces as an ImageryError
  return createImageBitmap(blob);
}

/**
 * The signed-in user's plan, which sets the deepest imagery level (contracts IMAGERY_TIERS). Shares the
 * entitlements query with the billing pages; undefined while loading or signed out.
 */
export function useImageryPlan(): PlanId | undefined {
  const { data } = useQuery({ ...entitlementsQuery(i18n.t('worldMap:planFailed')), staleTime: 60_000 });
  return data?.planId;
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

/**
 * The day mosaic as an object URL for flat maps (an SVG <image>), or undefined until it has loaded or when no tile
 * could be had (signed out, every tile failing): the map then keeps its drawn land.
 */
export function useEarthImageUrl(layer: ImageryLayerName = 'true-colour', z = 1): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const ac = new AbortController();
    let made: string | undefined;
    loadEarthMosaic(layer, z, ac.signal)
      .then((canvas) => new Promise<Blob | null>((r) => canvas.toBlob(r, 'image/jpeg', 0.85)))
      .then((blob) => {
        if (!blob || ac.signal.aborted) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      })
      .catch(() => undefined);
    return () => {
      ac.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [layer, z]);
  return url;
}
