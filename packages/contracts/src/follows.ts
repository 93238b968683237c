/**
 * One follow list (issue 32): the satellites and launches a user follows, each with its alert settings. Every page
 * that offers Follow (object page, 3D selection, conjunction dialog, Observing, launches, Settings) reads this list.
 */
import { z } from 'zod';

export const FollowKind = z.enum(['satellite', 'launch']);
export type FollowKind = z.infer<typeof FollowKind>;

export const FollowAlerts = z.object({
  passes: z.boolean().describe('visible passes over the default place (satellites)'),
  conjunctions: z.boolean().describe('close approaches under thresholdKm (satellites)'),
  reentry: z.boolean().describe('changes of the predicted re-entry window (satellites)'),
  launchStatus: z.boolean().describe('status changes and the window an hour ahead (launches)'),
});
export type FollowAlerts = z.infer<typeof FollowAlerts>;

/** Which visible passes alert (issue 35): every one, or only those the outlook judges 'go', or 'go' and 'maybe'. */
export const PassVerdictFilter = z.enum(['any', 'maybe', 'go']);
export type PassVerdictFilter = z.infer<typeof PassVerdictFilter>;
/** Minutes before a pass becomes visible that its alert goes out (0: as it becomes visible). */
export const LeadMinutes = z.number().int().min(0).max(60);

export const Follow = z.object({
  kind: FollowKind,
  /** sat-<catalogue number> for a satellite, the launch's id for a launch. */
  objectId: z.string(),
  name: z.string(),
  thresholdKm: z.number().describe('largest miss distance that still alerts on a conjunction'),
  alerts: FollowAlerts,
  /** Pass alerts only: how long before the pass becomes visible the alert goes out. */
  leadMinutes: LeadMinutes,
  /** Pass alerts only: 'go' alerts only on passes judged go; 'maybe' on go or maybe; 'any' on every visible pass. */
  passVerdict: PassVerdictFilter,
  createdAt: z.string(),
});
export type Follow = z.infer<typeof Follow>;

/**
 * PUT /api/follows/:objectId: follow (every alert on, 5 km) or change the alerts of a follow; no body just follows.
 * Launches are followed at PUT /api/launches/:id/follow.
 */
export const FollowSatelliteBody = z
  .object({
    thresholdKm: z.number().positive().max(50).optional(),
    alerts: FollowAlerts.omit({ launchStatus: true }).partial().optional(),
    leadMinutes: LeadMinutes.optional(),
    passVerdict: PassVerdictFilter.optional(),
  })
  .nullish();
export type FollowSatelliteBody = z.input<typeof FollowSatelliteBody>;
