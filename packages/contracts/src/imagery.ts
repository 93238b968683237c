import { z } from 'zod';
import type { PlanId } from './billing.ts';

/**
 * Earth imagery by plan (issue 18): the plan cards sell "Standard", "High" and "Ultra-high resolution imagery"; this
 * is what each means. Tiles are on the EPSG:4326 WMTS grid (level z: 2^(z+1) × 2^z tiles of 512 px, level 0 is
 * 0.5625° per pixel ≈ 62.6 km at the equator, each level halves it).
 */
export const IMAGERY_LAYERS = ['true-colour', 'night-lights'] as const;
export const ImageryLayer = z.enum(IMAGERY_LAYERS);
export type ImageryLayer = z.infer<typeof ImageryLayer>;

/** The deepest level the imagery source itself offers per layer (daily true colour 250 m, night lights 500 m). */
export const IMAGERY_SOURCE_MAX_ZOOM: Record<ImageryLayer, number> = { 'true-colour': 8, 'night-lights': 7 };

export interface ImageryTier {
  label: 'Standard' | 'High' | 'Ultra-high';
  maxZoom: number;
  /** Ground resolution at the equator of the deepest level, in metres per pixel. */
  metresPerPixel: number;
}

/** Ground resolution at the equator of level z, in metres per pixel. */
export const imageryMetresPerPixel = (z: number) => Math.round((40_075_016.7 * (0.5625 / 360)) / 2 ** z);
export const IMAGERY_TIERS: Record<PlanId, ImageryTier> = {
  basic: { label: 'Standard', maxZoom: 3, metresPerPixel: imageryMetresPerPixel(3) },
  pro: { label: 'High', maxZoom: 5, metresPerPixel: imageryMetresPerPixel(5) },
  enterprise: { label: 'Ultra-high', maxZoom: 8, metresPerPixel: imageryMetresPerPixel(8) },
};

/** Levels shipped with the server, served when no source is configured or the source is down. */
export const IMAGERY_BUNDLED_MAX_ZOOM = 2;

export const ImageryTileParams = z.object({
  layer: ImageryLayer,
  z: z.coerce.number().int().min(0).max(8),
  y: z.coerce.number().int().min(0),
  x: z.coerce.number().int().min(0),
});
export type ImageryTileParams = z.infer<typeof ImageryTileParams>;
