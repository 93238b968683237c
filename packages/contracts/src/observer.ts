import { z } from 'zod';
import { SkyPass, StandardMagnitudeInfo } from './celestial.ts';

/** The observer's sky (issue 13): tonight's sky, brightest passes, followed satellites. */

const Iso = z.string();
const IsoOrNull = Iso.nullable();

export const TonightQuery = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD').refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'not a calendar date').optional()
    .describe("the evening's date at the location; default: today there"),
});
export const Tonight = z.object({
  date: z.string(),
  station: z.object({ lat: z.number(), lon: z.number() }),
  from: Iso.describe('local mean noon of the date'), to: Iso,
  sun: z.object({
    sunset: IsoOrNull, civilDusk: IsoOrNull, nauticalDusk: IsoOrNull, astronomicalDusk: IsoOrNull,
    astronomicalDawn: IsoOrNull, nauticalDawn: IsoOrNull, civilDawn: IsoOrNull, sunrise: IsoOrNull,
  }).describe('null when the Sun does not reach that altitude that night'),
  moon: z.object({ rise: IsoOrNull, set: IsoOrNull, phaseDeg: z.number(), phaseName: z.string(), illumination: z.number().describe('illuminated fraction 0–1 at local midnight') }),
  planets: z.array(z.object({
    id: z.string(), name: z.string(), rise: IsoOrNull, transit: IsoOrNull, set: IsoOrNull,
    transitAltitudeDeg: z.number().nullable(), magnitude: z.number(),
  })),
});
export type Tonight = z.infer<typeof Tonight>;

export const BrightPass = z.object({ id: z.string(), name: z.string(), standardMagnitude: StandardMagnitudeInfo, pass: SkyPass });
export const BrightestPasses = z.object({
  station: z.object({ lat: z.number(), lon: z.number() }),
  from: Iso, to: Iso,
  computedAt: Iso,
  satellites: z.number().int().describe('catalogue objects searched'),
  passes: z.array(BrightPass).describe('brightest first, at most 20'),
});
export type BrightestPasses = z.infer<typeof BrightestPasses>;

export const SatelliteIdParam = z.object({ id: z.string().regex(/^sat-\d{1,6}$/, 'expected sat-<catalogue number>') });
export const FollowedSatellite = z.object({ id: z.string(), name: z.string(), followedAt: Iso });
export type FollowedSatellite = z.infer<typeof FollowedSatellite>;
