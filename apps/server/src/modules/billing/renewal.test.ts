import { describe, expect, it } from 'vitest';
import { buildApp, createLogger } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createPostgresDb, type Db } from '../../db/client.ts';
import { seed } from '../../db/seed/seed.ts';
import { runRenewals } from '../../jobs/renewal.ts';
import { createTestDb, testDbKind } from '../../../test/db.ts';
import { startTestApp } from '../../../test/harness.ts';
import { cardOnFile } from '../../../test/factories.ts';
import { paymentsFor, type SandboxProvider } from './payments.ts';

const t = await startTestApp();
/** A registered user with a sandbox test card on file, as the web's plan change requires before it charges. */
async function customer() {
  const u = await t.register();
  await cardOnFile(t.db, u.user.id);
  return u;
}
const { app } = t;
const post = (url: string, headers: Record<string, string>, payload?: unknown) =>
  app.inject({ method: 'POST', url, headers, payload: payload as never });
const current = async (auth: Record<string, string>) =>
  (await app.inject({ method: 'GET', url: '/api/subscription/current', headers: auth })).json();
const invoices = async (auth: Record<string, string>) =>
  (await app.inject({ method: 'GET', url: '/api/subscription/invoices?limit=100', headers: auth })).json();

/** A user whose period ended at `end` (one month long). */
async function endedUser(planId = 'pro', end = '2026-11-01T00:00:00Z') {
  const u = await customer();
  await t.db.query(
    `INSERT INTO subscriptions (user_id, plan_id, status, current_period_start, current_period_end) VALUES ($1,$2,'active',($3::timestamptz - interval '1 month'),$3)
     ON CONFLICT (user_id) DO UPDATE SET plan_id=$2, current_period_start=($3::timestamptz - interval '1 month'), current_period_end=$3`,
    [u.user.id, planId, end],
  );
  return u;
}
const NOW = new Date('2026-11-01T00:00:05Z');

describe('renewal job', () => {
  it('issues the next period invoice, paid, and moves the period on by a month', async () => {
    const u = await endedUser('pro');
    await runRenewals(t.ctx, NOW);
    const s = await current(u.auth);
    expect(s).toMatchObject({
      planId: 'pro',
      status: 'active',
      currentPeriodStart: '2026-11-01T00:00:00.000Z',
      currentPeriodEnd: '2026-12-01T00:00:00.000Z',
    });
    const inv = await invoices(u.auth);
    expect(inv.items).toHaveLength(1);
    expect(inv.items[0]).toMatchObject({
      number: 'INV-001',
      date: '2026-11-01',
      amountCents: 2999,
      status: 'Paid',
      plan: 'Pro Navigator',
    });
    // Running again changes nothing.
    await runRenewals(t.ctx, NOW);
    expect((await invoices(u.auth)).total).toBe(1);
  });

  it('applies a pending downgrade at the period end and bills the new plan', async () => {
    const u = await endedUser('enterprise', '2026-12-01T00:00:00Z');
    await post('/api/subscription/change', u.auth, { planId: 'pro' });
    expect((await current(u.auth)).pendingPlanId).toBe('pro');
    await runRenewals(t.ctx, new Date('2026-12-01T00:01:00Z'));
    expect(await current(u.auth)).toMatchObject({ planId: 'pro', pendingPlanId: null, status: 'active' });
    expect((await invoices(u.auth)).items[0]).toMatchObject({ amountCents: 2999, plan: 'Pro Navigator' });
  });

  it('turns a cancellation into status canceled once the period is over, with no invoice; access is Basic afterwards', async () => {
    const u = await endedUser('pro', '2026-12-02T00:00:00Z');
    await post('/api/subscription/cancel', u.auth);
    await runRenewals(t.ctx, new Date('2026-12-01T00:00:00Z')); // not yet over
    expect(await current(u.auth)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    await runRenewals(t.ctx, new Date('2026-12-02T00:00:01Z'));
    expect(await current(u.auth)).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: false });
    expect((await invoices(u.auth)).total).toBe(0);
    // Choosing a plan again starts a new paid period.
    const again = await post('/api/subscription/change', u.auth, { planId: 'pro' });
    expect(again.json()).toMatchObject({ status: 'active', planId: 'pro' });
    expect((await invoices(u.auth)).items[0]).toMatchObject({ amountCents: 2999, status: 'Paid' });
  });

  it('catches up several missed periods, one invoice each', async () => {
    const u = await endedUser('basic', '2026-08-01T00:00:00Z');
    await runRenewals(t.ctx, new Date('2026-10-15T00:00:00Z'));
    const inv = await invoices(u.auth);
    expect(inv.items.map((i: { date: string }) => i.date)).toEqual(['2026-10-01', '2026-09-01', '2026-08-01']);
    expect((await current(u.auth)).currentPeriodEnd).toBe('2026-11-01T00:00:00.000Z');
  });
});

