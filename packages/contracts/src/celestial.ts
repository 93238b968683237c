import { z } from 'zod';
import { CatalogueFilters } from './catalogue.ts';
import { SatelliteIdText } from './common.ts';

/** The spec's sample types plus `satellite` and `moon`. The Sun is a `star`. */
export const CelestialType = z.enum([
  'star',
  'planet',
  'moon',
  'asteroid',
  'comet',
  'blackHole',
  'cluster',
  'satellite',
]);
export type CelestialType = z.infer<typeof CelestialType>;

const Vec3 = z.tuple([z.number(), z.number(), z.number()]);

/** Satellites: SGP4 output as-is (TEME, km, km/s) plus geodetic sub-point. */
export const TemeState = z.object({
  frame: z.literal('TEME'),
  epoch: z.string().describe('ISO time of this state'),
  r: Vec3.describe('position, km'),
  v: Vec3.describe('velocity, km/s'),
  geodetic: z.object({ lat: z.number(), lon: z.number(), alt_km: z.number() }),
});
/** Sun, planets, moons, asteroids, comets: heliocentric, J2000 mean equator and equinox. */
export const HelioState = z.object({
  frame: z.literal('HELIO_EQJ2000'),
  epoch: z.string(),
  r: Vec3.describe('position, AU'),
  v: Vec3.describe('velocity, AU/day'),
});
/** Stars and deep-sky objects. */
export const IcrsState = z.object({
  frame: z.literal('ICRS'),
  ra_deg: z.number(),
  dec_deg: z.number(),
  distance_ly: z.number().nullable(),
});
export const CelestialState = z.discriminatedUnion('frame', [TemeState, HelioState, IcrsState]);
export type CelestialState = z.infer<typeof CelestialState>;

/**
 * A satellite's element set as the catalogue holds it: the CCSDS OMM mean elements (SGP4 theory, TEME frame, UTC;
 * CCSDS 502.0-B-3 keyword names in camelCase), the catalogue number, and the same set as TLE lines for SGP4
 * propagators that read TLE (catalogue numbers above 99999 in alpha-5).
 */
export const SatelliteElements = z.object({
  noradId: z.number().int().describe('catalogue number (NORAD_CAT_ID); six digits allowed'),
  epoch: z.string().describe('EPOCH: ISO 8601, UTC, to the microsecond'),
  meanMotion: z.number().describe('MEAN_MOTION, revolutions per day'),
  eccentricity: z.number().describe('ECCENTRICITY'),
  inclination: z.number().describe('INCLINATION, degrees'),
  raOfAscNode: z.number().describe('RA_OF_ASC_NODE, degrees'),
  argOfPericenter: z.number().describe('ARG_OF_PERICENTER, degrees'),
  meanAnomaly: z.number().describe('MEAN_ANOMALY, degrees'),
  bstar: z.number().describe('BSTAR drag term, 1/Earth radii'),
  meanMotionDot: z.number().describe('MEAN_MOTION_DOT, revolutions per day²'),
  meanMotionDdot: z.number().describe('MEAN_MOTION_DDOT, revolutions per day³'),
  line1: z.string().describe('the same element set, TLE line 1'),
  line2: z.string().describe('the same element set, TLE line 2'),
  tsinceMin: z.number().describe("minutes from the epoch to this answer's instant"),
});
export type SatelliteElements = z.infer<typeof SatelliteElements>;

export const CelestialObject = z.object({
  id: z.string().describe('sun, mars, moon, io, ceres, halley, sat-25544, star-32349, …'),
  name: z.string(),
  type: CelestialType,
  position: z
    .object({ x: z.number(), y: z.number(), z: z.number() })
    .describe('scene coordinates, see the scene scale in the API description'),
  properties: z.object({
    mass: z.number().nullable().describe('kg'),
    radius: z.number().nullable().describe('km'),
    temperature: z.number().nullable().describe('K'),
  }),
  size: z.number().describe('display size in scene units'),
  lastUpdated: z.number().int().describe('ms since epoch of the state'),
  createdAt: z.string(),
  streamUrl: z.string().nullable(),
  state: CelestialState,
  /** Where the data comes from: live catalogue, bundled nominal designs, ephemeris, published elements or catalogue values. */
  source: z.enum(['live', 'nominal', 'imported', 'ephemeris', 'elements', 'catalog']),
  /** Satellites only: the element set the position was computed from. */
  elements: SatelliteElements.optional().describe('satellites only: the element set (OMM mean elements)'),
  details: z
    .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
    .optional()
    .describe(
      'descriptive catalogue facts, by kind: satellites (COSPAR designator, object type, owner, launch and decay, radar size, orbit class and group, perigee, apogee, period), planets and moons (parent, notes), small bodies (designation), stars (HIP number, magnitude, spectral type), deep-sky objects (note). Never the element set: see `elements`',
    ),
});
export type CelestialObject = z.infer<typeof CelestialObject>;

// ---- Requests and responses of the sky API (apps/server/src/modules/celestial, catalog) ----

