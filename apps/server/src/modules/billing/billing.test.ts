import type { PlanId } from '@cosmos/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../db/seed/seed.ts';
import { startTestApp } from '../../../test/harness.ts';
import * as billing from './billing.service.ts';
import { cardOnFile, invoice, subscription } from '../../../test/factories.ts';

const t = await startTestApp();
/** A registered user with a sandbox test card on file, as the web's plan change requires before it charges. */
async function customer() {
  const u = await t.register();
  await cardOnFile(t.db, u.user.id);
  return u;
}
const { app } = t;

const get = (url: string, headers?: Record<string, string>) => app.inject({ method: 'GET', url, headers });
const post = (url: string, headers?: Record<string, string>, payload?: unknown) =>
  app.inject({ method: 'POST', url, headers, payload: payload as never });

/** Puts a user's period on fixed dates so proration arithmetic is exact. */
const setPeriod = (userId: string, start: string, end: string, plan: PlanId = 'basic') =>
  subscription(t.db, userId, { plan, status: 'active', start, end });

describe('plans', () => {
  it('lists exactly the spec §9 plans, prices and features, in integer cents', async () => {
    const res = await get('/api/subscription/plans');
    expect(res.statusCode).toBe(200);
    const plans = res.json();
    expect(
      plans.map((p: { id: string; name: string; price: number; priceCents: number; period: string }) => [
        p.id,
        p.name,
        p.price,
        p.priceCents,
        p.period,
      ]),
    ).toEqual([
      ['basic', 'Basic Explorer', 9.99, 999, 'per month'],
      ['pro', 'Pro Navigator', 29.99, 2999, 'per month'],
      ['enterprise', 'Enterprise Mission', 99.99, 9999, 'per month'],
    ]);
    expect(plans[0].features).toEqual([
      'Basic satellite data access',
      'Standard resolution imagery',
      'Daily updates',
      'Email support',
    ]);
    expect(plans[1].features).toEqual([
      'Advanced data access',
      'High resolution imagery',
      'Real-time updates',
      'Priority support',
      'Custom data exports',
    ]);
    expect(plans[2].features).toEqual([
      'Full data access',
      'Ultra-high resolution imagery',
      'Real-time updates with alerts',
      '24/7 dedicated support',
      'Custom exports',
      'API access',
      'Team collaboration tools',
    ]);
  });
});

