import { z } from 'zod';

/** RFC 9457 problem details, the one error shape of every API answer. */
export const Problem = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  instance: z.string().optional(),
  code: z.string().optional(),
  requestId: z.string().optional(),
  /** Field-level reasons for a 400: `{ field: 'email', message: '...' }`. */
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type Problem = z.infer<typeof Problem>;

export const IdParam = z.object({ id: z.string().min(1).max(128) });
/**
 * A row id (tickets, threads, posts, reports, notifications, teams, users): a malformed one is a 400 naming the
 * field, never a lookup. z.guid() accepts any 8-4-4-4-12 hex form, as PostgreSQL's uuid type does.
 */
export const Uuid = z.guid({ message: 'expected an id (a UUID)' });
export const UuidParam = z.object({ id: Uuid });

/**
 * How every API names a satellite: `sat-<catalogue number>`, 1 to 999 999 without leading zeros (six-digit numbers
 * included); the same form as @cosmos/astro's `satelliteId()` and `noradOf()`.
 */
export const SATELLITE_ID_PATTERN = /^sat-[1-9]\d{0,5}$/;
const SATELLITE_ID_MESSAGE = 'expected sat-<catalogue number>, e.g. sat-25544';
/** A satellite id as answers carry it. */
export const SatelliteIdText = z.string().regex(SATELLITE_ID_PATTERN, SATELLITE_ID_MESSAGE);
/** A satellite id a request carries, checked and branded: code that needs one cannot be handed any string. */
export const SatelliteId = SatelliteIdText.brand<'SatelliteId'>();
export type SatelliteId = z.infer<typeof SatelliteId>;

export const Page = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

export const Ok = z.object({ ok: z.literal(true) });
