import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness.ts';
import { subscription } from '../../../test/factories.ts';
import { call, teamWithRoles } from '../../../test/team-helpers.ts';
import { linkProvider } from './billing.repository.ts';

const SECRET = 'whsec_test_cosmos_secret';
const t = await startTestApp({
  STRIPE_SECRET_KEY: 'sk_test_offline',
  STRIPE_WEBHOOK_SECRET: SECRET,
  STRIPE_PRICE_BASIC: 'price_basic',
  STRIPE_PRICE_PRO: 'price_pro',
  STRIPE_PRICE_ENTERPRISE: 'price_ent',
  RENEWAL_INTERVAL_MS: '0',
});
const { app } = t;
const stripe = new Stripe('sk_test_offline');

let seq = 0;
const event = (type: string, object: Record<string, unknown>, created = Math.floor(Date.now() / 1000)) => ({
  id: `evt_test_${Date.now()}_${++seq}`,
  object: 'event',
  type,
  created,
  api_version: '2025-01-01',
  livemode: false,
  pending_webhooks: 1,
  request: null,
  data: { object },
});
/** Signs like Stripe does, with the library's own test helper: no network. */
function send(evt: unknown, opts: { secret?: string; tamper?: boolean } = {}) {
  const payload = JSON.stringify(evt);
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? SECRET });
  return app.inject({
    method: 'POST',
    url: '/api/billing/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload: opts.tamper ? payload.replace('"paid"', '"open"').replace('2999', '1') : payload,
  });
}
const current = async (auth: Record<string, string>) =>
  (await app.inject({ method: 'GET', url: '/api/subscription/current', headers: auth })).json();
const invoices = async (auth: Record<string, string>) =>
  (await app.inject({ method: 'GET', url: '/api/subscription/invoices', headers: auth })).json();