export const CelestialListQuery = CatalogueFilters.extend({
  type: CelestialType.optional(),
  q: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .optional()
    .describe('case-insensitive search in names, catalogue numbers and international designators (1998-067A)'),
  at: z.string().max(40).optional().describe('ISO 8601 time (up to microseconds); default now'),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  cursor: z.string().max(200).optional().describe('opaque; from the x-next-cursor header of the previous page'),
});
export type CelestialListQuery = z.infer<typeof CelestialListQuery>;

export const CelestialOneQuery = z.object({
  at: z.string().max(40).optional(),
  tsince: z.coerce
    .number()
    .finite()
    .min(-1e7)
    .max(1e7)
    .optional()
    .describe('satellites only: minutes from the element-set epoch'),
});

export const StreamQuality = z.enum(['low', 'medium', 'high']);
export type StreamQuality = z.infer<typeof StreamQuality>;
/** Frames per second per quality. */
export const STREAM_FPS: Record<StreamQuality, number> = { low: 1, medium: 2, high: 5 };
export const StreamRequest = z.object({ quality: StreamQuality });
export const StreamResponse = z.object({
  id: z.string(),
  streamUrl: z.string(),
  quality: StreamQuality,
  fps: z.number(),
});
export type StreamResponse = z.infer<typeof StreamResponse>;

export const CatalogSource = z.enum(['live', 'nominal', 'imported', 'mixed', 'empty']);
export const CatalogCompleteness = z
  .object({
    onOrbit: z.number().int().describe('objects SATCAT lists without a decay date'),
    withElements: z.number().int().describe('of those, objects with an element set in the catalogue'),
    missing: z.number().int(),
    satcatSource: z.enum(['satcat', 'nominal']).describe("'nominal': the bundled sample SATCAT"),
  })
  .describe('"N of M on-orbit objects have current elements; K missing"');
export const ElementAgeSpread = z
  .object({
    fresh: z.number().int(),
    aging: z.number().int(),
    stale: z.number().int(),
    agingAfterDays: z.number().describe('an element set this old or older is aging'),
    staleAfterDays: z.number().describe('an element set this old or older is stale'),
    medianDays: z.number().nullable(),
    p90Days: z.number().nullable(),
  })
  .describe('element-set ages of the satellites in the catalogue');
export const CatalogStatus = z.object({
  source: CatalogSource.describe("'nominal' = bundled constellation designs, not live element sets"),
  count: z.number().int(),
  bySource: z.object({ live: z.number().int(), nominal: z.number().int(), imported: z.number().int() }),
  importedStars: z.number().int(),
  lastRefresh: z.string().nullable(),
  lastAttempt: z.string().nullable(),
  lastError: z.string().nullable(),
  refreshEnabled: z.boolean(),
  everFetched: z
    .boolean()
    .describe('false until a refresh from CATALOG_URL has ever succeeded: the portal runs on bundled or imported data'),
  completeness: CatalogCompleteness.nullable().describe('null when no SATCAT (fetched or bundled) is stored'),
  elementAge: ElementAgeSpread,
});
export type CatalogStatus = z.infer<typeof CatalogStatus>;
export const CatalogMissingObject = z.object({
  noradId: z.number().int(),
  name: z.string(),
  objectType: z.string(),
  launchDate: z.string().nullable(),
});
export const CatalogMissingList = z.object({
  total: z.number().int(),
  items: z.array(CatalogMissingObject).describe('on-orbit objects SATCAT lists with no current element set'),
});
export type CatalogMissingList = z.infer<typeof CatalogMissingList>;
export const CatalogImportResponse = z.object({ ids: z.array(z.string()) });

export const PassPoint = z.object({ time: z.string(), azimuthDeg: z.number(), elevationDeg: z.number() });
export const PassTrackPoint = PassPoint.extend({
  magnitude: z.number().nullable().describe("predicted visual magnitude; null while in the Earth's umbra"),
  sunlit: z.boolean().describe("outside the Earth's umbra (conical shadow model)"),
});
export const VisiblePoint = PassPoint.extend({
  magnitude: z.number().nullable().describe('predicted visual magnitude there'),
});
export const VisibleSegment = z
  .object({
    start: VisiblePoint.describe('first visible instant: where to start looking'),
    peak: VisiblePoint.describe('highest visible point (the culmination when it is visible)'),
    end: VisiblePoint.describe('last visible instant: the satellite sets below 10°, fades into shadow, or dawn'),
  })
  .describe('the part of the pass that can be seen: sunlit, above 10°, the Sun below −6°');
