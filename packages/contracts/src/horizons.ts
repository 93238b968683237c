/**
 * Horizon profiles (issue 35): the altitude of the skyline (trees, roofs, hills) by azimuth at one of the user's
 * places. Passes, the outlook and the sky chart treat what is below it as hidden.
 */
import { z } from 'zod';

export const HorizonPoint = z.object({
  azimuthDeg: z.number().min(0).max(360).describe('degrees from north through east'),
  altitudeDeg: z.number().min(-5).max(90).describe('altitude of the skyline there, degrees'),
});
export type HorizonPoint = z.infer<typeof HorizonPoint>;

export const HorizonSource = z
  .enum(['flat', 'drawn', 'heywhatsthat', 'pvgis'])
  .describe('flat: no profile (0° all round); drawn: the polar editor; or the imported file format');

export const HorizonProfile = z.object({
  placeId: z.string(),
  source: HorizonSource,
  points: z.array(HorizonPoint).describe('sorted by azimuth; empty when flat'),
  updatedAt: z.string().nullable(),
});
export type HorizonProfile = z.infer<typeof HorizonProfile>;

export const PutHorizonBody = z.object({
  points: z.array(HorizonPoint).min(3, 'at least 3 points').max(3600),
});
export type PutHorizonBody = z.infer<typeof PutHorizonBody>;

export const HorizonImportQuery = z.object({
  format: z.enum(['heywhatsthat', 'pvgis', 'auto']).default('auto'),
});