describe('Stripe webhook', () => {
  it('reports the Stripe provider', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/billing/provider' })).json()).toEqual({ provider: 'stripe' });
  });

  it('rejects a missing, wrong-secret or tampered signature with 400 and applies nothing', async () => {
    const u = await t.register();
    const evt = event('checkout.session.completed', {
      object: 'checkout.session',
      client_reference_id: u.user.id,
      customer: 'cus_bad',
      subscription: 'sub_bad',
      metadata: { planId: 'enterprise' },
    });
    const none = await app.inject({
      method: 'POST',
      url: '/api/billing/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(evt),
    });
    expect(none.statusCode).toBe(400);
    const wrong = await send(evt, { secret: 'whsec_someone_else' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'invalid_signature', errors: [{ field: 'stripe-signature' }] });
    const tampered = await app.inject({
      method: 'POST',
      url: '/api/billing/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload: JSON.stringify(evt), secret: SECRET }),
      },
      payload: JSON.stringify(evt).replace('enterprise', 'pro'),
    });
    expect(tampered.statusCode).toBe(400);
    expect((await current(u.auth)).planId).toBe('basic');
    expect(await t.db.query('SELECT 1 FROM billing_events WHERE id = $1', [evt.id])).toHaveLength(0);
  });

  it('checkout completion links the customer and applies the plan; a replay changes nothing', async () => {
    const u = await t.register();
    const evt = event('checkout.session.completed', {
      object: 'checkout.session',
      client_reference_id: u.user.id,
      customer: 'cus_A',
      subscription: 'sub_A',
      metadata: { planId: 'pro', userId: u.user.id },
    });
    const first = await send(evt);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, applied: true });
    expect((await current(u.auth)).planId).toBe('pro');

    // The user changes plan elsewhere; replaying the old event must not undo it.
    await subscription(t.db, u.user.id, { plan: 'enterprise' });
    const replay = await send(evt);
    expect(replay.json()).toEqual({ received: true, applied: false });
    expect((await current(u.auth)).planId).toBe('enterprise');
  });

  it('invoice.paid records the invoice once; invoice.payment_failed marks it Failed and the subscription past_due', async () => {
    const u = await t.register();
    await send(
      event('checkout.session.completed', {
        object: 'checkout.session',
        client_reference_id: u.user.id,
        customer: 'cus_B',
        subscription: 'sub_B',
        metadata: { planId: 'pro' },
      }),
    );
    const paid = event('invoice.paid', {
      object: 'invoice',
      id: 'in_B1',
      customer: 'cus_B',
      subscription: 'sub_B',
      status: 'paid',
      amount_paid: 2999,
      number: 'ABC-0001',
      lines: { data: [{ price: { id: 'price_pro' } }] },
    });
    expect((await send(paid)).json().applied).toBe(true);
    expect((await send(paid)).json().applied).toBe(false);
    let inv = await invoices(u.auth);
    expect(inv.total).toBe(1);
    expect(inv.items[0]).toMatchObject({ amountCents: 2999, status: 'Paid', plan: 'Pro Navigator' });

    await send(
      event('invoice.payment_failed', {
        object: 'invoice',
        id: 'in_B2',
        customer: 'cus_B',
        subscription: 'sub_B',
        amount_due: 2999,
        lines: { data: [{ price: { id: 'price_pro' } }] },
      }),
    );
    inv = await invoices(u.auth);
    expect(inv.total).toBe(2);
    expect(inv.items.map((i: { status: string }) => i.status).sort()).toEqual(['Failed', 'Paid']);
    expect((await current(u.auth)).status).toBe('past_due');
  });

  it('subscription updates set plan, period and cancellation from the event; older events are ignored', async () => {
    const u = await t.register();
    const now = Math.floor(Date.now() / 1000);
    await send(
      event(
        'checkout.session.completed',
        {
          object: 'checkout.session',
          client_reference_id: u.user.id,
          customer: 'cus_C',
          subscription: 'sub_C',
          metadata: { planId: 'pro' },
        },
        now - 10,
      ),
    );
    const upd = event(
      'customer.subscription.updated',
      {
        object: 'subscription',
        id: 'sub_C',
        customer: 'cus_C',
        status: 'active',
        cancel_at_period_end: true,
        items: {
          data: [
            { price: { id: 'price_ent' }, current_period_start: 1_790_000_000, current_period_end: 1_792_592_000 },
          ],
        },
      },
      now,
    );
    await send(upd);
    expect(await current(u.auth)).toMatchObject({
      planId: 'enterprise',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: new Date(1_792_592_000_000).toISOString(),
    });
    const older = event(
      'customer.subscription.updated',
      {
        object: 'subscription',
        id: 'sub_C',
        customer: 'cus_C',
        status: 'active',
        cancel_at_period_end: false,
        items: { data: [{ price: { id: 'price_basic' } }] },
      },
      now - 5,
    );
    await send(older);
    expect((await current(u.auth)).planId).toBe('enterprise');
    await send(
      event(
        'customer.subscription.deleted',
        {
          object: 'subscription',
          id: 'sub_C',
          customer: 'cus_C',
          status: 'canceled',
          items: { data: [{ price: { id: 'price_ent' } }] },
        },
        now + 1,
      ),
    );
    expect((await current(u.auth)).status).toBe('canceled');
  });

  it('a subscription whose team-seat item is listed first takes plan and period from its plan item', async () => {
    const u = await t.register();
    await subscription(t.db, u.user.id, { plan: 'pro' });
    await linkProvider(t.db, u.user.id, 'cus_D', 'sub_D', new Date(Date.now() - 60_000));
    await send(
      event('customer.subscription.updated', {
        object: 'subscription',
        id: 'sub_D',
        customer: 'cus_D',
        status: 'active',
        items: {
          data: [
            { price: { id: 'price_seat' }, quantity: 3, current_period_start: 1, current_period_end: 2 },
            { price: { id: 'price_ent' }, current_period_start: 1_790_000_000, current_period_end: 1_792_592_000 },
          ],
        },
      }),
    );
    expect(await current(u.auth)).toMatchObject({
      planId: 'enterprise',
      currentPeriodEnd: new Date(1_792_592_000_000).toISOString(),
    });
  });

  it('an event for nobody we know is acknowledged and ignored', async () => {
    const res = await send(
      event('invoice.paid', { object: 'invoice', id: 'in_X', customer: 'cus_unknown', amount_paid: 100 }),
    );
    expect(res.statusCode).toBe(200);
  });

  it('a provider that cannot be reached is a 503 to retry, never a 500', async () => {
    const u = await t.register();
    const res = await app.inject({
      method: 'POST',
      url: '/api/subscription/change',
      headers: u.auth,
      payload: { planId: 'pro' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('payments_unavailable');
    expect((await current(u.auth)).planId).toBe('basic');
  }, 30_000);

  it('ignores a signed event whose plan is not ours', async () => {
    const u = await t.register();
    const res = await send(
      event('checkout.session.completed', {
        object: 'checkout.session',
        client_reference_id: u.user.id,
        customer: 'cus_G',
        subscription: 'sub_G',
        metadata: { planId: 'gold' },
      }),
    );
    expect(res.statusCode).toBe(200);
    expect((await current(u.auth)).planId).toBe('basic');
  });

  it('without STRIPE_PRICE_TEAM_SEAT, extra seats answer 503 problem+json (never free, never a 500)', async () => {
    const f = await teamWithRoles(t);
    await linkProvider(t.db, f.owner.user.id, 'cus_S', 'sub_S', new Date());
    for (const res of [
      await call(t, f.owner, 'GET', `/api/teams/${f.teamId}/seats/preview?seats=11`),
      await call(t, f.owner, 'PUT', `/api/teams/${f.teamId}/seats`, { seats: 11 }),
    ]) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json()).toMatchObject({ code: 'seats_unavailable', detail: expect.stringMatching(/seat price/) });
    }
    expect((await call(t, f.member, 'GET', `/api/teams/${f.teamId}`)).json().seats.total).toBe(10);
  });

  it('Stripe-billed subscriptions are left to Stripe by the renewal job; the portal needs a linked customer', async () => {
    const u = await t.register();
    expect((await app.inject({ method: 'GET', url: '/api/billing/portal', headers: u.auth })).json().code).toBe(
      'no_customer',
    );
  });
});
