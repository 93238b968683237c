import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../db/seed/seed.ts';
import { logLines, startTestApp } from '../../../test/harness.ts';

const t = await startTestApp();
const { app } = t;

const put = (auth: Record<string, string> | undefined, payload: unknown) =>
  app.inject({ method: 'PUT', url: '/api/billing/payment-method', headers: auth, payload: payload as never });
const card = async (auth: Record<string, string>) =>
  (await app.inject({ method: 'GET', url: '/api/billing/payment-method', headers: auth })).json().card;
const change = (auth: Record<string, string>, planId: string) =>
  app.inject({ method: 'POST', url: '/api/subscription/change', headers: auth, payload: { planId } });
const invoices = async (auth: Record<string, string>) =>
  (await app.inject({ method: 'GET', url: '/api/subscription/invoices', headers: auth })).json();

const now = new Date();
const VISA = { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: now.getUTCFullYear() + 3, cvc: '314' };
/**
 * The full numbers and CVCs these tests type: none may leave the request (answers, rows, log lines). The messages
 * may quote Stripe's public test number spaced as "4242 4242 4242 4242", so the typed ones are listed unspaced.
 */
const SECRETS = [
  '4242424242424242',
  '5555555555554444',
  '5555-5555-5555-4444',
  '4000000000000002',
  '4242424242424241',
  '4242 4242 4242 4241',
  '4111111111111111',
  '4111 1111 1111 1111',
  '"314"',
  '"9271"',
];
const leaks = (text: string) => SECRETS.filter((s) => text.includes(s));

describe('card on file (sandbox, Stripe test numbers)', () => {
  it('keeps only brand, last four and expiry of a test card, and a new card replaces it', async () => {
    const u = await t.register();
    expect(await card(u.auth)).toBeNull();
    const res = await put(u.auth, VISA);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: VISA.expYear } });
    expect(await card(u.auth)).toEqual({ brand: 'visa', last4: '4242', expMonth: 12, expYear: VISA.expYear });

    const mc = await put(u.auth, { cardNumber: '5555-5555-5555-4444', expMonth: 3, expYear: 2031, cvc: '9271' });
    expect(mc.statusCode).toBe(200);
    expect(await card(u.auth)).toEqual({ brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2031 });

    const rows = await t.db.query('SELECT * FROM payment_methods WHERE user_id = $1', [u.user.id]);
    expect(rows).toHaveLength(1);
    expect(leaks(JSON.stringify(rows))).toEqual([]);
    expect(leaks(res.body + mc.body)).toEqual([]);
  });

  it('declines Stripe’s declining test cards with their reason, and keeps the card that was on file', async () => {
    const u = await t.register();
    await put(u.auth, VISA);
    const declined = await put(u.auth, { ...VISA, cardNumber: '4000 0000 0000 0002' });
    expect(declined.statusCode).toBe(402);
    expect(declined.headers['content-type']).toContain('application/problem+json');
    expect(declined.json()).toMatchObject({
      code: 'payment_declined',
      detail: 'Your card was declined. Try another card.',
      errors: [{ field: 'cardNumber' }],
    });
    const funds = await put(u.auth, { ...VISA, cardNumber: '4000000000009995' });
    expect(funds.json().detail).toBe('Your card has insufficient funds. Try another card.');
    expect((await card(u.auth)).last4).toBe('4242');
    expect(leaks(declined.body + funds.body)).toEqual([]);
  });

  it('bad input is a 400 naming the field, and the answer never repeats the number', async () => {
    const u = await t.register();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    const cases: [Record<string, unknown>, string][] = [
      [{ ...VISA, cardNumber: '4242 4242 4242 4241' }, 'cardNumber'], // Luhn checksum fails
      [{ ...VISA, cardNumber: '4242 abcd' }, 'cardNumber'],
      [{ ...VISA, cardNumber: '4242' }, 'cardNumber'],
      [{ ...VISA, cardNumber: '4111 1111 1111 1111' }, 'cardNumber'], // valid, but not a Stripe test card
      [{ ...VISA, expYear: now.getUTCFullYear() - 1 }, 'expYear'],
      [
        { ...VISA, expMonth: lastMonth.getUTCMonth() + 1, expYear: lastMonth.getUTCFullYear() },
        lastMonth.getUTCFullYear() < now.getUTCFullYear() ? 'expYear' : 'expMonth',
      ],
      [{ ...VISA, expMonth: 13 }, 'expMonth'],
      [{ ...VISA, cvc: '3a4' }, 'cvc'],
      [{ cardNumber: VISA.cardNumber }, 'expMonth'],
    ];
    for (const [body, field] of cases) {
      const res = await put(u.auth, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
      expect(leaks(res.body), res.body).toEqual([]);
    }
    expect((await put(u.auth, { ...VISA, cardNumber: '4111 1111 1111 1111' })).json().detail).toMatch(/test card/);
    expect(await card(u.auth)).toBeNull();
  });

  it('the demo Pro account renews on a test Visa on file', async () => {
    const d = await t.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    expect(await card(d.auth)).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12 });
    expect((await card(d.auth)).expYear).toBeGreaterThan(now.getUTCFullYear());
  });

  it('a card on file is the caller’s own: 401 without a token, and another user never sees it', async () => {
    const a = await t.register();
    const b = await t.register();
    await put(a.auth, VISA);
    expect(await card(b.auth)).toBeNull();
    expect((await put(undefined, VISA)).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/billing/payment-method' })).statusCode).toBe(401);
  });

  it('writes no card number or CVC to the log', async () => {
    const u = await t.register();
    await put(u.auth, VISA);
    await put(u.auth, { ...VISA, cardNumber: '4000000000000002' });
    await put(u.auth, { ...VISA, cardNumber: '5555555555554444', cvc: '9271' });
    expect(logLines.some((l) => l.includes('card on file saved'))).toBe(true);
    expect(leaks(logLines.join('\n'))).toEqual([]);
  });
});

describe('plan changes charge the card on file', () => {
  it('an upgrade without a card is a 402 asking for one: nothing changes and nothing is invoiced', async () => {
    const u = await t.register();
    const res = await change(u.auth, 'pro');
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'payment_method_required', errors: [{ field: 'paymentMethod' }] });
    expect((await invoices(u.auth)).total).toBe(0);
    await put(u.auth, VISA);
    expect((await change(u.auth, 'pro')).json().planId).toBe('pro');
    expect((await invoices(u.auth)).items[0]).toMatchObject({ status: 'Paid', plan: 'Pro Navigator' });
    // A downgrade charges nothing, so it needs no card either way.
    const d = await t.register();
    expect((await change(d.auth, 'basic')).statusCode).toBe(409); // already on Basic: nothing to do
  });

  it('a test card that attaches but whose charges fail (Stripe’s …0341) declines the upgrade', async () => {
    const u = await t.register();
    expect((await put(u.auth, { ...VISA, cardNumber: '4000000000000341' })).statusCode).toBe(200);
    const res = await change(u.auth, 'enterprise');
    expect(res.statusCode).toBe(402);
    expect(res.json().code).toBe('payment_declined');
    expect((await invoices(u.auth)).items[0].status).toBe('Failed');
  });
});
