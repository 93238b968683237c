import { z } from 'zod';
import { ObserverStation, SkyPass } from './celestial.ts';

/**
 * Launches (Launch Library 2 format at the source) and the re-entry watch. A launch id is the source's
 * id (LL2 uses UUIDs); the bundled offline samples use `sample-<n>` and say `sample: true`.
 */
export const LaunchId = z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'must be a launch id');
export const LaunchIdParam = z.object({ id: LaunchId });

export const LaunchStatus = z.object({
  /** Launch Library's short form: Go, TBD, TBC, Hold, In Flight, Success, Failure, Partial Failure. */
  abbrev: z.string(),
  name: z.string(),
});

export const LaunchObject = z.object({
  /** The sky directory's id (`sat-<NORAD>`); object pages live at /objects/:id. */
  id: z.string(),
  name: z.string(),
  /** International (COSPAR) designator, e.g. 1998-067A. */
  designator: z.string(),
});

export const Launch = z.object({
  id: LaunchId,
  name: z.string(),
  status: LaunchStatus,
  /** No-earlier-than time (ISO); the countdown's target. */
  net: z.string(),
  windowStart: z.string().nullable(),
  windowEnd: z.string().nullable(),
  vehicle: z.string(),
  provider: z.string().nullable(),
  mission: z.object({
    name: z.string().nullable(),
    description: z.string().nullable(),
    type: z.string().nullable(),
    orbit: z.string().nullable(),
  }),
  pad: z.object({ name: z.string().nullable(), location: z.string().nullable() }),
  /** COSPAR launch designator (e.g. 2026-123) once assigned. */
  launchDesignator: z.string().nullable(),
  /** Catalogue objects of this launch (matched by designator prefix); empty until they appear. */
  objects: z.array(LaunchObject),
  sample: z.boolean(),
  following: z.boolean(),
});
export type Launch = z.infer<typeof Launch>;

/** A query object that answers an unknown parameter with an issue naming it (zod's strict mode names none). */
function knownParams<S extends z.ZodRawShape>(shape: S) {
  return z.looseObject(shape).superRefine((v, ctx) => {
    for (const k of Object.keys(v))
      if (!(k in shape)) ctx.addIssue({ code: 'custom', path: [k], message: 'is not a known parameter' });
  }) as unknown as z.ZodObject<S>;
}

export const LaunchWindow = z.enum(['upcoming', 'recent']);
export const LaunchListQuery = knownParams({
  window: LaunchWindow.default('upcoming'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const LaunchSourceStatus = z.object({
  /** live: the last good fetch of LAUNCHES_URL; sample: the bundled offline entries. */
  source: z.enum(['live', 'sample']),
  lastRefresh: z.string().nullable(),
  lastError: z.string().nullable(),
});

export const LaunchList = z.object({
  items: z.array(Launch),
  status: LaunchSourceStatus,
});
export type LaunchList = z.infer<typeof LaunchList>;

export const LaunchFollow = z.object({ launchId: LaunchId, following: z.boolean() });

/** A launch followed by a whole team (GET/PUT/DELETE /api/teams/:teamId/launches/:id): every member is notified. */
export const TeamFollowedLaunch = z.object({
  launchId: LaunchId,
  /** The launch's name, or its id when the current set no longer holds it (a follow outlives a refresh). */
  name: z.string(),
  net: z.string().nullable(),
  sharedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type TeamFollowedLaunch = z.infer<typeof TeamFollowedLaunch>;

export const ActiveMission = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['station', 'crew-vehicle', 'notable']),
  designator: z.string(),
  perigeeKm: z.number(),
  apogeeKm: z.number(),
  inclinationDeg: z.number(),
});
export const ActiveMissionList = z.object({ items: z.array(ActiveMission) });
export type ActiveMission = z.infer<typeof ActiveMission>;

export const ReentryQuery = knownParams({
  /** Predicted re-entries up to this many days ahead. */
  horizonDays: z.coerce.number().int().min(1).max(365).default(90),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const Reentry = z.object({
  id: z.string(),
  name: z.string(),
  noradId: z.number().int(),
  designator: z.string(),
  perigeeKm: z.number(),
  apogeeKm: z.number(),
  /** Perigee decay rate (km/day) from the mean-motion trend (element-set history, or the current set's ṅ). */
  decayKmPerDay: z.number(),
  elementEpoch: z.string(),
  predicted: z.string(),
  windowStart: z.string(),
  windowEnd: z.string(),
  basis: z
    .enum(['history', 'elements'])
    .optional()
    .describe('history: a line fitted through the element-set history; elements: the current set’s ṅ alone'),
});
export type Reentry = z.infer<typeof Reentry>;

export const DecayedObject = z.object({
  id: z.string(),
  name: z.string(),
  noradId: z.number().int(),
  decayDate: z.string(),
  objectType: z.string().nullable().describe("SATCAT's PAY, R/B, DEB or UNK"),
  owner: z.string().nullable().describe('SATCAT owner code'),
});

export const ReentryList = z.object({
  model: z.string(),
  items: z.array(Reentry),
  /** Objects known to have re-entered in the last `decayedWindowDays` days (SATCAT decay dates). */
  decayed: z.array(DecayedObject),
  decayedWindowDays: z.number().int(),
  decayedSource: z
    .enum(['satcat', 'sample'])
    .describe("'sample': no SATCAT was ever fetched; well-known past re-entries bundled as an example"),
});
export type ReentryList = z.infer<typeof ReentryList>;

/** A launch train (issue 34): objects of one launch in the last 14 days still strung close together along one orbit. */
export const LaunchTrain = z.object({
  launch: z.string().describe('COSPAR launch ("2026-230"), or "unknown" when the elements carry none'),
  name: z.string().describe("the members' common name, e.g. STARLINK"),
  members: z.number().int(),
  memberIds: z
    .array(z.string())
    .describe('sat-<catalogue number> in order along the orbit, the lead first (at most 60)'),
  leadId: z.string(),
  leadName: z.string(),
  lengthKm: z.number().describe('from the lead to the last member, along the chain'),
  maxGapKm: z.number().describe('largest gap between neighbours'),
  passes: z
    .array(SkyPass)
    .describe("the lead's visible passes over the user's place in the next 2 days (the train follows within minutes)"),
});
export const LaunchTrains = z.object({
  source: z
    .enum(['supplemental', 'catalogue', 'sample'])
    .describe(
      "'supplemental': SUPGP_URL's pre-launch and operator elements; 'catalogue': objects launched in the last 14 days; 'sample': the bundled sample train, shown when neither has one",
    ),
  sourceError: z.string().nullable().describe('why SUPGP_URL could not be used (then the catalogue or the sample is)'),
  windowDays: z.number().int(),
  station: ObserverStation.nullable().describe('null: no saved place, so no passes'),
  computedAt: z.string(),
  trains: z.array(LaunchTrain),
});
export type LaunchTrains = z.infer<typeof LaunchTrains>;
