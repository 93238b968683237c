import { SUPPORT_FIRST_RESPONSE_HOURS, type PlanId } from '@cosmos/contracts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { findSubscriptionTerms } from '../billing/billing.service.ts';
import { inActiveEnterpriseTeam } from '../teams/team-plan.service.ts';

/**
 * The one place that says what a plan allows. Every feature asks here; nothing else compares plan ids.
 * Cadence and feature lines follow the spec (§9 features and FAQ): Basic gets updates every 15 minutes,
 * Pro and Enterprise in real time; custom data exports from Pro; API access on Enterprise.
 */
export type Feature = 'customExports' | 'apiAccess' | 'realtime';

export interface Entitlements {
  planId: PlanId;
  /** 0 means real time: every tick of the sky engine. */
  realtimeCadenceMs: number;
  customExports: boolean;
  apiAccess: boolean;
  /** Bytes a user may download per billing period through exports and the API. */
  quotaBytes: number;
  /** Requests per minute allowed for each personal API key. */
  apiRatePerMinute: number;
  /** Support: hours within which an agent first answers a ticket (around the clock), and the lowest priority it gets. */
  supportFirstResponseHours: number;
  supportPriority: 'normal' | 'high' | 'urgent';
}

const GB = 1_000_000_000;

export const PLAN_ENTITLEMENTS: Record<PlanId, Entitlements> = {
  basic: {
    planId: 'basic',
    realtimeCadenceMs: 15 * 60_000,
    customExports: false,
    apiAccess: false,
    quotaBytes: 50 * GB,
    apiRatePerMinute: 0,
    supportFirstResponseHours: SUPPORT_FIRST_RESPONSE_HOURS.basic,
    supportPriority: 'normal',
  },
  pro: {
    planId: 'pro',
    realtimeCadenceMs: 0,
    customExports: true,
    apiAccess: false,
    quotaBytes: 500 * GB,
    apiRatePerMinute: 0,
    supportFirstResponseHours: SUPPORT_FIRST_RESPONSE_HOURS.pro,
    supportPriority: 'high',
  },
  enterprise: {
    planId: 'enterprise',
    realtimeCadenceMs: 0,
    customExports: true,
    apiAccess: true,
    quotaBytes: 5000 * GB,
    apiRatePerMinute: 120,
    supportFirstResponseHours: SUPPORT_FIRST_RESPONSE_HOURS.enterprise,
    supportPriority: 'urgent',
  },
};

/** Which plan first offers a feature, for the upgrade prompt. */
export const REQUIRED_PLAN: Record<Exclude<Feature, 'realtime'>, PlanId> = {
  customExports: 'pro',
  apiAccess: 'enterprise',
};
const FEATURE_LABEL: Record<Exclude<Feature, 'realtime'>, string> = {
  customExports: 'Custom data exports',
  apiAccess: 'API access',
};
const PLAN_NAME: Record<PlanId, string> = {
  basic: 'Basic Explorer',
  pro: 'Pro Navigator',
  enterprise: 'Enterprise Mission',
};

export const entitlementsFor = (planId: PlanId) => PLAN_ENTITLEMENTS[planId];

/** Realtime update cadence of a plan in ms (0 = real time). */
export const realtimeCadenceMs = (planId: PlanId | null | undefined) =>
  PLAN_ENTITLEMENTS[planId ?? 'basic'].realtimeCadenceMs;

/** The cadence a user gets now (Basic's when canceled or past due). */
export const userRealtimeCadenceMs = async (q: Queryable, userId: string) =>
  (await userEntitlements(q, userId)).realtimeCadenceMs;

/**
 * What a user may do now. A subscription that is canceled (after its period) or past due
 * (its last invoice failed) gets Basic's allowances until it is paid again. A member of an Enterprise
 * team gets Enterprise while the team owner's own subscription is active (read on every call, so a
 * removal or a downgrade takes effect at once in every process); quota periods stay the user's own.
 */
export async function userEntitlements(q: Queryable, userId: string) {
  const s = await findSubscriptionTerms(q, userId);
  const paid = s && (s.status === 'active' || s.status === 'trialing');
  const own: PlanId = paid ? s.plan_id : 'basic';
  const planId: PlanId = own !== 'enterprise' && (await inActiveEnterpriseTeam(q, userId)) ? 'enterprise' : own;
  return {
    ...PLAN_ENTITLEMENTS[planId],
    periodStart: s ? new Date(s.current_period_start) : null,
    periodEnd: s ? new Date(s.current_period_end) : null,
  };
}

/** 403 with code 'plan_required' and the plan that unlocks the feature; the web shows an upgrade prompt. */
export function planRequired(feature: Exclude<Feature, 'realtime'>) {
  const plan = REQUIRED_PLAN[feature];
  return new AppError(
    403,
    'plan_required',
    `${FEATURE_LABEL[feature]} needs the ${PLAN_NAME[plan]} plan or higher. Upgrade at /subscription-plans.`,
    [{ field: 'requiredPlan', message: plan }],
  );
}

export async function requireFeature(q: Queryable, userId: string, feature: Exclude<Feature, 'realtime'>) {
  const e = await userEntitlements(q, userId);
  if (!e[feature]) throw planRequired(feature);
  return e;
}

/** The plan of the user's own paid subscription (never one lent by a team): what may own a team. */
export async function ownPlan(q: Queryable, userId: string): Promise<PlanId> {
  const s = await findSubscriptionTerms(q, userId);
  return s && (s.status === 'active' || s.status === 'trialing') ? s.plan_id : 'basic';
}
