/**
 * Seats beyond the included 10 (issue 18), billed per seat to the team owner's subscription through the same
 * invoices and proration as plan changes: the preview and the change price at the same instant (`quotedAt`), so the
 * invoice holds exactly the previewed amount; renewals add one line for the extra seats (jobs/renewal.ts).
 * Fewer seats take effect at once without a credit (like a refund-free downgrade) and never below the seats in use.
 * With Stripe configured, the seats are a per-seat item of the owner's Stripe subscription instead (setExtraSeats).
 */
import {
  MAX_TEAM_SEATS,
  PLAN_SEAT_PRICE_CENTS,
  PLAN_TEAM_SEATS,
  PLANS,
  type SeatChangePreview,
} from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError, badRequest, conflict } from '../../lib/errors.ts';
import { issueAndCharge, providerCall, subscriptionOf } from '../billing/billing.service.ts';
import { paymentsFor } from '../billing/payments.ts';
import { prorationCents } from '../billing/quote.ts';
import { logActivity, memberTeam, type Actor, type LoadedTeam } from './team-access.ts';
import * as repo from './teams.repository.ts';

export const INCLUDED_SEATS = PLAN_TEAM_SEATS.enterprise ?? 0;
export const SEAT_PRICE_CENTS = PLAN_SEAT_PRICE_CENTS.enterprise ?? 0;
const ENTERPRISE_CENTS = PLANS.find((p) => p.id === 'enterprise')!.priceCents;
const day = (d: Date) => d.toISOString().slice(0, 10);
const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

interface SeatQuote {
  extra: number;
  amountCents: number;
  renewalCents: number;
  periodEnd: Date;
  description: string;
}

/** Prices a new seat count; the team's rules (owner, active, not below seats used) are checked by the caller. */
async function seatQuote(q: Queryable, t: LoadedTeam & { extra_seats: number }, seats: number, pricedAt: Date) {
  if (seats < INCLUDED_SEATS || seats > MAX_TEAM_SEATS)
    throw badRequest('seats', `A team has between ${INCLUDED_SEATS} (included) and ${MAX_TEAM_SEATS} seats`);
  const used = await repo.seatsUsed(q, t.id);
  if (seats < used) throw badRequest('seats', `${used} seats are in use: remove members or withdraw invitations first`);
  const extra = seats - INCLUDED_SEATS;
  if (extra === t.extra_seats) throw conflict('seats', `The team already has ${seats} seats`);
  const s = (await subscriptionOf(q, t.owner_id))!;
  const start = new Date(s.current_period_start);
  const end = new Date(s.current_period_end);
  const amountCents =
    extra > t.extra_seats
      ? prorationCents(t.extra_seats * SEAT_PRICE_CENTS, extra * SEAT_PRICE_CENTS, start, end, pricedAt)
      : 0;
  const added = extra - t.extra_seats;
  return {
    extra,
    amountCents,
    renewalCents: ENTERPRISE_CENTS + extra * SEAT_PRICE_CENTS,
    periodEnd: end,
    description: `${added} extra team seat${added === 1 ? '' : 's'} at ${usd(SEAT_PRICE_CENTS)}/month, prorated to ${day(end)}`,
  } satisfies SeatQuote;
}

async function ownedActiveTeam(ctx: AppContext, actor: Actor, teamId: string) {
  const t = await memberTeam(ctx, actor, teamId, 'manageSeats');
  if (!t.active)
    throw new AppError(
      409,
      'team_inactive',
      "Seats can be bought while the owner's Enterprise subscription is active.",
    );
  return { ...t, extra_seats: await repo.extraSeats(ctx.db, t.id) };
}

export async function previewSeats(
  ctx: AppContext,
  actor: Actor,
  teamId: string,
  seats: number,
  now = new Date(),
): Promise<SeatChangePreview> {
  const t = await ownedActiveTeam(ctx, actor, teamId);
  requireSeatPrice(ctx);
  const o = await seatQuote(ctx.db, t, seats, now);
  return {
    seats,
    includedSeats: INCLUDED_SEATS,
    extraSeats: o.extra,
    seatPriceCents: SEAT_PRICE_CENTS,
    amountDueNowCents: o.amountCents,
    renewalCents: o.renewalCents,
    periodEnd: o.periodEnd.toISOString(),
    quotedAt: now.toISOString(),
  };
}

