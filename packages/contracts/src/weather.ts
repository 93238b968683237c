/**
 * Weather and the "will I see it?" outlook (issue 35): the hourly forecast at the observing place, and a
 * go / maybe / no verdict with its reasons in words for each visible pass and each night.
 */
import { z } from 'zod';
import { SatelliteId } from './common.ts';
import { ObserverStation } from './celestial.ts';

const Iso = z.string();
const Pct = z.number().min(0).max(100);

export const WeatherHour = z.object({
  time: Iso.describe('start of the hour (UTC)'),
  cloudLowPct: Pct,
  cloudMidPct: Pct,
  cloudHighPct: Pct,
  cloudTotalPct: Pct,
  precipitationProbabilityPct: Pct.nullable(),
  visibilityM: z.number().nullable(),
});
export type WeatherHour = z.infer<typeof WeatherHour>;

export const WeatherSource = z
  .enum(['live', 'sample'])
  .describe('live: from WEATHER_URL; sample: the bundled offline forecast, not real weather');

export const WeatherQuery = z.object({ locationId: z.string().uuid().optional() });

export const WeatherForecast = z.object({
  station: ObserverStation,
  source: WeatherSource,
  fetchedAt: Iso,
  hours: z.array(WeatherHour),
});
export type WeatherForecast = z.infer<typeof WeatherForecast>;

export const VerdictValue = z.enum(['go', 'maybe', 'no']);
export type VerdictValue = z.infer<typeof VerdictValue>;

const Judgement = {
  verdict: VerdictValue,
  reason: z.string().describe('the reasons in words, in the reader’s language, the deciding one first'),
  reasons: z.array(z.object({ code: z.string(), verdict: VerdictValue, text: z.string() })),
};

export const PassOutlook = z.object({
  id: z.string().describe('sat-<catalogue number>'),
  name: z.string(),
  rise: Iso.describe("the pass's rise time, as in /api/sky/passes"),
  visibleFrom: Iso.nullable().describe('first moment visible and above the horizon profile'),
  visibleTo: Iso.nullable(),
  maxMagnitude: z.number().nullable(),
  magnitudeSigma: z.number().nullable().describe('one sigma of maxMagnitude, as in /api/sky/passes'),
  limitingMagnitude: z.number().describe('faintest magnitude the eye sees there then (twilight and Moon)'),
  hiddenByHorizon: z.boolean(),
  weather: WeatherHour.nullable(),
  ...Judgement,
});
export type PassOutlook = z.infer<typeof PassOutlook>;

export const NightOutlook = z.object({
  date: z.string().describe("the evening's date at the place"),
  from: Iso.describe('dusk (end of nautical twilight, else civil)'),
  to: Iso,
  limitingMagnitude: z.number().describe('at the zenith in the middle of the night'),
  moonIllumination: z.number(),
  ...Judgement,
});
export type NightOutlook = z.infer<typeof NightOutlook>;

export const OutlookQuery = z.object({
  locationId: z.string().uuid().optional(),
  id: SatelliteId.optional().describe('one satellite; default: every satellite the user follows'),
  days: z.coerce.number().int().min(1).max(7).default(2),
  verdict: z.enum(['go', 'maybe', 'any']).default('any').describe('go: only "go" passes; maybe: "go" and "maybe"'),
});

export const Outlook = z.object({
  station: ObserverStation,
  weatherSource: WeatherSource,
  nights: z.array(NightOutlook),
  passes: z.array(PassOutlook),
});
export type Outlook = z.infer<typeof Outlook>;
