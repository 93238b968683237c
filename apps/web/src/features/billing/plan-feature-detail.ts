import {
  IMAGERY_TIERS,
  PLAN_SEAT_PRICE_CENTS,
  PLAN_TEAM_SEATS,
  SUPPORT_FIRST_RESPONSE_HOURS,
  type PlanId,
} from '@cosmos/contracts';
import { formatCurrency, formatNumber } from '../../lib/i18n';

/**
 * The info line under a plan card's feature, so the card says what a vague line means (issue 18): the imagery lines
 * name the deepest zoom level and its ground resolution, the team line the seats included. The numbers come from
 * the same catalogue the server enforces, never from copy. Matches the catalogue's English feature text, which is
 * what the server sends; returns null for lines that need no detail.
 */
export function planFeatureDetail(
  planId: PlanId,
  feature: string,
): { key: string; values: Record<string, number | string> } | null {
  if (/resolution imagery$/i.test(feature)) {
    const tier = IMAGERY_TIERS[planId];
    const km = tier.metresPerPixel >= 1000;
    return {
      key: km ? 'plan.detail.imageryKm' : 'plan.detail.imageryM',
      values: {
        zoom: tier.maxZoom,
        resolution: formatNumber(km ? Math.round(tier.metresPerPixel / 100) / 10 : tier.metresPerPixel),
      },
    };
  }
  if (/^team collaboration tools$/i.test(feature)) {
    const seats = PLAN_TEAM_SEATS[planId];
    const price = PLAN_SEAT_PRICE_CENTS[planId];
    return seats && price
      ? { key: 'plan.detail.teamSeats', values: { seats, price: formatCurrency(price / 100) } }
      : null;
  }
  if (/^email support$/i.test(feature))
    return { key: 'plan.detail.emailSupport', values: { hours: SUPPORT_FIRST_RESPONSE_HOURS[planId] } };
  return null;
}
