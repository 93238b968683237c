/** The observer's exports: the private calendar feed and element-set downloads (issue 13). */
import { z } from 'zod';

export const CalendarFeedStatus = z.object({
  active: z.boolean().describe('a feed URL exists (its secret is stored hashed, so the URL is shown only once)'),
  locationId: z.string().nullable().describe('the saved location the passes are for; null: the default place'),
  createdAt: z.string().nullable(),
  lastFetchedAt: z.string().nullable().describe('when a calendar app last fetched it'),
});
export type CalendarFeedStatus = z.infer<typeof CalendarFeedStatus>;

export const RotateCalendarFeedBody = z.object({
  locationId: z.string().uuid().nullable().default(null),
});
export type RotateCalendarFeedBody = z.input<typeof RotateCalendarFeedBody>;

export const CalendarFeedCreated = CalendarFeedStatus.extend({
  url: z.string().describe('the secret feed URL; store it now, it cannot be shown again'),
});
export type CalendarFeedCreated = z.infer<typeof CalendarFeedCreated>;

export const CalendarFeedFileParam = z.object({
  file: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/, 'expected <secret>.ics'),
});

export const ELEMENT_FORMATS = ['tle', 'omm-json', 'omm-xml'] as const;
export const MAX_ELEMENT_IDS = 200;
export const ElementsQuery = z.object({
  ids: z
    .string()
    .regex(/^sat-[1-9]\d{0,5}(,sat-[1-9]\d{0,5})*$/, 'expected comma-separated sat-<catalogue number>')
    .optional()
    .describe('satellites to export; without it, the ones the user follows'),
  format: z.enum(ELEMENT_FORMATS).default('tle'),
});
