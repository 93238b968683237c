import { describe, expect, it } from 'vitest';
import { startFakeStripe } from '../../../test/fake-stripe.ts';
import { TEST_SECRETS_KEY } from '../../../test/harness.ts';
import { loadConfig } from '../../config.ts';
import { createStripeProvider, stripeApiTarget } from './stripe-provider.ts';

// The provider's real SDK calls, sent to a local fake Stripe (test/fake-stripe.ts) through STRIPE_API_BASE.
const fake = await startFakeStripe();
const config = loadConfig({
  NODE_ENV: 'test',
  SECRETS_KEY: TEST_SECRETS_KEY,
  PUBLIC_URL: 'https://cosmos.example',
  STRIPE_SECRET_KEY: 'sk_test_fake',
  STRIPE_PRICE_BASIC: 'price_basic',
  STRIPE_PRICE_PRO: 'price_pro',
  STRIPE_PRICE_ENTERPRISE: 'price_ent',
  STRIPE_PRICE_TEAM_SEAT: 'price_seat',
  STRIPE_API_BASE: fake.url,
});
const stripe = createStripeProvider(config);
/** The newest request the fake received at `path`. */
const lastTo = (path: string) => fake.requests.filter((r) => r.path === path).at(-1)!;
const USER = '7f1c2a8e-0b7d-4c1e-9a55-3f0d8c2b6e11';

