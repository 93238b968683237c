/**
 * What the assistant is asked, as data (issue 33): one typed query that the built-in understanding
 * layer fills from the words, or that a language model fills through function calling; the tools
 * answer the query and never see the words. Times are ISO 8601; a missing place is the asker's
 * default place, a missing language the asker's Settings language.
 */
import { z } from 'zod';
import { PlanId } from './billing.ts';

export const ASSISTANT_INTENTS = [
  'plans.list',
  'plans.price',
  'plans.feature',
  'account.plan',
  'account.renewal',
  'account.invoices',
  'account.keys',
  'account.usage',
  'account.summary',
  'howto',
  'sky.where',
  'sky.visible',
  'sky.distance',
  'sky.phase',
  'sky.eclipse',
  'sky.opposition',
  'sky.conjunction',
  'sky.riseset',
  'sky.passes',
  'sky.tonight',
  'sky.brightest',
  'sky.constellation',
  'sky.satconjunction',
  'sky.meteors',
  'launches.next',
  'launches.last',
  'reentries.recent',
  'reentries.predicted',
  'catalogue.count',
  'vr.list',
  'weather',
  'privacy.others',
  'action.request',
  'tickets.list',
  'tickets.create',
  'smalltalk.greeting',
  'smalltalk.thanks',
  'smalltalk.capabilities',
  'smalltalk.outofscope',
] as const;
export const AssistantIntent = z.enum(ASSISTANT_INTENTS);
export type AssistantIntent = z.infer<typeof AssistantIntent>;

const PLANETS = ['mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const;

/** A thing the question names. Satellites by name, catalogue number (up to six digits) or COSPAR id. */
export const AssistantObject = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('satellite'),
    name: z.string().max(80).optional(),
    noradId: z.number().int().min(1).max(999_999).optional(),
    cospar: z
      .string()
      .regex(/^\d{4}-\d{3}[A-Za-z]{0,3}$/)
      .optional(),
  }),
  z.object({ kind: z.literal('planet'), id: z.enum(PLANETS) }),
  z.object({ kind: z.literal('moon') }),
  z.object({ kind: z.literal('sun') }),
  z.object({ kind: z.literal('star'), name: z.string().max(80) }),
  z.object({ kind: z.literal('deepSky'), name: z.string().max(80) }),
  z.object({ kind: z.literal('smallBody'), name: z.string().max(80) }),
  z.object({ kind: z.literal('plan'), id: PlanId }),
  /** Launches, optionally of one rocket family or launch provider ("Falcon 9", "SpaceX"). */
  z.object({
    kind: z.literal('launch'),
    which: z.enum(['next', 'last']),
    rocket: z.string().max(40).optional(),
    agency: z.string().max(40).optional(),
  }),
  /** A constellation or family of satellites (starlink, oneweb, gps, …). */
  z.object({ kind: z.literal('group'), id: z.string().regex(/^[a-z0-9-]{2,20}$/) }),
]);
export type AssistantObject = z.infer<typeof AssistantObject>;

export const AssistantQuery = z.object({
  intent: AssistantIntent,
  objects: z.array(AssistantObject).max(5).default([]),
  /** The time asked about ("tomorrow night", "on Christmas"); now when absent. */
  time: z
    .object({ from: z.iso.datetime({ offset: true }), to: z.iso.datetime({ offset: true }).optional() })
    .optional(),
  /** Where from; the asker's default place when absent. */
  place: z
    .object({
      lat: z.number().min(-90).max(90),
      lon: z.number().min(-180).max(180),
      name: z.string().max(80).optional(),
    })
    .optional(),
  language: z.enum(['en', 'es', 'fr', 'de', 'it', 'pt', 'ja', 'zh']).optional(),
  phase: z.enum(['new', 'first', 'full', 'last']).optional(),
  eclipse: z.enum(['solar', 'lunar']).optional(),
  /** A meteor shower by its IMO name ("geminids", "perseids", …); the next one when absent. */
  shower: z
    .enum([
      'quadrantids',
      'lyrids',
      'eta-aquariids',
      'southern-delta-aquariids',
      'perseids',
      'draconids',
      'orionids',
      'leonids',
      'geminids',
      'ursids',
    ])
    .optional(),
  event: z.enum(['rise', 'set']).optional(),
  period: z.enum(['month', 'year']).optional(),
  /** A plan feature ("api", "exports", "alerts", …). */
  feature: z.string().max(40).optional(),
  /** What kind of thing "the brightest …" asks for. */
  category: z.enum(['planet', 'star']).optional(),
  /** The point on Earth below the object is asked for ("over where is the ISS?"). */
  overWhere: z.boolean().optional(),
  /** Only what can be seen with the eye (visible passes). */
  visibleOnly: z.boolean().optional(),
  /** Catalogue counts: SATCAT owner code ("US", "PRC", "CIS") and object type (payload, rocket body, debris). */
  owner: z
    .string()
    .regex(/^[A-Z/]{2,6}$/)
    .optional(),
  objectType: z.enum(['PAY', 'R/B', 'DEB']).optional(),
  /** 0 for "the next", 1 for "the one after", … */
  nth: z.number().int().min(0).max(10).default(0),
  /** The question wants a yes or a no first ("is Mars up?"). */
  yesNo: z.boolean().default(false),
  /** Words to search the documentation with (how-to questions). */
  search: z.string().max(300).optional(),
});
export type AssistantQuery = z.infer<typeof AssistantQuery>;
export type AssistantQueryInput = z.input<typeof AssistantQuery>;