describe('declined payments (sandbox told to decline)', () => {
  it('a declined renewal leaves a Failed invoice and the subscription past_due', async () => {
    const u = await endedUser('pro', '2026-10-20T00:00:00Z');
    const sandbox = paymentsFor(t.ctx) as SandboxProvider;
    sandbox.decline = true;
    try {
      await runRenewals(t.ctx, new Date('2026-10-20T00:00:01Z'));
    } finally {
      sandbox.decline = false;
    }
    expect((await current(u.auth)).status).toBe('past_due');
    const failed = (await invoices(u.auth)).items[0];
    expect(failed).toMatchObject({ status: 'Failed', amountCents: 2999, payable: true });

    // Paying again: declined once more keeps it unpaid; then it goes through and the subscription is active.
    sandbox.decline = true;
    const again = await post(`/api/subscription/invoices/${failed.id}/pay`, u.auth);
    sandbox.decline = false;
    expect(again.statusCode).toBe(402);
    const ok = await post(`/api/subscription/invoices/${failed.id}/pay`, u.auth);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().status).toBe('active');
    expect((await invoices(u.auth)).items[0]).toMatchObject({ status: 'Paid', payable: false });
    expect((await post(`/api/subscription/invoices/${failed.id}/pay`, u.auth)).statusCode).toBe(409);
    const other = await customer();
    expect((await post(`/api/subscription/invoices/${failed.id}/pay`, other.auth)).statusCode).toBe(404);
  });

  it('a declined upgrade answers 402, keeps the plan and records the Failed invoice', async () => {
    const u = await customer();
    const sandbox = paymentsFor(t.ctx) as SandboxProvider;
    sandbox.decline = true;
    let res;
    try {
      res = await post('/api/subscription/change', u.auth, { planId: 'pro' });
    } finally {
      sandbox.decline = false;
    }
    expect(res.statusCode).toBe(402);
    expect(res.json().code).toBe('payment_declined');
    expect((await current(u.auth)).planId).toBe('basic');
    const inv = (await invoices(u.auth)).items[0];
    expect(inv).toMatchObject({ status: 'Failed', plan: 'Pro Navigator', payable: false });
    expect((await post(`/api/subscription/invoices/${inv.id}/pay`, u.auth)).statusCode).toBe(409);
  });
});

describe('renewal runs once across processes', () => {
  it('two concurrent runs on one database issue exactly one invoice per ended period', async () => {
    const users = [];
    for (let i = 0; i < 5; i++) users.push(await endedUser('pro', '2026-06-01T00:00:00Z'));
    const at = new Date('2026-06-01T00:00:01Z');
    const [a, b] = await Promise.all([runRenewals(t.ctx, at, 2), runRenewals(t.ctx, at, 2)]);
    expect(a.renewed + b.renewed).toBe(5);
    for (const u of users) expect((await invoices(u.auth)).total).toBe(1);
  });

  it('two app instances, each with its own connection pool (PostgreSQL) or sharing PGlite, renew once', async () => {
    const { db, url, drop } = await createTestDb();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      WEB_DIST: '/nonexistent',
      CATALOG_URL: 'off',
      RENEWAL_INTERVAL_MS: '0',
    });
    await seed(db, config);
    const db2: Db = testDbKind() === 'postgres' ? await createPostgresDb(url!) : db;
    const one = await buildApp({ config, db, logger: createLogger(config) });
    const two = await buildApp({ config, db: db2, logger: createLogger(config) });
    try {
      // Users straight in SQL: password hashing is not what this test is about.
      await db.query(
        `INSERT INTO users (email, password_hash, first_name, last_name, role) SELECT 'renew' || g || '@example.test', 'x', 'R', 'N', 'user' FROM generate_series(1, 12) g`,
      );
      await db.query(`INSERT INTO subscriptions (user_id, plan_id, status, current_period_start, current_period_end)
        SELECT id, 'pro', 'active', '2026-05-01', '2026-06-01' FROM users ON CONFLICT (user_id) DO UPDATE SET current_period_start = '2026-05-01', current_period_end = '2026-06-01'`);
      const at = new Date('2026-06-01T00:00:01Z');
      const reports = await Promise.all([
        runRenewals(one.ctx, at, 3),
        runRenewals(two.ctx, at, 3),
        runRenewals(one.ctx, at, 3),
        runRenewals(two.ctx, at, 3),
      ]);
      expect(reports.reduce((n, r) => n + r.renewed, 0)).toBe(12);
      const rows = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM invoices WHERE kind = 'renewal' GROUP BY user_id`,
      );
      expect(rows).toHaveLength(12);
      expect(rows.every((r) => r.n === 1)).toBe(true);
    } finally {
      await one.close();
      await two.close();
      if (db2 !== db) await db2.close();
      await drop();
    }
  }, 120_000);
});