describe('Stripe provider against a fake Stripe', () => {
  it('STRIPE_API_BASE sets the SDK protocol, host and port', () => {
    expect(stripeApiTarget(config)).toEqual({
      protocol: 'http',
      host: '127.0.0.1',
      port: Number(new URL(fake.url).port),
    });
    expect(stripeApiTarget({ ...config, STRIPE_API_BASE: 'https://stripe-mock.internal' })).toEqual({
      protocol: 'https',
      host: 'stripe-mock.internal',
      port: 443,
    });
    expect(stripeApiTarget({ ...config, STRIPE_API_BASE: undefined })).toEqual({});
  });

  it('checkoutUrl sends the plan price, the user in metadata and the return pages', async () => {
    const url = await stripe.checkoutUrl({ userId: USER, email: 'a@example.test', planId: 'pro', customerId: null });
    expect(url).toMatch(/^https:\/\/checkout\.fake\/cs_fake_/);
    const req = lastTo('/v1/checkout/sessions');
    expect(req.method).toBe('POST');
    expect(req.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_pro',
      'line_items[0][quantity]': '1',
      client_reference_id: USER,
      customer_email: 'a@example.test',
      'metadata[userId]': USER,
      'metadata[planId]': 'pro',
      'subscription_data[metadata][userId]': USER,
      success_url: 'https://cosmos.example/subscription?checkout=success',
      cancel_url: 'https://cosmos.example/subscription?checkout=cancel',
    });
    // A known customer is reused rather than matched by email.
    await stripe.checkoutUrl({ userId: USER, email: 'a@example.test', planId: 'enterprise', customerId: 'cus_K' });
    const again = lastTo('/v1/checkout/sessions');
    expect(again.form).toMatchObject({ customer: 'cus_K', 'line_items[0][price]': 'price_ent' });
    expect(again.form.customer_email).toBeUndefined();
  });

  it('portalUrl opens a session for the customer that returns to the subscription page', async () => {
    const url = await stripe.portalUrl({ customerId: 'cus_P' });
    expect(url).toMatch(/^https:\/\/portal\.fake\//);
    expect(lastTo('/v1/billing_portal/sessions').form).toEqual({
      customer: 'cus_P',
      return_url: 'https://cosmos.example/subscription',
    });
  });

  it('changePlan swaps the plan item (not the seat item listed first) with always_invoice', async () => {
    const sub = fake.addSubscription('sub_plan', [{ price: 'price_seat', quantity: 3 }, { price: 'price_pro' }]);
    const [seatItem, planItem] = sub.items.data;
    await stripe.changePlan!({ subscriptionId: 'sub_plan', planId: 'enterprise' });
    const [upd] = fake.updates('sub_plan');
    expect(upd!.form).toEqual({
      'items[0][id]': planItem!.id,
      'items[0][price]': 'price_ent',
      proration_behavior: 'always_invoice',
    });
    expect(fake.subscription('sub_plan')!.items.data.map((i) => [i.id, i.price.id, i.quantity])).toEqual([
      [seatItem!.id, 'price_seat', 3],
      [planItem!.id, 'price_ent', 1],
    ]);
  });

  it('changePlan to a plan without team seats drops the seat item in the same update', async () => {
    const sub = fake.addSubscription('sub_down', [{ price: 'price_ent' }, { price: 'price_seat', quantity: 4 }]);
    const [planItem, seatItem] = sub.items.data;
    await stripe.changePlan!({ subscriptionId: 'sub_down', planId: 'pro' });
    expect(fake.updates('sub_down')[0]!.form).toEqual({
      'items[0][id]': planItem!.id,
      'items[0][price]': 'price_pro',
      'items[1][id]': seatItem!.id,
      'items[1][deleted]': 'true',
      proration_behavior: 'always_invoice',
    });
  });

  it('setExtraSeats adds the seat item, updates its quantity, and deletes it at 0', async () => {
    fake.addSubscription('sub_seats', [{ price: 'price_ent' }]);
    const items = () => fake.subscription('sub_seats')!.items.data.map((i) => [i.price.id, i.quantity]);

    expect(await stripe.setExtraSeats!({ subscriptionId: 'sub_seats', seats: 2 })).toEqual({ ok: true });
    let upd = fake.updates('sub_seats').at(-1)!;
    // More seats: invoiced prorated at once, and refused (not left unpaid) if that payment fails.
    expect(upd.form).toEqual({
      'items[0][price]': 'price_seat',
      'items[0][quantity]': '2',
      proration_behavior: 'always_invoice',
      payment_behavior: 'error_if_incomplete',
    });
    expect(items()).toEqual([
      ['price_ent', 1],
      ['price_seat', 2],
    ]);
    const seatId = fake.subscription('sub_seats')!.items.data[1]!.id;

    await stripe.setExtraSeats!({ subscriptionId: 'sub_seats', seats: 5 });
    upd = fake.updates('sub_seats').at(-1)!;
    expect(upd.form).toEqual({
      'items[0][id]': seatId,
      'items[0][quantity]': '5',
      proration_behavior: 'always_invoice',
      payment_behavior: 'error_if_incomplete',
    });
    expect(items()).toEqual([
      ['price_ent', 1],
      ['price_seat', 5],
    ]);

    // Fewer seats: no credit (as in the sandbox), so no proration.
    await stripe.setExtraSeats!({ subscriptionId: 'sub_seats', seats: 1 });
    expect(fake.updates('sub_seats').at(-1)!.form).toEqual({
      'items[0][id]': seatId,
      'items[0][quantity]': '1',
      proration_behavior: 'none',
    });

    await stripe.setExtraSeats!({ subscriptionId: 'sub_seats', seats: 0 });
    expect(fake.updates('sub_seats').at(-1)!.form).toEqual({
      'items[0][id]': seatId,
      'items[0][deleted]': 'true',
      proration_behavior: 'none',
    });
    expect(items()).toEqual([['price_ent', 1]]);

    // Already as asked: nothing is sent.
    const before = fake.updates('sub_seats').length;
    expect(await stripe.setExtraSeats!({ subscriptionId: 'sub_seats', seats: 0 })).toEqual({ ok: true });
    expect(fake.updates('sub_seats')).toHaveLength(before);
  });

  it('a declined card (402 from Stripe) is a refusal, and the subscription keeps its items', async () => {
    fake.addSubscription('sub_decline', [{ price: 'price_ent' }]);
    fake.declineNext();
    expect(await stripe.setExtraSeats!({ subscriptionId: 'sub_decline', seats: 4 })).toEqual({
      ok: false,
      reason: 'generic_decline',
    });
    expect(fake.subscription('sub_decline')!.items.data.map((i) => i.price.id)).toEqual(['price_ent']);
  });

  it('any other Stripe error is thrown (the caller answers 503), e.g. an unknown subscription', async () => {
    await expect(stripe.setExtraSeats!({ subscriptionId: 'sub_missing', seats: 1 })).rejects.toThrow(
      /No such subscription/,
    );
  });

  it('without STRIPE_PRICE_TEAM_SEAT, setExtraSeats sends nothing and throws', async () => {
    const before = fake.requests.length;
    const unpriced = createStripeProvider({ ...config, STRIPE_PRICE_TEAM_SEAT: undefined });
    await expect(unpriced.setExtraSeats!({ subscriptionId: 'sub_seats', seats: 1 })).rejects.toThrow(
      /STRIPE_PRICE_TEAM_SEAT/,
    );
    expect(fake.requests).toHaveLength(before);
  });
});
