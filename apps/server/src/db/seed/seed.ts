import { PLANS } from '@cosmos/contracts';
import type { Config } from '../../config.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { Db, Queryable } from '../client.ts';
import { DISCOVERIES, DOCS, FAQS, NOTICES, VR_SCENES } from './content.ts';

/** Documented in the README; a demo, not a secret. */
export const DEMO_ACCOUNT = {
  email: 'demo@cosmos.test',
  password: 'Explore-the-cosmos-2026',
  firstName: 'Ada',
  lastName: 'Voyager',
};
export const AGENT_ACCOUNT = {
  email: 'agent@cosmos.test',
  password: 'Support-the-cosmos-2026',
  firstName: 'Sam',
  lastName: 'Support',
};

async function upsertContent(q: Queryable) {
  for (const [i, p] of PLANS.entries()) {
    await q.query(
      `INSERT INTO plans (id, name, price_cents, description, features, icon, sort) VALUES ($1,$2,$3,$4,$5::jsonb,$6,$7)
       ON CONFLICT (id) DO UPDATE SET name=$2, price_cents=$3, description=$4, features=$5::jsonb, icon=$6, sort=$7`,
      [p.id, p.name, p.priceCents, p.description, JSON.stringify(p.features), p.icon, i],
    );
  }
  for (const [i, d] of DISCOVERIES.entries()) {
    await q.query(
      `INSERT INTO discoveries (id, title, description, image, icon, date_text, sort) VALUES ($1,$2,$3,$4,$5,$6,$7)
       ON CONFLICT (id) DO UPDATE SET title=$2, description=$3, image=$4, icon=$5, date_text=$6, sort=$7`,
      [d.id, d.title, d.description, d.image, d.icon, d.date, i],
    );
  }
  for (const [i, f] of FAQS.entries()) {
    await q.query(
      'INSERT INTO faqs (id, question, answer, sort) VALUES ($1,$2,$3,$4) ON CONFLICT (id) DO UPDATE SET question=$2, answer=$3, sort=$4',
      [f.id, f.question, f.answer, i],
    );
  }
  for (const [i, d] of DOCS.entries()) {
    await q.query(
      `INSERT INTO docs (id, title, href, summary, body, sort, updated_at) VALUES ($1,$2,$3,$4,$5,$6, now() - interval '3 days')
       ON CONFLICT (id) DO UPDATE SET title=$2, href=$3, summary=$4, body=$5, sort=$6`,
      [d.id, d.title, d.href, d.summary, d.body, i],
    );
  }
  for (const [i, s] of VR_SCENES.entries()) {
    await q.query(
      `INSERT INTO vr_scenes (id, title, description, thumbnail, parameters, sort) VALUES ($1,$2,$3,$4,$5::jsonb,$6)
       ON CONFLICT (id) DO UPDATE SET title=$2, description=$3, thumbnail=$4, parameters=$5::jsonb, sort=$6`,
      [s.id, s.title, s.description, s.thumbnail, JSON.stringify(s.parameters), i],
    );
  }
  for (const n of NOTICES) {
    await q.query(
      'INSERT INTO notices (id, kind, title, detail, date) VALUES ($1,$2,$3,$4,$5) ON CONFLICT (id) DO UPDATE SET kind=$2, title=$3, detail=$4, date=$5',
      [n.id, n.kind, n.title, n.detail, n.date],
    );
  }
}

async function ensureAccount(
  q: Queryable,
  a: { email: string; password: string; firstName: string; lastName: string },
  role: string,
  resetPassword: boolean,
) {
  const existing = (await q.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [a.email]))[0];
  if (existing) {
    if (resetPassword)
      await q.query('UPDATE users SET password_hash = $2, role = $3 WHERE id = $1', [
        existing.id,
        await hashPassword(a.password),
        role,
      ]);
    return { id: existing.id, created: false };
  }
  const rows = await q.query<{ id: string }>(
    `INSERT INTO users (email, password_hash, first_name, last_name, role, email_verified, location)
     VALUES ($1,$2,$3,$4,$5,true,'Greenwich, London') RETURNING id`,
    [a.email, await hashPassword(a.password), a.firstName, a.lastName, role],
  );
  // The demo observes from the Royal Observatory (its default place).
  await q.query(
    `INSERT INTO places (user_id, name, latitude, longitude, elevation_m, time_zone, is_default)
     VALUES ($1, 'Greenwich, London', 51.4769, -0.0005, 46, 'Europe/London', true)`,
    [rows[0]!.id],
  );
  return { id: rows[0]!.id, created: true };
}

/**
 * The spec's sample invoices (numbers, amounts, plans) and a Pro subscription for the demo account. The invoices are
 * dated on the subscription's own months, INV-001 opening the current period, so the history agrees with the renewal
 * date shown beside it (the spec's fixed 2024–2025 dates left a subscription renewing in 2026 with nothing billed
 * since January 2025, issue 36).
 */
async function seedDemoBilling(q: Queryable, userId: string) {
  await q.query(
    `INSERT INTO subscriptions (user_id, plan_id, status, current_period_start, current_period_end)
     VALUES ($1, 'pro', 'active', date_trunc('month', now()), date_trunc('month', now()) + interval '1 month') ON CONFLICT (user_id) DO NOTHING`,
    [userId],
  );
  const samples = [
    ['INV-001', 0, 2999, 'pro'],
    ['INV-002', 1, 2999, 'pro'],
    ['INV-003', 2, 999, 'basic'],
  ] as const;
  for (const [number, monthsBefore, cents, plan] of samples) {
    await q.query(
      `INSERT INTO invoices (user_id, number, issued_on, amount_cents, status, plan_id, description)
       SELECT $1, $2, (current_period_start - make_interval(months => $3::int))::date, $4, 'Paid', $5, 'Monthly subscription'
         FROM subscriptions WHERE user_id = $1
       ON CONFLICT (user_id, number) DO NOTHING`,
      [userId, number, monthsBefore, cents, plan],
    );
  }
  // Pro renews by charging a card: the demo has Stripe's test Visa on file (as the sandbox keeps it: no number).
  await q.query(
    `INSERT INTO payment_methods (user_id, brand, last4, exp_month, exp_year, provider_ref)
     VALUES ($1, 'visa', '4242', 12, extract(year FROM now())::int + 3, 'sandbox_card_ok') ON CONFLICT (user_id) DO NOTHING`,
    [userId],
  );
  // The spec's sample usage, 250GB of Pro's 500GB, counted in the demo's current period (renewal starts a fresh count).
  await q.query(
    `INSERT INTO usage_counters (user_id, period_start, bytes) SELECT user_id, current_period_start, 250000000000 FROM subscriptions WHERE user_id = $1
     ON CONFLICT (user_id, period_start) DO NOTHING`,
    [userId],
  );
}

export async function seed(db: Db, config: Pick<Config, 'SEED_DEMO' | 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>) {
  await db.tx(async (q) => {
    await q.query('SELECT pg_advisory_xact_lock(727002)');
    await upsertContent(q);
    if (config.SEED_DEMO) {
      const demo = await ensureAccount(q, DEMO_ACCOUNT, 'user', false);
      await seedDemoBilling(q, demo.id);
      await ensureAccount(q, AGENT_ACCOUNT, 'agent', false);
    }
    if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
      await ensureAccount(
        q,
        {
          email: config.ADMIN_EMAIL.toLowerCase(),
          password: config.ADMIN_PASSWORD,
          firstName: 'Admin',
          lastName: 'Cosmos',
        },
        'admin',
        true,
      );
    }
  });
}
