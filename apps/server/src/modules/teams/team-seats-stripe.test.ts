import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { startFakeStripe } from '../../../test/fake-stripe.ts';
import { startTestApp } from '../../../test/harness.ts';
import { call, teamWithRoles } from '../../../test/team-helpers.ts';
import * as billingRepo from '../billing/billing.repository.ts';

// Extra seats when Stripe bills the owner's subscription: the real app, its real Stripe SDK, a local fake Stripe.
const fake = await startFakeStripe();
const SECRET = 'whsec_test_team_seats';
const t = await startTestApp({
  STRIPE_SECRET_KEY: 'sk_test_fake',
  STRIPE_WEBHOOK_SECRET: SECRET,
  STRIPE_PRICE_BASIC: 'price_basic',
  STRIPE_PRICE_PRO: 'price_pro',
  STRIPE_PRICE_ENTERPRISE: 'price_ent',
  STRIPE_PRICE_TEAM_SEAT: 'price_seat',
  STRIPE_API_BASE: fake.url,
  RENEWAL_INTERVAL_MS: '0',
});
const signer = new Stripe('sk_test_offline');

/** Posts a Stripe event, signed as Stripe signs it, created `late` seconds after now (Stripe orders by creation). */
const postEvent = (id: string, type: string, object: Record<string, unknown>, late = 0) => {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000) + late,
    api_version: '2025-01-01',
    livemode: false,
    pending_webhooks: 1,
    request: null,
    data: { object },
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/billing/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
    },
    payload,
  });
};

let n = 0;
/** An Enterprise team whose owner's subscription is linked to a Stripe subscription holding the plan item. */
async function stripeTeam() {
  const f = await teamWithRoles(t);
  const subId = `sub_team_${++n}`;
  fake.addSubscription(subId, [{ price: 'price_ent' }]);
  await billingRepo.linkProvider(t.db, f.owner.user.id, `cus_team_${n}`, subId, new Date(Date.now() - 60_000));
  return {
    ...f,
    subId,
    customerId: `cus_team_${n}`,
    seatItem: () => fake.subscription(subId)!.items.data.find((i) => i.price.id === 'price_seat'),
  };
}
const seatsOf = async (f: Awaited<ReturnType<typeof stripeTeam>>) =>
  (await call(t, f.member, 'GET', `/api/teams/${f.teamId}`)).json().seats;
const localInvoices = (userId: string) =>
  t.db.query<{
    amount_cents: number;
    kind: string;
    plan_id: string;
    status: string;
    lines: unknown;
    description: string;
  }>('SELECT amount_cents, kind, plan_id, status, lines, description FROM invoices WHERE user_id = $1', [userId]);

