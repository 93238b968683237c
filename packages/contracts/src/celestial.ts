import { z } from 'zod';

/** The spec's sample types plus `satellite` and `moon`. The Sun is a `star`. */
export const CelestialType = z.enum(['star', 'planet', 'moon', 'asteroid', 'comet', 'blackHole', 'cluster', 'satellite']);
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

export const CelestialObject = z.object({
  id: z.string().describe('sun, mars, moon, io, ceres, halley, sat-25544, star-32349, …'),
  name: z.string(),
  type: CelestialType,
  position: z.object({ x: z.number(), y: z.number(), z: z.number() }).describe('scene coordinates, see the scene scale in the API description'),
  properties: z.object({ mass: z.number().nullable().describe('kg'), radius: z.number().nullable().describe('km'), temperature: z.number().nullable().describe('K') }),
  size: z.number().describe('display size in scene units'),
  lastUpdated: z.number().int().describe('ms since epoch of the state'),
  createdAt: z.string(),
  streamUrl: z.string().nullable(),
  state: CelestialState,
  /** Where the data comes from: live catalogue, bundled nominal designs, ephemeris, published elements or catalogue values. */
  source: z.enum(['live', 'nominal', 'imported', 'ephemeris', 'elements', 'catalog']),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
});
export type CelestialObject = z.infer<typeof CelestialObject>;
