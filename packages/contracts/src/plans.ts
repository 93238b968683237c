import type { Plan, PlanId } from './billing.ts';

/** The spec's §9 plans, prices and features, exactly. Prices are kept in integer cents. */
export const PLANS: Omit<Plan, 'price'>[] = [
  {
    id: 'basic',
    name: 'Basic Explorer',
    priceCents: 999,
    period: 'per month',
    icon: 'rocket',
    description: 'Start exploring satellites and the sky.',
    features: ['Basic satellite data access', 'Standard resolution imagery', 'Daily updates', 'Email support'],
  },
  {
    id: 'pro',
    name: 'Pro Navigator',
    priceCents: 2999,
    period: 'per month',
    icon: 'explore',
    description: 'Real-time data and exports for enthusiasts and researchers.',
    features: [
      'Advanced data access',
      'High resolution imagery',
      'Real-time updates',
      'Priority support',
      'Custom data exports',
    ],
  },
  {
    id: 'enterprise',
    name: 'Enterprise Mission',
    priceCents: 9999,
    period: 'per month',
    icon: 'satellite',
    description: 'Full access, alerts and API for teams and organisations.',
    features: [
      'Full data access',
      'Ultra-high resolution imagery',
      'Real-time updates with alerts',
      '24/7 dedicated support',
      'Custom exports',
      'API access',
      'Team collaboration tools',
    ],
  },
];

export const PLAN_RANK: Record<PlanId, number> = { basic: 0, pro: 1, enterprise: 2 };

/**
 * Seats included with a plan's team (Enterprise's "Team collaboration tools"): the owner counts as one seat,
 * and pending invitations hold one each. Plans without an entry cannot own a team.
 */
/** Hours within which a ticket gets its first answer, by plan (the server's SLA and the plan cards both read this). */
export const SUPPORT_FIRST_RESPONSE_HOURS: Record<PlanId, number> = { basic: 48, pro: 8, enterprise: 1 };

export const PLAN_TEAM_SEATS: Partial<Record<PlanId, number>> = { enterprise: 10 };

/**
 * Seats beyond the included ones, per seat and month, in cents (our price: the spec names none). Charged to the team
 * owner's subscription: prorated on the day they are added, then with every renewal.
 */
export const PLAN_SEAT_PRICE_CENTS: Partial<Record<PlanId, number>> = { enterprise: 1500 };
/** The most seats a team may hold in all (included + bought): a guard against a typo billing thousands. */
export const MAX_TEAM_SEATS = 200;