describe('extra seats billed through Stripe', () => {
  it('the preview shows our prorated amount; buying sets the seat item on the Stripe subscription, not our own invoice', async () => {
    const f = await stripeTeam();
    const preview = await call(t, f.owner, 'GET', `/api/teams/${f.teamId}/seats/preview?seats=12`);
    expect(preview.statusCode, preview.body).toBe(200);
    const p = preview.json();
    expect(p).toMatchObject({ seats: 12, extraSeats: 2, seatPriceCents: 1500 });
    expect(p.amountDueNowCents).toBeGreaterThan(0);
    expect(fake.updates(f.subId)).toHaveLength(0); // a preview sends nothing to Stripe

    const put = await call(t, f.owner, 'PUT', `/api/teams/${f.teamId}/seats`, { seats: 12, quotedAt: p.quotedAt });
    expect(put.statusCode, put.body).toBe(204);
    expect(fake.updates(f.subId).map((r) => r.form)).toEqual([
      {
        'items[0][price]': 'price_seat',
        'items[0][quantity]': '2',
        proration_behavior: 'always_invoice',
        payment_behavior: 'error_if_incomplete',
      },
    ]);
    expect(f.seatItem()?.quantity).toBe(2);
    expect(await seatsOf(f)).toEqual({ used: 3, total: 12 });
    // Stripe invoices the proration itself; we issue nothing (it comes back by webhook).
    expect(await localInvoices(f.owner.user.id)).toHaveLength(0);

    // More, then fewer: the same item's quantity; fewer gives no credit.
    expect((await call(t, f.owner, 'PUT', `/api/teams/${f.teamId}/seats`, { seats: 15 })).statusCode).toBe(204);
    expect(f.seatItem()?.quantity).toBe(5);
    expect((await call(t, f.owner, 'PUT', `/api/teams/${f.teamId}/seats`, { seats: 10 })).statusCode).toBe(204);
    expect(f.seatItem()).toBeUndefined();
    expect(fake.updates(f.subId).at(-1)!.form).toMatchObject({
      'items[0][deleted]': 'true',
      proration_behavior: 'none',
    });
    expect(await seatsOf(f)).toEqual({ used: 3, total: 10 });
    // The plan item was never touched.
    expect(fake.subscription(f.subId)!.items.data.map((i) => i.price.id)).toEqual(['price_ent']);
  });

  it('a declined card answers 402 problem+json and leaves the seat count (ours and Stripe’s) unchanged', async () => {
    const f = await stripeTeam();
    fake.declineNext();
    const put = await call(t, f.owner, 'PUT', `/api/teams/${f.teamId}/seats`, { seats: 13 });
    expect(put.statusCode).toBe(402);
    expect(put.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(put.json()).toMatchObject({ status: 402, code: 'payment_declined' });
    expect(await seatsOf(f)).toEqual({ used: 3, total: 10 });
    expect(f.seatItem()).toBeUndefined();
    // The next attempt, with a card that works, goes through.
    expect((await call(t, f.owner, 'PUT', `/api/teams/${f.teamId}/seats`, { seats: 13 })).statusCode).toBe(204);
    expect(await seatsOf(f)).toEqual({ used: 3, total: 13 });
  });

  it('a Stripe failure other than a decline is a 503 to retry and changes nothing', async () => {
    const f = await stripeTeam();
    await billingRepo.linkProvider(t.db, f.owner.user.id, null, 'sub_gone_from_stripe', new Date());
    const put = await call(t, f.owner, 'PUT', `/api/teams/${f.teamId}/seats`, { seats: 11 });
    expect(put.statusCode).toBe(503);
    expect(put.json().code).toBe('payments_unavailable');
    expect(await seatsOf(f)).toEqual({ used: 3, total: 10 });
  });

  it('bad counts are refused before anything is sent to Stripe; an owner not billed through Stripe gets 409', async () => {
    const f = await stripeTeam();
    const before = fake.requests.length;
    const low = await call(t, f.owner, 'PUT', `/api/teams/${f.teamId}/seats`, { seats: 9 });
    expect(low.statusCode).toBe(400);
    expect(low.json().errors[0].field).toBe('seats');
    expect((await call(t, f.admin, 'PUT', `/api/teams/${f.teamId}/seats`, { seats: 11 })).statusCode).toBe(403);
    expect((await call(t, f.owner, 'PUT', `/api/teams/${f.teamId}/seats`, { seats: 10 })).statusCode).toBe(409);
    expect(fake.requests).toHaveLength(before);

    const unlinked = await teamWithRoles(t);
    const res = await call(t, unlinked.owner, 'PUT', `/api/teams/${unlinked.teamId}/seats`, { seats: 11 });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('not_provider_billed');
    expect(fake.requests).toHaveLength(before);
  });

  it('the invoice Stripe sends back for the seats is recorded with its lines, under the owner’s plan', async () => {
    const f = await stripeTeam();
    const res = await postEvent(`evt_seat_${n}`, 'invoice.paid', {
      object: 'invoice',
      id: `in_seat_${n}`,
      number: 'SEAT-0001',
      customer: `cus_team_${n}`,
      subscription: f.subId,
      status: 'paid',
      amount_paid: 1998,
      // A seats-only proration invoice: no plan line at all.
      lines: {
        data: [
          {
            description: 'Remaining time on 2 × Team seat after 26 Nov 2026',
            amount: 1998,
            quantity: 2,
            pricing: { price_details: { price: 'price_seat' } },
          },
        ],
      },
    });
    expect(res.json()).toEqual({ received: true, applied: true });
    expect(await localInvoices(f.owner.user.id)).toEqual([
      {
        amount_cents: 1998,
        kind: 'provider',
        plan_id: 'enterprise', // the seat price is no plan: the owner's plan stays
        status: 'Paid',
        description: 'Stripe invoice SEAT-0001',
        lines: [{ description: 'Remaining time on 2 × Team seat after 26 Nov 2026', amountCents: 1998 }],
      },
    ]);
    const sub = (await billingRepo.findSubscription(t.db, f.owner.user.id))!;
    expect(sub).toMatchObject({ plan_id: 'enterprise', status: 'active' });
  });

  /** A Stripe event about the owner's subscription and its items, `late` seconds after now. */
  let eventNo = 0;
  const subscriptionEvent = (
    f: Awaited<ReturnType<typeof stripeTeam>>,
    type: string,
    subId: string,
    items: { price: string; quantity: number }[],
    late: number,
  ) =>
    postEvent(
      `evt_sub_seats_${++eventNo}`,
      type,
      {
        object: 'subscription',
        id: subId,
        customer: f.customerId,
        status: type === 'customer.subscription.deleted' ? 'canceled' : 'active',
        cancel_at_period_end: false,
        items: { data: items.map((i) => ({ price: { id: i.price }, quantity: i.quantity })) },
      },
      late,
    );
  const seatHistory = async (f: Awaited<ReturnType<typeof stripeTeam>>) =>
    ((await call(t, f.owner, 'GET', `/api/teams/${f.teamId}/activity`)).json() as { kind: string; detail: string }[])
      .filter((a) => a.kind === 'seats_changed')
      .map((a) => a.detail);

  it('the seats follow the Stripe subscription: cancelled, they go; a new subscription starts without them; seats bought in Stripe count', async () => {
    const f = await stripeTeam();
    expect((await call(t, f.owner, 'PUT', `/api/teams/${f.teamId}/seats`, { seats: 12 })).statusCode).toBe(204);
    expect(await seatsOf(f)).toEqual({ used: 3, total: 12 });
    // The owner cancels: Stripe deletes the subscription, seat item included.
    const cancelled = [
      { price: 'price_ent', quantity: 1 },
      { price: 'price_seat', quantity: 2 },
    ];
    const deleted = await subscriptionEvent(f, 'customer.subscription.deleted', f.subId, cancelled, 1);
    expect(deleted.json()).toEqual({ received: true, applied: true });
    await expect.poll(() => seatsOf(f)).toEqual({ used: 3, total: 10 });
    // They subscribe again: the new subscription holds the plan only, so the team has its included seats.
    const renewed = `${f.subId}_again`;
    await subscriptionEvent(f, 'customer.subscription.created', renewed, [{ price: 'price_ent', quantity: 1 }], 2);
    expect((await billingRepo.findSubscription(t.db, f.owner.user.id))!).toMatchObject({
      status: 'active',
      provider_subscription_id: renewed,
    });
    expect(await seatsOf(f)).toEqual({ used: 3, total: 10 });
    // Seats added in Stripe's own portal (quantity 3) are the team's at once.
    const bought = [
      { price: 'price_ent', quantity: 1 },
      { price: 'price_seat', quantity: 3 },
    ];
    await subscriptionEvent(f, 'customer.subscription.updated', renewed, bought, 3);
    await expect.poll(() => seatsOf(f)).toEqual({ used: 3, total: 13 });
    // An older event delivered late changes nothing.
    await subscriptionEvent(f, 'customer.subscription.updated', renewed, [{ price: 'price_ent', quantity: 1 }], -30);
    expect(await seatsOf(f)).toEqual({ used: 3, total: 13 });
    // The history, newest first: bought here, cancelled, bought in Stripe.
    expect(await seatHistory(f)).toEqual(['10 → 13', '12 → 10', '10 → 12']);
  });
});
