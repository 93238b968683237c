/**
 * Observing places (issue 32): where a user observes from. Every sky surface (passes, Tonight, brightest, sky chart,
 * map, Home events, alerts, calendar feed, exports, identify, the assistant) reads the one default place.
 */
import { z } from 'zod';

/** True for a time zone this runtime knows by its IANA name ("Europe/Lisbon", "Etc/GMT+3", "UTC"). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const Latitude = z.number().min(-90).max(90);
export const Longitude = z.number().min(-180).max(180);
export const TimeZoneName = z.string().max(64).refine(isTimeZone, 'must be an IANA time zone such as Europe/Lisbon');

export const Place = z.object({
  id: z.string(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  elevationM: z.number().nullable().describe('metres above sea level; null when not given'),
  timeZone: z.string().describe('IANA time zone'),
  isDefault: z.boolean(),
});
export type Place = z.infer<typeof Place>;

const placeFields = {
  name: z.string().trim().min(1, { message: 'Name is required' }).max(80),
  latitude: Latitude,
  longitude: Longitude,
  elevationM: z.number().min(-500).max(9000).nullable().describe('metres above sea level'),
  timeZone: TimeZoneName.describe('default: looked up from the coordinates'),
  isDefault: z.boolean(),
};
export const CreatePlaceBody = z.object({
  ...placeFields,
  elevationM: placeFields.elevationM.optional(),
  timeZone: placeFields.timeZone.optional(),
  isDefault: placeFields.isDefault.default(false),
});
export type CreatePlaceBody = z.input<typeof CreatePlaceBody>;
export const UpdatePlaceBody = z
  .object({
    name: placeFields.name.optional(),
    latitude: placeFields.latitude.optional(),
    longitude: placeFields.longitude.optional(),
    elevationM: placeFields.elevationM.optional(),
    timeZone: placeFields.timeZone.optional(),
    isDefault: placeFields.isDefault.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'nothing to change');
export type UpdatePlaceBody = z.infer<typeof UpdatePlaceBody>;
export const PlaceIdParam = z.object({ id: z.string().uuid() });

export const PlaceSearchQuery = z.object({
  q: z.string().trim().min(2, { message: 'at least 2 characters' }).max(100),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});
/** One town or city of the offline gazetteer (GeoNames cities1000). */
export const PlaceSuggestion = z.object({
  name: z.string(),
  /** The region (first-level division code) and ISO country code, e.g. "14, PT". */
  country: z.string(),
  admin: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  elevationM: z.number().nullable(),
  timeZone: z.string(),
  population: z.number().int(),
});
export type PlaceSuggestion = z.infer<typeof PlaceSuggestion>;

/** GET /api/places/timezone: the zone of a point picked on the map or given by the browser. */
export const CoordinatesQuery = z.object({
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
});
export const TimeZoneAnswer = z.object({ timeZone: z.string() });
