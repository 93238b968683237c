import { z } from 'zod';
import { ObserverStation, SkyPass, StandardMagnitudeInfo } from './celestial.ts';
import { IsoDate, IsoDateTime } from './iso-time.ts';
import { SatelliteId } from './common.ts';

/** The observer's sky (issue 13): tonight's sky, brightest passes, followed satellites. */

const Iso = z.string();
const IsoOrNull = Iso.nullable();

export const TonightQuery = z.object({
  locationId: z.string().uuid().optional(),
  date: IsoDate.optional().describe("the evening's date at the location; default: the night not yet over there"),
});
export const Tonight = z.object({
  date: z.string(),
  station: ObserverStation,
  from: Iso.describe('local mean noon of the date'),
  to: Iso,
  sun: z
    .object({
      sunset: IsoOrNull,
      civilDusk: IsoOrNull,
      nauticalDusk: IsoOrNull,
      astronomicalDusk: IsoOrNull,
      astronomicalDawn: IsoOrNull,
      nauticalDawn: IsoOrNull,
      civilDawn: IsoOrNull,
      sunrise: IsoOrNull,
    })
    .describe('null when the Sun does not reach that altitude that night'),
  moon: z.object({
    rise: IsoOrNull,
    set: IsoOrNull,
    phaseDeg: z.number(),
    phaseName: z.string(),
    illumination: z.number().describe('illuminated fraction 0–1 at local midnight'),
  }),
  planets: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      rise: IsoOrNull,
      transit: IsoOrNull,
      set: IsoOrNull,
      transitAltitudeDeg: z.number().nullable(),
      magnitude: z.number(),
    }),
  ),
});
export type Tonight = z.infer<typeof Tonight>;

export const BrightPass = z.object({
  id: z.string(),
  name: z.string(),
  standardMagnitude: StandardMagnitudeInfo,
  pass: SkyPass,
});
export const BrightestPasses = z.object({
  station: ObserverStation.describe('coordinates rounded to 0.1°, the precision the shared computation uses'),
  date: z.string().describe("the evening's date of the night searched: the same night as /api/sky/tonight"),
  from: Iso,
  to: Iso,
  computedAt: Iso,
  satellites: z.number().int().describe('catalogue objects searched'),
  passes: z.array(BrightPass).describe('brightest first, at most 20'),
});
export type BrightestPasses = z.infer<typeof BrightestPasses>;

export const SatelliteIdParam = z.object({ id: SatelliteId });
export const FollowedSatellite = z.object({ id: z.string(), name: z.string(), followedAt: Iso });
export type FollowedSatellite = z.infer<typeof FollowedSatellite>;

export const ObservingLocation = z.object({
  id: z.string(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  altitudeM: z.number(),
  timeZone: z.string().describe('IANA time zone looked up from the coordinates'),
  isDefault: z.boolean(),
});
export type ObservingLocation = z.infer<typeof ObservingLocation>;
const locationFields = {
  name: z.string().trim().min(1, { message: 'Name is required' }).max(80),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  altitudeM: z.number().min(-500).max(9000).describe('metres above sea level'),
  isDefault: z.boolean(),
};
export const CreateLocationBody = z.object({
  ...locationFields,
  altitudeM: locationFields.altitudeM.default(0),
  isDefault: locationFields.isDefault.default(false),
});
export type CreateLocationBody = z.input<typeof CreateLocationBody>;
export const UpdateLocationBody = z
  .object({
    name: locationFields.name.optional(),
    latitude: locationFields.latitude.optional(),
    longitude: locationFields.longitude.optional(),
    altitudeM: locationFields.altitudeM.optional(),
    isDefault: locationFields.isDefault.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'nothing to change');
export type UpdateLocationBody = z.infer<typeof UpdateLocationBody>;
export const LocationIdParam = z.object({ id: z.string().uuid() });
/** `locationId` picks a saved location; without it the default one (else the profile's coordinates). */
export const LocationQuery = z.object({ locationId: z.string().uuid().optional() });

/** At most this many points per ground-track request. */
export const MAX_TRACK_POINTS = 2000;
const isoTime = IsoDateTime;
export const GroundTrackQuery = z.object({
  from: isoTime.optional().describe('default: now'),
  to: isoTime.optional().describe('default: from + 2 hours'),
  stepSeconds: z.coerce.number().min(1).max(3600).default(60),
});
export const GroundTrackPoint = z.object({ time: z.string(), lat: z.number(), lon: z.number(), altKm: z.number() });
export const GroundTrack = z.object({
  id: z.string(),
  name: z.string(),
  from: z.string(),
  to: z.string(),
  stepSeconds: z.number(),
  periodMinutes: z.number().describe('orbital period from the mean motion'),
  points: z
    .array(GroundTrackPoint)
    .describe('geodetic (WGS-72 SGP4 output), longitude in [−180, 180]; SGP4 failures are left out'),
});
export type GroundTrack = z.infer<typeof GroundTrack>;

export const IdentifyQuery = z.object({
  at: isoTime.describe('when it was seen'),
  azimuthDeg: z.coerce.number().min(0).max(360),
  elevationDeg: z.coerce.number().min(0).max(90),
  radiusDeg: z.coerce.number().min(0.1).max(20).default(5),
  windowSeconds: z.coerce.number().min(0).max(1800).default(300).describe('search at ± this many seconds'),
  locationId: z.string().uuid().optional(),
});
export const IdentifyHit = z.object({
  id: z.string(),
  name: z.string(),
  time: z.string().describe('closest approach to the direction'),
  separationDeg: z.number(),
  azimuthDeg: z.number(),
  elevationDeg: z.number(),
  rangeKm: z.number(),
  magnitude: z.number().nullable().describe("predicted at closest approach; null in the Earth's umbra"),
  sunlit: z.boolean(),
  sunAltitudeDeg: z.number().describe("the Sun's altitude at the observer at closest approach"),
  nakedEye: z.boolean().describe('sunlit, the Sun below −6° and bright enough to see without optics (NAKED_EYE_LIMIT)'),
  track: z
    .array(z.object({ time: z.string(), azimuthDeg: z.number(), elevationDeg: z.number() }))
    .describe('above the horizon in the window, every 10 s'),
});
/** Faintest magnitude counted as seen without optics (a suburban sky). */
export const NAKED_EYE_LIMIT = 4.5;
export const NearbyBody = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['planet', 'moon', 'star']),
  azimuthDeg: z.number(),
  elevationDeg: z.number(),
  separationDeg: z.number(),
  magnitude: z.number(),
});
export const IdentifyResponse = z.object({
  station: ObserverStation,
  sunAltitudeDeg: z.number().describe("the Sun's altitude at the observer at the time asked"),
  verdict: z
    .enum(['candidates', 'daylight', 'tooFaint', 'none'])
    .describe(
      "'daylight': the Sun was up, no satellite could be seen; 'tooFaint': every candidate was in shadow or fainter than the naked eye sees; 'none': nothing passed there. Except for 'candidates', look at `nearby` and think of an aircraft.",
    ),
  candidates: z
    .array(IdentifyHit)
    .describe('most plausible first: naked-eye candidates before the rest, then by offset and brightness'),
  nearby: z.array(NearbyBody).describe('planets, the Moon and bright stars within 25° of the direction, nearest first'),
});