/**
 * With Stripe on, the owner's Stripe subscription carries the extra seats as a per-seat item (STRIPE_PRICE_TEAM_SEAT)
 * and Stripe invoices its own proration; without that price, seats cannot be billed: 503 rather than free seats.
 */
function requireSeatPrice(ctx: AppContext) {
  if (paymentsFor(ctx).kind === 'stripe' && !ctx.config.STRIPE_PRICE_TEAM_SEAT)
    throw new AppError(
      503,
      'seats_unavailable',
      'Extra seats cannot be billed right now: no Stripe seat price is configured. Please contact support.',
    );
}

/** Charges the prorated amount first (402 and nothing changes when declined), then sets the seat count. */
export async function changeSeats(
  ctx: AppContext,
  actor: Actor,
  teamId: string,
  seats: number,
  quotedAt?: string,
  now = new Date(),
) {
  const t = await ownedActiveTeam(ctx, actor, teamId);
  let pricedAt = now;
  if (quotedAt) {
    pricedAt = new Date(quotedAt);
    const age = now.getTime() - pricedAt.getTime();
    if (age > 15 * 60_000 || age < -60_000) throw badRequest('quotedAt', 'This price quote has expired; review again');
  }
  if (paymentsFor(ctx).kind === 'stripe') return changeSeatsWithStripe(ctx, actor, t, seats, pricedAt);
  const declined = await ctx.db.tx(async (q) => {
    const s = (await subscriptionOf(q, t.owner_id, { lock: true }))!;
    const o = await seatQuote(q, t, seats, pricedAt);
    if (o.amountCents > 0) {
      const inv = await issueAndCharge(ctx, q, {
        userId: t.owner_id,
        planId: s.plan_id,
        amountCents: o.amountCents,
        status: 'Open',
        description: `Team seats for ${t.name}`,
        kind: 'upgrade',
        periodStart: pricedAt,
        periodEnd: o.periodEnd,
        lines: [{ description: o.description, amountCents: o.amountCents }],
      });
      if (!inv.ok) return inv.reason;
    }
    await recordSeats(q, actor, t, seats, o.extra);
    return null;
  });
  if (declined) throw seatsDeclined();
}

/**
 * Stripe bills: the seat item's quantity is set on the owner's Stripe subscription, Stripe invoices its own
 * proration at once (same per-seat price as our preview) and the invoice comes back by webhook. The count changes
 * here only after Stripe accepted the update. No transaction around the network call (see changePlanWithProvider).
 */
async function changeSeatsWithStripe(
  ctx: AppContext,
  actor: Actor,
  t: LoadedTeam & { extra_seats: number },
  seats: number,
  pricedAt: Date,
) {
  requireSeatPrice(ctx);
  const o = await seatQuote(ctx.db, t, seats, pricedAt); // 400 / 409 before anything is sent to Stripe
  const s = await subscriptionOf(ctx.db, t.owner_id);
  const subscriptionId = s?.provider_subscription_id;
  if (!subscriptionId)
    throw new AppError(
      409,
      'not_provider_billed',
      "The owner's Enterprise subscription is not billed through Stripe yet, so seats cannot be added to it.",
    );
  const pay = paymentsFor(ctx);
  const r = await providerCall(ctx, () => pay.setExtraSeats!({ subscriptionId, seats: o.extra }));
  if (!r.ok) throw seatsDeclined();
  await ctx.db.tx((q) => recordSeats(q, actor, t, seats, o.extra));
}

async function recordSeats(
  q: Queryable,
  actor: Actor,
  t: LoadedTeam & { extra_seats: number },
  seats: number,
  extra: number,
) {
  await repo.setExtraSeats(q, t.id, extra);
  await logActivity(q, t.id, actor.id, 'seats_changed', `${INCLUDED_SEATS + t.extra_seats} → ${seats}`);
}

const seatsDeclined = () =>
  new AppError(402, 'payment_declined', 'Your payment was declined; the seat count has not changed.');
