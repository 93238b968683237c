import { z } from 'zod';
import { CatalogCompleteness, ElementAgeSpread } from './celestial.ts';

/**
 * "How accurate is Cosmos?" (issue 34): each figure is measured by the accuracy job (apps/server modules/accuracy,
 * math in packages/astro/src/accuracy) against an independent reference, and states its method, sample and date.
 * `npm run accuracy` prints the same figures.
 */
const Figure = {
  method: z
    .string()
    .describe('how the figure is measured and against what, in English (the page words it per language)'),
  sampleSize: z.number().int().describe('how many items the figure rests on (passes, points, encounters, predictions)'),
  measuredAt: z.string().describe('when the accuracy job measured it'),
};

const Timing = z.object({
  passes: z.number().int(),
  missed: z.number().int().describe('reference passes the search did not find'),
  medianSeconds: z.number().nullable(),
  p95Seconds: z.number().nullable(),
  maxSeconds: z.number().nullable(),
});

export const PassTimingFigure = z.object({
  ...Figure,
  reference: Timing.extend({
    sites: z.number().int(),
    maxElevationErrorDeg: z.number(),
    generatedBy: z.string(),
  }).describe('against python-sgp4 + astropy: rise, culmination and set of each reference pass'),
  sample: Timing.extend({
    objects: z.number().int(),
    sites: z.number().int(),
    hours: z.number(),
  }).describe("today's catalogue sample against an exhaustive 1-second scan: rise and set of each pass"),
});

export const MagnitudeFamilyFigure = z.object({
  family: z.string(),
  label: z.string(),
  points: z.number().int(),
  independentPoints: z.number().int().describe('points not from the paper the family value comes from'),
  mae: z.number().describe('mean absolute error, magnitudes'),
  bias: z.number().describe('mean of predicted − observed (positive: predicted too faint)'),
});
export const MagnitudeFigure = z.object({ ...Figure, families: z.array(MagnitudeFamilyFigure) });

export const ConjunctionRecallFigure = z.object({
  ...Figure,
  objects: z.number().int().describe('catalogue objects in the sample'),
  planted: z.number().int().describe('objects placed to meet sampled ones at a chosen time and miss distance'),
  windowHours: z.number(),
  thresholdKm: z.number(),
  reference: z.number().int().describe('encounters the brute-force scan found'),
  found: z.number().int().describe('of those, the screen found'),
  recall: z.number().nullable().describe('found / reference; null when the reference found none'),
  maxMissErrorKm: z.number().nullable(),
  maxTcaErrorSeconds: z.number().nullable(),
});

export const ReentryFigure = z.object({
  ...Figure,
  windowPercent: z.number().describe('half-width of the predicted window, percent of the time remaining'),
  resolved: z.number().int().describe('predictions whose object has since decayed'),
  inside: z.number().int(),
  share: z.number().nullable().describe('inside / resolved; null: not enough data yet'),
  objects: z.number().int(),
  pending: z.number().int().describe('predictions recorded whose object still flies'),
  recordingSince: z.string().nullable().describe('when the first prediction was recorded'),
  decaySource: z.enum(['satcat', 'none']).describe("'none': no SATCAT has been fetched, so no decay can be matched"),
});

export const CatalogueFigure = z.object({
  ...Figure,
  objects: z.number().int(),
  source: z.string().describe("the catalogue's source: live, nominal (bundled), imported, mixed"),
  completeness: CatalogCompleteness.nullable(),
  elementAge: ElementAgeSpread,
});

export const AccuracyReport = z.object({
  measuredAt: z.string().nullable().describe('null: the job has not measured yet'),
  passTiming: PassTimingFigure.nullable(),
  magnitudes: MagnitudeFigure.nullable(),
  conjunctions: ConjunctionRecallFigure.nullable(),
  reentries: ReentryFigure.nullable(),
  catalogue: CatalogueFigure.nullable(),
  refreshHours: z.number().describe('how often the job measures again'),
});
export type AccuracyReport = z.infer<typeof AccuracyReport>;