describe('current subscription', () => {
  it('a new account starts on Basic, active, with a one-month period and no pending change', async () => {
    const u = await customer();
    const res = await get('/api/subscription/current', u.auth);
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(s).toMatchObject({ planId: 'basic', status: 'active', cancelAtPeriodEnd: false, pendingPlanId: null });
    expect(s.plan.name).toBe('Basic Explorer');
    const days = (Date.parse(s.currentPeriodEnd) - Date.parse(s.currentPeriodStart)) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    expect(s.availablePlans).toHaveLength(3);
  });

  it('the demo account is on Pro', async () => {
    const d = await t.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    expect((await get('/api/subscription/current', d.auth)).json().planId).toBe('pro');
  });

  it.each([
    ['GET', '/api/subscription/current'],
    ['GET', '/api/subscription/invoices'],
    ['POST', '/api/subscription/change'],
    ['POST', '/api/subscription/cancel'],
    ['POST', '/api/subscription/resume'],
  ])('%s %s answers 401 without a token', async (method, url) => {
    const res = await app.inject({
      method: method as 'GET',
      url,
      payload: method === 'POST' ? { planId: 'pro' } : undefined,
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });
});

describe('proration', () => {
  it('charges the price difference for the part of the period left, in whole cents', () => {
    const start = new Date('2026-11-01T00:00:00Z');
    const end = new Date('2026-12-01T00:00:00Z'); // 30 days
    expect(billing.prorationCents(999, 2999, start, end, new Date('2026-11-16T00:00:00Z'))).toBe(1000); // half of 20.00
    expect(billing.prorationCents(999, 2999, start, end, start)).toBe(2000);
    expect(billing.prorationCents(999, 2999, start, end, end)).toBe(0);
    expect(billing.prorationCents(2999, 9999, start, end, new Date('2026-11-21T00:00:00Z'))).toBe(2333); // 7000 × 10/30 = 2333.33 → 2333
    expect(billing.prorationCents(999, 9999, start, end, new Date('2026-11-11T00:00:00Z'))).toBe(6000); // 9000 × 20/30
    expect(Number.isInteger(billing.prorationCents(999, 2999, start, end, new Date('2026-11-07T13:13:13Z')))).toBe(
      true,
    );
  });
});

describe('change plan', () => {
  it('upgrade applies at once and issues a prorated, paid invoice (injected now)', async () => {
    const u = await customer();
    await setPeriod(u.user.id, '2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z');
    const s = await billing.changePlan(t.ctx, u.user.id, 'pro', new Date('2026-11-16T00:00:00Z'));
    expect(s).toMatchObject({ planId: 'pro', pendingPlanId: null, currentPeriodEnd: '2026-12-01T00:00:00.000Z' });
    const inv = (await get('/api/subscription/invoices', u.auth)).json();
    expect(inv.total).toBe(1);
    expect(inv.items[0]).toMatchObject({
      number: 'INV-001',
      amountCents: 1000,
      amount: 10,
      status: 'Paid',
      plan: 'Pro Navigator',
    });
  });

  it('upgrade through the API answers the new subscription and lists its invoice first', async () => {
    const u = await customer();
    const res = await post('/api/subscription/change', u.auth, { planId: 'enterprise' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ planId: 'enterprise', status: 'active' });
    const inv = (await get('/api/subscription/invoices', u.auth)).json();
    expect(inv.items[0]).toMatchObject({ number: 'INV-001', plan: 'Enterprise Mission', status: 'Paid' });
    expect(inv.items[0].amountCents).toBeGreaterThan(8900); // almost the whole period is left
    expect(inv.items[0].amountCents).toBeLessThanOrEqual(9000);
  });

  it('downgrade keeps the plan until the period ends and records the pending plan; no invoice', async () => {
    const u = await customer();
    await post('/api/subscription/change', u.auth, { planId: 'pro' });
    const res = await post('/api/subscription/change', u.auth, { planId: 'basic' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ planId: 'pro', pendingPlanId: 'basic' });
    expect((await get('/api/subscription/invoices', u.auth)).json().total).toBe(1);
    // Choosing the current plan again withdraws the pending downgrade.
    const back = await post('/api/subscription/change', u.auth, { planId: 'pro' });
    expect(back.json()).toMatchObject({ planId: 'pro', pendingPlanId: null });
  });

  it('answers 409 when already on the plan', async () => {
    const u = await customer();
    const res = await post('/api/subscription/change', u.auth, { planId: 'basic' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].field).toBe('planId');
  });

  it.each([[{}], [{ planId: 'gold' }], [{ planId: 3 }]])('answers 400 naming planId for %o', async (payload) => {
    const u = await customer();
    const res = await post('/api/subscription/change', u.auth, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('planId');
  });
});

describe('cancel and resume', () => {
  it('cancel keeps access until the period end; resume undoes it; 409s for the wrong state', async () => {
    const u = await customer();
    await post('/api/subscription/change', u.auth, { planId: 'pro' });
    expect((await post('/api/subscription/resume', u.auth)).statusCode).toBe(409);
    const c = await post('/api/subscription/cancel', u.auth);
    expect(c.statusCode).toBe(200);
    expect(c.json()).toMatchObject({ planId: 'pro', status: 'active', cancelAtPeriodEnd: true });
    const r = await post('/api/subscription/resume', u.auth);
    expect(r.json()).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    await post('/api/subscription/cancel', u.auth);
    await subscription(t.db, u.user.id, { status: 'canceled' });
    expect((await post('/api/subscription/cancel', u.auth)).statusCode).toBe(409);
    expect((await post('/api/subscription/resume', u.auth)).statusCode).toBe(409);
  });

  it('cancel keeps a scheduled downgrade, and resuming brings it back', async () => {
    const u = await customer();
    await post('/api/subscription/change', u.auth, { planId: 'pro' });
    await post('/api/subscription/change', u.auth, { planId: 'basic' });
    expect((await post('/api/subscription/cancel', u.auth)).json()).toMatchObject({
      cancelAtPeriodEnd: true,
      pendingPlanId: 'basic',
    });
    expect((await post('/api/subscription/resume', u.auth)).json()).toMatchObject({
      planId: 'pro',
      cancelAtPeriodEnd: false,
      pendingPlanId: 'basic',
    });
  });

  it('keeps an optional cancellation reason for the team, and refuses one over 500 characters naming the field', async () => {
    const u = await customer();
    const long = await post('/api/subscription/cancel', u.auth, { reason: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0].field).toBe('reason');
    expect((await get('/api/subscription/current', u.auth)).json().cancelAtPeriodEnd).toBe(false);
    expect((await post('/api/subscription/cancel', u.auth, { reason: '  Too expensive for me  ' })).statusCode).toBe(
      200,
    );
    const rows = await t.db.query<{ reason: string; plan_id: string }>(
      'SELECT reason, plan_id FROM subscription_cancellations WHERE user_id = $1',
      [u.user.id],
    );
    expect(rows).toEqual([{ reason: 'Too expensive for me', plan_id: 'basic' }]);
  });
});

describe('plan change preview', () => {
  it('the invoice created on confirm has exactly the previewed amount, even when confirmed minutes later', async () => {
    const u = await customer();
    const start = new Date(Date.now() - 10 * 86_400_000).toISOString();
    const end = new Date(Date.now() + 20 * 86_400_000).toISOString();
    await setPeriod(u.user.id, start, end);
    const p = await get('/api/subscription/preview?planId=enterprise', u.auth);
    expect(p.statusCode).toBe(200);
    const preview = p.json();
    // Independent check: 2/3 of the period left × (99.99 − 9.99), in cents, rounded once.
    const left = (Date.parse(end) - Date.parse(preview.quotedAt)) / (Date.parse(end) - Date.parse(start));
    expect(preview).toMatchObject({ kind: 'upgrade', amountDueNowCents: Math.round(9000 * left), renewalCents: 9999 });
    expect(preview.summary).toContain(`$${(preview.amountDueNowCents / 100).toFixed(2)} now`);
    await new Promise((r) => setTimeout(r, 50)); // time passes between reading the dialog and confirming
    expect(
      (await post('/api/subscription/change', u.auth, { planId: 'enterprise', quotedAt: preview.quotedAt })).statusCode,
    ).toBe(200);
    const inv = (await get('/api/subscription/invoices?limit=1', u.auth)).json().items[0];
    expect(inv.amountCents).toBe(preview.amountDueNowCents);
  });

  it('a downgrade previews nothing charged and the date it takes effect; keeping the plan cancels the scheduled change', async () => {
    const u = await customer();
    await setPeriod(u.user.id, '2026-11-01T00:00:00Z', '2099-01-01T00:00:00Z', 'pro');
    const d = (await get('/api/subscription/preview?planId=basic', u.auth)).json();
    expect(d).toMatchObject({
      kind: 'downgrade',
      amountDueNowCents: 0,
      effectiveAt: '2099-01-01T00:00:00.000Z',
      renewalCents: 999,
    });
    await post('/api/subscription/change', u.auth, { planId: 'basic' });
    expect((await get('/api/subscription/preview?planId=basic', u.auth)).statusCode).toBe(409);
    const k = (await get('/api/subscription/preview?planId=pro', u.auth)).json();
    expect(k).toMatchObject({ kind: 'keep', amountDueNowCents: 0 });
    expect(k.summary).toContain('Basic Explorer is cancelled');
  });

  it('refuses an expired or malformed quote and an unknown plan, naming the field; 401 without a token', async () => {
    const u = await customer();
    const old = new Date(Date.now() - 16 * 60_000).toISOString();
    const r = await post('/api/subscription/change', u.auth, { planId: 'pro', quotedAt: old });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors[0].field).toBe('quotedAt');
    expect((await get('/api/subscription/current', u.auth)).json().planId).toBe('basic');
    expect(
      (await post('/api/subscription/change', u.auth, { planId: 'pro', quotedAt: 'yesterday' })).json().errors[0].field,
    ).toBe('quotedAt');
    expect((await get('/api/subscription/preview?planId=gold', u.auth)).json().errors[0].field).toBe('planId');
    expect((await get('/api/subscription/preview?planId=pro')).statusCode).toBe(401);
  });
});

describe('invoices', () => {
  it("lists the demo account invoices newest first, the spec samples dated on the subscription's own months", async () => {
    const d = await t.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    const res = await get('/api/subscription/invoices', d.auth);
    expect(res.statusCode).toBe(200);
    const sub = (await get('/api/subscription/current', d.auth)).json() as {
      currentPeriodStart: string;
      currentPeriodEnd: string;
    };
    const monthsBefore = (iso: string, n: number) => {
      const d0 = new Date(iso);
      return new Date(Date.UTC(d0.getUTCFullYear(), d0.getUTCMonth() - n, d0.getUTCDate())).toISOString().slice(0, 10);
    };
    const { items, total } = res.json();
    expect(total).toBeGreaterThanOrEqual(3);
    const samples = items.filter((i: { number: string }) => ['INV-001', 'INV-002', 'INV-003'].includes(i.number));
    expect(
      samples.map((i: { number: string; date: string; amount: number; plan: string; status: string }) => [
        i.number,
        i.date,
        i.amount,
        i.plan,
        i.status,
      ]),
    ).toEqual([
      ['INV-001', monthsBefore(sub.currentPeriodStart, 0), 29.99, 'Pro Navigator', 'Paid'],
      ['INV-002', monthsBefore(sub.currentPeriodStart, 1), 29.99, 'Pro Navigator', 'Paid'],
      ['INV-003', monthsBefore(sub.currentPeriodStart, 2), 9.99, 'Basic Explorer', 'Paid'],
    ]);
    // The latest invoice opens the period that renews on the date the subscription shows (issue 36).
    expect(Date.parse(sub.currentPeriodEnd) - Date.parse(`${samples[0].date}T00:00:00Z`)).toBeLessThanOrEqual(
      31 * 86_400_000,
    );
  });

  it('pages with limit and offset, and validates them', async () => {
    const u = await customer();
    for (const d of ['2026-01-01', '2026-03-01', '2026-02-01']) await invoice(t.db, u.user.id, { issuedOn: d });
    const p1 = (await get('/api/subscription/invoices?limit=2', u.auth)).json();
    expect(p1.total).toBe(3);
    expect(p1.items.map((i: { date: string }) => i.date)).toEqual(['2026-03-01', '2026-02-01']);
    const p2 = (await get('/api/subscription/invoices?limit=2&offset=2', u.auth)).json();
    expect(p2.items.map((i: { date: string }) => i.date)).toEqual(['2026-01-01']);
    const bad = await get('/api/subscription/invoices?limit=0', u.auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('limit');
  });

  it('never shows another user their invoices', async () => {
    const a = await customer();
    const b = await customer();
    await post('/api/subscription/change', a.auth, { planId: 'pro' });
    expect((await get('/api/subscription/invoices', b.auth)).json().total).toBe(0);
  });
});

describe('invoice PDF', () => {
  it('downloads the owner invoice as a PDF; others and unknown ids get 404; 401 without a token', async () => {
    const u = await customer();
    await post('/api/subscription/change', u.auth, { planId: 'pro' });
    const inv = (await get('/api/subscription/invoices', u.auth)).json().items[0];
    const res = await get(`/api/subscription/invoices/${inv.id}/pdf`, u.auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="INV-001.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(1000);
    const other = await customer();
    expect((await get(`/api/subscription/invoices/${inv.id}/pdf`, other.auth)).statusCode).toBe(404);
    expect((await get('/api/subscription/invoices/not-a-uuid/pdf', u.auth)).statusCode).toBe(404);
    expect((await get('/api/subscription/invoices/00000000-0000-4000-8000-000000000000/pdf', u.auth)).statusCode).toBe(
      404,
    );
    expect((await get(`/api/subscription/invoices/${inv.id}/pdf`)).statusCode).toBe(401);
  });
});
