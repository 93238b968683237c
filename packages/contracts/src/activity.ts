import { z } from 'zod';

/** What a user did recently, as the Dashboard's Recent Activities lists it (their own only). */
export const ActivityKind = z.enum(['new_device', 'plan', 'ticket', 'export', 'vr']);
export type ActivityKind = z.infer<typeof ActivityKind>;

export const Activity = z.object({
  id: z.string(),
  kind: ActivityKind,
  title: z.string(),
  detail: z.string(),
  /** Where in the portal the activity can be seen, when somewhere can. */
  link: z.string().nullable(),
  at: z.string(),
});
export type Activity = z.infer<typeof Activity>;

export const ActivityQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(5) });
