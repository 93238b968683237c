import { z } from 'zod';

export const Discovery = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
  icon: z.string(),
  date: z.string(),
});
export type Discovery = z.infer<typeof Discovery>;

export const Faq = z.object({ id: z.string(), question: z.string(), answer: z.string() });
export type Faq = z.infer<typeof Faq>;

const EventPlanet = z.enum(['Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune']);
/** What a computed sky event is, as data (packages/astro events.ts `SkyEventAbout`); absent on the ISS pass. */
export const SkyEventAbout = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('moonPhase'), phase: z.enum(['newMoon', 'firstQuarter', 'fullMoon', 'lastQuarter']) }),
  z.object({
    kind: z.literal('solarEclipse'),
    eclipse: z.enum(['partial', 'annular', 'total', 'hybrid']),
    greatest: z.object({ lat: z.number(), lon: z.number() }).nullable(),
  }),
  z.object({
    kind: z.literal('lunarEclipse'),
    eclipse: z.enum(['penumbral', 'partial', 'total']),
    totalMinutes: z.number().nullable(),
  }),
  z.object({ kind: z.enum(['opposition', 'inferiorConjunction', 'superiorConjunction']), body: EventPlanet }),
  z.object({
    kind: z.literal('closeApproach'),
    bodies: z.tuple([EventPlanet, EventPlanet]),
    separationDeg: z.number(),
  }),
]);
export type SkyEventAbout = z.infer<typeof SkyEventAbout>;

export const SkyEvent = z.object({
  id: z.string(),
  kind: z.enum(['event', 'update', 'alert']),
  /** In the reader's Settings language. */
  title: z.string(),
  date: z.string(),
  end: z
    .string()
    .optional()
    .describe("when it ends; a visible pass: the end of its visible part (else an hour's entry)"),
  detail: z.string(),
  about: SkyEventAbout.optional(),
});
export type SkyEvent = z.infer<typeof SkyEvent>;

export const DocLink = z.object({
  id: z.string(),
  title: z.string(),
  href: z.string(),
  summary: z.string(),
  body: z.string(),
  updatedAt: z.string(),
});
export type DocLink = z.infer<typeof DocLink>;

/** GET /api/docs/:id: one documentation page, its Markdown rendered to sanitised HTML on the server. */
export const DocPageView = DocLink.extend({ html: z.string() });
export type DocPageView = z.infer<typeof DocPageView>;
export const DocIdParams = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[a-z0-9-]+$/, 'Unknown document'),
});
export const DocsExportQuery = z.object({
  format: z.enum(['pdf', 'md'], { message: 'Format must be pdf or md' }).default('pdf'),
});
