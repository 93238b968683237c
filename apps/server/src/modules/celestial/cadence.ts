/**
 * Sky cadence per plan lives with the other plan allowances in the entitlements module; the sky
 * engine asks it through these names.
 */
import { PLAN_ENTITLEMENTS } from '../entitlements/entitlements.ts';

export { realtimeCadenceMs } from '../entitlements/entitlements.ts';

/** Basic Explorer: "updates every 15 minutes" (spec FAQ). */
export const BASIC_CADENCE_MS = PLAN_ENTITLEMENTS.basic.realtimeCadenceMs;
