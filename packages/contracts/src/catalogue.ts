import { z } from 'zod';
import { IsoDate } from './iso-time.ts';

/**
 * Catalogue search and metadata (issue 14). The enums repeat packages/astro's `catalogue/object-meta.ts`
 * (contracts import no other workspace); apps/server's catalogue-search test checks they agree.
 */
export const OBJECT_TYPE_VALUES = ['PAY', 'R/B', 'DEB', 'UNK'] as const;
export const ORBIT_CLASS_VALUES = ['LEO', 'MEO', 'GEO', 'near-GEO', 'HEO'] as const;
export const OBJECT_GROUP_VALUES = [
  'starlink',
  'oneweb',
  'kuiper',
  'gps',
  'galileo',
  'glonass',
  'beidou',
  'qzss',
  'navic',
  'iridium',
  'globalstar',
  'orbcomm',
  'planet',
  'spire',
  'stations',
] as const;
export type ObjectTypeValue = (typeof OBJECT_TYPE_VALUES)[number];
export type OrbitClassValue = (typeof ORBIT_CLASS_VALUES)[number];
export type ObjectGroupValue = (typeof OBJECT_GROUP_VALUES)[number];

/** A comma-separated list whose every item passes `item` (at most 50 items). */
const csvList = <T extends z.ZodType>(item: T, what: string) =>
  z
    .string()
    .max(2000)
    .transform((s, ctx) => {
      const parts = s
        .split(',')
        .map((p) => p.trim())
        .filter((p) => p !== '');
      if (parts.length === 0 || parts.length > 50) {
        ctx.addIssue({ code: 'custom', message: `give 1 to 50 ${what}, comma-separated` });
        return z.NEVER;
      }
      const out: z.infer<T>[] = [];
      for (const p of parts) {
        const r = item.safeParse(p);
        if (!r.success) {
          ctx.addIssue({ code: 'custom', message: `'${p.slice(0, 40)}' is not ${what}` });
          return z.NEVER;
        }
        out.push(r.data as z.infer<T>);
      }
      return out;
    });

const upper = (values: readonly string[]) =>
  z.string().transform((s, ctx) => {
    const v = values.find((x) => x.toLowerCase() === s.toLowerCase() || (x === 'R/B' && s.toUpperCase() === 'RB'));
    if (!v) {
      ctx.addIssue({ code: 'custom', message: 'unknown value' });
      return z.NEVER;
    }
    return v;
  });

const isoDate = IsoDate;

/** The satellite filters of GET /api/celestial-data and /facets. Any of them restricts the answer to satellites. */
export const CatalogueFilters = z.object({
  cospar: z
    .string()
    .trim()
    .regex(
      /^\d{4}-\d{3}[A-Za-z]{0,3}$/,
      'expected an international designator like 1998-067A (a launch, 1998-067, matches all its pieces)',
    )
    .optional()
    .describe('international designator; a launch (1998-067) matches every piece of it'),
  norad: csvList(z.coerce.number().int().min(1).max(999_999), 'a catalogue number')
    .optional()
    .describe('catalogue numbers, comma-separated'),
  owner: csvList(
    z
      .string()
      .regex(/^[A-Za-z0-9/-]{1,10}$/)
      .transform((s) => s.toUpperCase()),
    'an owner code',
  )
    .optional()
    .describe('SATCAT owner/country codes (US, PRC, CIS, ESA…), comma-separated'),
  objectType: csvList(upper(OBJECT_TYPE_VALUES), 'one of PAY, R/B (or RB), DEB, UNK')
    .optional()
    .describe('PAY, R/B (or RB), DEB, UNK; comma-separated'),
  orbitClass: csvList(upper(ORBIT_CLASS_VALUES), `one of ${ORBIT_CLASS_VALUES.join(', ')}`)
    .optional()
    .describe(`${ORBIT_CLASS_VALUES.join(', ')}; comma-separated`),
  group: csvList(upper(OBJECT_GROUP_VALUES), `one of ${OBJECT_GROUP_VALUES.join(', ')}`)
    .optional()
    .describe('constellation or family; comma-separated'),
  launchedAfter: isoDate.optional().describe('launch date on or after (YYYY-MM-DD)'),
  launchedBefore: isoDate.optional().describe('launch date on or before (YYYY-MM-DD)'),
  decayed: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional()
    .describe('true: only objects SATCAT lists as decayed; false: only those in orbit'),
});
export type CatalogueFilters = z.infer<typeof CatalogueFilters>;

const Counts = z.record(z.string(), z.number().int());
export const CatalogueFacets = z.object({
  total: z.number().int().describe('satellites matching every filter'),
  objectType: Counts,
  orbitClass: Counts,
  group: Counts,
  owner: Counts.describe('the 30 most frequent owners'),
  decayed: z.object({ true: z.number().int(), false: z.number().int() }),
});
export type CatalogueFacets = z.infer<typeof CatalogueFacets>;

export const ElementHistoryPoint = z.object({
  epoch: z.string(),
  perigeeKm: z.number(),
  apogeeKm: z.number(),
  inclinationDeg: z.number(),
  periodMin: z.number(),
});
export const ElementHistory = z.object({
  id: z.string(),
  noradId: z.number().int(),
  retentionDays: z.number().int(),
  points: z.array(ElementHistoryPoint).describe('oldest first'),
});
export type ElementHistory = z.infer<typeof ElementHistory>;