export type VisibleSegment = z.infer<typeof VisibleSegment>;
export const ShadowEvent = z.object({
  time: z.string(),
  kind: z.enum(['enterPenumbra', 'enterUmbra', 'exitUmbra', 'exitPenumbra']),
});
export const Twilight = z.enum(['day', 'civil', 'nautical', 'astronomical', 'night']);
export const SkyPass = z.object({
  rise: PassPoint,
  culmination: PassPoint,
  set: PassPoint,
  maxElevationDeg: z.number(),
  clipped: z.boolean(),
  visible: z.boolean().describe('sunlit, above 10° and the Sun below −6° at some moment of the pass'),
  maxMagnitude: z.number().nullable().describe('brightest predicted magnitude while visible; null when never visible'),
  magnitudeSigma: z
    .number()
    .nullable()
    .describe(
      'one sigma of maxMagnitude (the standard magnitude\'s, and the extinction coefficient\'s times the airmass there): "mag 3.1 ± 0.6"; null when never visible',
    ),
  sunAltitudeDeg: z.number().describe("the Sun's altitude at the observer at culmination"),
  twilight: Twilight.describe('sky darkness at culmination'),
  visibleFrom: z.string().nullable(),
  visibleTo: z.string().nullable(),
  visibleSegment: VisibleSegment.nullable().describe('null: the pass is never visible (daylight or Earth shadow)'),
  shadow: z.array(ShadowEvent).describe('Earth-shadow entries and exits during the pass'),
  track: z
    .array(PassTrackPoint)
    .describe('rise to set, every 10 s (at most 120 points: long passes of high orbits are sampled more coarsely)'),
});
export type SkyPass = z.infer<typeof SkyPass>;
export const SkyPassesQuery = z.object({
  id: SatelliteIdText.default('sat-25544'),
  days: z.coerce.number().min(0.1).max(7).default(7),
  minElevation: z.coerce.number().min(0).max(89).default(10),
  visible: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true')
    .describe('true: only visible passes'),
  locationId: z
    .string()
    .uuid()
    .optional()
    .describe("a saved observing location; default: the default one, else the profile's coordinates"),
});
export const StandardMagnitudeInfo = z.object({
  mag: z.number().describe('standard magnitude at 1,000 km (and 90° phase angle for the diffuse-sphere law)'),
  source: z
    .enum(['known', 'family', 'size'])
    .describe(
      "'known': published value for this object; 'family': for its design; 'size': default from its size class",
    ),
  sigma: z.number().describe('one sigma of a predicted magnitude, mag: shown as "mag 3.1 ± 0.6"'),
  basis: z.enum(['measured', 'family', 'size']).describe('what the magnitude rests on'),
  family: z.string().nullable().describe('family id in packages/astro magnitude-families.ts (sources cited there)'),
  phaseLaw: z.enum(['diffuse-sphere', 'flat']),
});
/** Where the sky is seen from: a saved observing location or the profile's coordinates. */
export const ObserverStation = z.object({
  lat: z.number(),
  lon: z.number(),
  name: z.string().nullable().describe("the saved location's name; null for the profile's coordinates"),
  timeZone: z.string().describe('IANA time zone of the place: show times in it'),
});
export const SkyPassesResponse = z.object({
  id: z.string(),
  name: z.string(),
  source: z.string(),
  station: ObserverStation,
  standardMagnitude: StandardMagnitudeInfo,
  passes: z.array(SkyPass),
});
export type SkyPassesResponse = z.infer<typeof SkyPassesResponse>;

export const VisibleSatellite = z.object({
  id: z.string(),
  name: z.string(),
  azimuthDeg: z.number(),
  elevationDeg: z.number(),
  rangeKm: z.number(),
  signal: z.number().describe('percent, see docs/features/sky.md'),
  latencyMs: z.number(),
});
export const StationSummary = z.object({
  at: z.string(),
  catalog: CatalogStatus,
  station: z.object({ lat: z.number(), lon: z.number() }).nullable().describe('null when the profile has no location'),
  aboveHorizon: z.number().int().nullable(),
  best: VisibleSatellite.nullable().describe('strongest link now'),
  visible: z.array(VisibleSatellite).describe('up to 50, strongest first'),
  series: z
    .array(z.object({ name: z.string(), time: z.string(), signal: z.number() }))
    .describe('best signal at each point of the last 24 h'),
});
export type StationSummary = z.infer<typeof StationSummary>;

/** Socket `celestialDataUpdate` payload: only objects that moved, numbers rounded (see docs). */
export const CelestialUpdateItem = z.object({
  id: z.string(),
  position: z.object({ x: z.number(), y: z.number(), z: z.number() }),
  r: Vec3.optional().describe('TEME km (satellites) or AU (solar system)'),
  v: Vec3.optional(),
});
export const CelestialUpdate = z.object({
  at: z.string(),
  lastUpdated: z.number().int(),
  channel: z.string(),
  objects: z.array(CelestialUpdateItem),
});
export type CelestialUpdate = z.infer<typeof CelestialUpdate>;

/**
 * Compact socket payload of `celestial:type:<type>` channels: flat arrays, 3 numbers per object in
 * `ids` order (position in scene units, r/v as in CelestialUpdateItem).
 */
export const CelestialUpdateCompact = z.object({
  at: z.string(),
  lastUpdated: z.number().int(),
  channel: z.string(),
  ids: z.array(z.string()),
  position: z.array(z.number()),
  r: z.array(z.number()),
  v: z.array(z.number()),
});
export type CelestialUpdateCompact = z.infer<typeof CelestialUpdateCompact>;
