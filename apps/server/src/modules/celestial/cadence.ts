import type { PlanId } from '@cosmos/contracts';

/** Basic Explorer: "updates every 15 minutes" (spec FAQ). */
export const BASIC_CADENCE_MS = 15 * 60_000;

/**
 * How often a plan receives realtime sky updates, in ms: 0 = every tick (Pro, Enterprise — "real-time
 * updates"), otherwise the interval. No subscription is treated as Basic. The one place plans map
 * to sky cadence; the billing module may later own it as an entitlement.
 */
export function realtimeCadenceMs(planId: PlanId | null | undefined): number {
  return planId === 'pro' || planId === 'enterprise' ? 0 : BASIC_CADENCE_MS;
}
