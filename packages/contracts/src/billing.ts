import { z } from 'zod';

export const PlanId = z.enum(['basic', 'pro', 'enterprise']);
export type PlanId = z.infer<typeof PlanId>;

export const Plan = z.object({
  id: PlanId,
  name: z.string(),
  /** USD per month, for display; amounts are computed in integer cents (priceCents). */
  price: z.number(),
  priceCents: z.number().int(),
  period: z.literal('per month'),
  description: z.string(),
  features: z.array(z.string()),
  icon: z.string(),
});
export type Plan = z.infer<typeof Plan>;

export const SubscriptionStatus = z.enum(['active', 'trialing', 'past_due', 'canceled']);
export const Subscription = z.object({
  planId: PlanId,
  plan: Plan,
  status: SubscriptionStatus,
  currentPeriodStart: z.string(),
  currentPeriodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  pendingPlanId: PlanId.nullable(),
  availablePlans: z.array(Plan),
});
export type Subscription = z.infer<typeof Subscription>;

export const Invoice = z.object({
  id: z.string(),
  number: z.string(),
  date: z.string(),
  amount: z.number(),
  amountCents: z.number().int(),
  status: z.enum(['Paid', 'Open', 'Failed', 'Void']),
  plan: z.string(),
});
export type Invoice = z.infer<typeof Invoice>;

export const ChangePlanBody = z.object({ planId: PlanId });
