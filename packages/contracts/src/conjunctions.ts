import { z } from 'zod';
import { CatalogueFilters } from './catalogue.ts';

/** A catalogue object as the sky directory names it: `sat-<NORAD number>`. */
export const SatObjectId = z.string().regex(/^sat-[1-9]\d{0,8}$/, 'must be a satellite id such as sat-25544');

const iso = z.iso.datetime({ offset: true });

/** The object types the list filters on and shows: SATCAT's PAY, R/B, DEB, UNK. */
export const ConjunctionObjectType = z.enum(['payload', 'rocket-body', 'debris', 'unknown']);
export type ConjunctionObjectType = z.infer<typeof ConjunctionObjectType>;

/** An object's owner as SATCAT codes it, with the catalogue's readable name when it knows the code. */
export const ConjunctionOwner = z.object({
  code: z.string(),
  name: z.string().nullable(),
  /** ISO 3166-1 alpha-2 when the owner is one country (for a name in the reader's language), else null. */
  country: z.string().nullable(),
});
export type ConjunctionOwner = z.infer<typeof ConjunctionOwner>;

export const ConjunctionObject = z.object({
  id: SatObjectId,
  noradId: z.number().int(),
  name: z.string(),
  /** Null when the catalogue has no SATCAT row for the object. */
  owner: ConjunctionOwner.nullable(),
  objectType: ConjunctionObjectType,
  /** 'satcat' when the type is SATCAT's; 'name' when it is guessed from the name ("… DEB", "… R/B"). */
  objectTypeFrom: z.enum(['satcat', 'name']),
  /** Age of the element set at TCA (days; negative when the epoch is after TCA). */
  elementAgeDays: z.number(),
  epoch: z.string(),
});

export const Conjunction = z.object({
  id: z.string(),
  primary: ConjunctionObject,
  secondary: ConjunctionObject,
  tca: z.string(),
  missKm: z.number(),
  relativeSpeedKmS: z.number(),
  /** Secondary minus primary at TCA in the primary's radial / in-track / cross-track frame (km). */
  ric: z.object({ radialKm: z.number(), inTrackKm: z.number(), crossTrackKm: z.number() }),
  probability: z
    .object({
      max: z
        .number()
        .describe(
          'largest collision probability over every isotropic covariance scale (Alfano 2005, as SOCRATES): needs no covariance',
        ),
      foster: z
        .number()
        .nullable()
        .describe(
          "Foster's probability with the configured default covariance (CONJUNCTION_DEFAULT_SIGMA_KM); null when none is configured or the elements do not propagate",
        ),
      hardBodyRadiusM: z
        .number()
        .describe('combined hard-body radius assumed (m): both objects, from SATCAT radar size'),
      defaultSigmaKm: z
        .object({ radial: z.number(), inTrack: z.number(), crossTrack: z.number() })
        .nullable()
        .describe('the per-object 1-sigma position uncertainty Foster used'),
    })
    .describe(
      'Short-encounter model in the encounter plane. Hard body: each object a disc of the area its SATCAT RCS class stands for (SMALL 0.1 m², MEDIUM 1 m², LARGE 10 m²; MEDIUM when unknown)',
    ),
});
export type Conjunction = z.infer<typeof Conjunction>;

export const ConjunctionSort = z.enum(['miss', 'tca', 'probability']);

export const ConjunctionListQuery = z
  .object({
    id: SatObjectId.optional(),
    q: z.string().trim().max(100).optional(),
    type: ConjunctionObjectType.optional().describe(
      "either object's type: SATCAT's when the catalogue has it, else guessed from the name ('unknown' only from SATCAT)",
    ),
    owner: CatalogueFilters.shape.owner.describe(
      'SATCAT owner/country codes (US, PRC, CIS, ESA…), comma-separated: encounters where either object belongs to one',
    ),
    from: iso.optional(),
    to: iso.optional(),
    maxKm: z.coerce.number().positive().max(100).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
    cursor: z
      .string()
      .regex(/^\d{1,9}$/, 'must be a cursor returned by a previous page')
      .optional(),
    sort: ConjunctionSort.default('miss'),
  })
  .refine((v) => !v.from || !v.to || Date.parse(v.from) <= Date.parse(v.to), {
    path: ['to'],
    message: 'must not be before from',
  });

export const ConjunctionRun = z.object({
  id: z.string(),
  status: z.enum(['running', 'done', 'failed']),
  trigger: z.enum(['catalog', 'admin', 'start']),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  durationMs: z.number().nullable(),
  windowStart: z.string(),
  windowEnd: z.string(),
  thresholdKm: z.number(),
  objects: z.number().nullable(),
  pairsExamined: z.number().nullable(),
  conjunctions: z.number().nullable(),
  /** Encounters the run found; more than `conjunctions` when only the closest were kept. */
  found: z.number().nullable(),
  error: z.string().nullable(),
});
export type ConjunctionRun = z.infer<typeof ConjunctionRun>;

export const ConjunctionPage = z.object({
  items: z.array(Conjunction),
  nextCursor: z.string().nullable(),
  /** The run whose results are listed (null before the first finished run). */
  run: ConjunctionRun.nullable(),
});

/** GET /api/conjunctions/owners: the owners of the listed encounters' objects, most encounters first. */
export const ConjunctionOwners = z.object({
  owners: z.array(ConjunctionOwner.extend({ encounters: z.number().int() })),
});
export type ConjunctionOwners = z.infer<typeof ConjunctionOwners>;

export const ConjunctionStatus = z.object({
  latest: ConjunctionRun.nullable(),
  current: ConjunctionRun.nullable(),
  days: z.number(),
  thresholdKm: z.number(),
});

/** Positions of both objects around TCA (TEME km), for the 3D view. */
export const ConjunctionTrack = z.object({
  conjunction: Conjunction,
  stepS: z.number(),
  times: z.array(z.string()),
  primary: z.array(z.tuple([z.number(), z.number(), z.number()])),
  secondary: z.array(z.tuple([z.number(), z.number(), z.number()])),
  /** The same, sampled finely over the few seconds (or less) in which the pass happens: 101 samples centred on TCA. */
  closeUp: z.object({
    stepS: z.number(),
    primary: z.array(z.tuple([z.number(), z.number(), z.number()])),
    secondary: z.array(z.tuple([z.number(), z.number(), z.number()])),
  }),
});

export const FollowedObject = z.object({
  objectId: SatObjectId,
  name: z.string(),
  thresholdKm: z.number(),
  createdAt: z.string(),
});
export type FollowedObject = z.infer<typeof FollowedObject>;
/** GET /api/teams/:teamId/follows: an object the team shares; every member gets its alerts. */
export const TeamFollowedObject = FollowedObject.extend({ sharedBy: z.string().nullable() });
export type TeamFollowedObject = z.infer<typeof TeamFollowedObject>;
export const FollowBody = z.object({ thresholdKm: z.number().positive().max(50).default(5) });
export const ObjectIdParam = z.object({ objectId: SatObjectId });
