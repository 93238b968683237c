import type { Queryable } from '../../db/client.ts';

export interface SubscriptionRow {
  user_id: string;
  plan_id: 'basic' | 'pro' | 'enterprise';
  status: 'active' | 'trialing' | 'past_due' | 'canceled';
  current_period_start: Date;
  current_period_end: Date;
  cancel_at_period_end: boolean;
  pending_plan_id: 'basic' | 'pro' | 'enterprise' | null;
  provider_customer_id: string | null;
  provider_subscription_id: string | null;
  provider_synced_at?: Date | null;
}

export interface InvoiceRow {
  id: string;
  user_id: string;
  number: string;
  issued_on: string | Date;
  amount_cents: number;
  status: 'Paid' | 'Open' | 'Failed' | 'Void';
  plan_id: string;
  plan_name: string;
  kind?: string;
}

export const lockSubscription = async (q: Queryable, userId: string) =>
  (await q.query<SubscriptionRow>('SELECT * FROM subscriptions WHERE user_id = $1 FOR UPDATE', [userId]))[0];

export const findSubscription = async (q: Queryable, userId: string) =>
  (await q.query<SubscriptionRow>('SELECT * FROM subscriptions WHERE user_id = $1', [userId]))[0];

/** Every account has a subscription: Basic, starting at its first read. Idempotent under races. */
export async function ensureSubscription(q: Queryable, userId: string) {
  await q.query(
    `INSERT INTO subscriptions (user_id, plan_id, status, current_period_start, current_period_end)
     VALUES ($1, 'basic', 'active', now(), now() + interval '1 month') ON CONFLICT (user_id) DO NOTHING`,
    [userId],
  );
}

export async function updateSubscription(q: Queryable, s: SubscriptionRow) {
  await q.query(
    `UPDATE subscriptions SET plan_id = $2, status = $3, current_period_start = $4, current_period_end = $5,
       cancel_at_period_end = $6, pending_plan_id = $7, updated_at = now() WHERE user_id = $1`,
    [
      s.user_id,
      s.plan_id,
      s.status,
      s.current_period_start,
      s.current_period_end,
      s.cancel_at_period_end,
      s.pending_plan_id,
    ],
  );
}

/** Invoice numbers are per user: INV-001, INV-002, … (the caller holds the subscription row lock). */
export interface NewInvoice {
  userId: string;
  planId: string;
  amountCents: number;
  status: InvoiceRow['status'];
  description: string;
  issuedOn?: string;
  kind?: 'manual' | 'upgrade' | 'renewal' | 'subscribe' | 'provider';
  periodStart?: Date;
  periodEnd?: Date;
  providerRef?: string;
  /** What the invoice itemises; one line of the whole amount when absent. Lines always add up to the amount. */
  lines?: InvoiceLine[];
}

export interface InvoiceLine {
  description: string;
  amountCents: number;
}

export async function insertInvoice(q: Queryable, i: NewInvoice) {
  const next = await q.query<{ n: number }>(
    `SELECT COALESCE(MAX(substring(number from 5)::int), 0) + 1 AS n FROM invoices WHERE user_id = $1 AND number ~ '^INV-[0-9]+$'`,
    [i.userId],
  );
  const number = `INV-${String(next[0]!.n).padStart(3, '0')}`;
  const rows = await q.query<{ id: string }>(
    // The billing details are copied as they are now: an invoice keeps the address it was issued to.
    `INSERT INTO invoices (user_id, number, issued_on, amount_cents, status, plan_id, description, kind, period_start, period_end, provider_ref, lines, billed_to)
     VALUES ($1, $2, COALESCE($3::date, now()::date), $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb,
       (SELECT to_jsonb(d) - 'user_id' - 'updated_at' FROM billing_details d WHERE d.user_id = $1)) RETURNING id`,
    [
      i.userId,
      number,
      i.issuedOn ?? null,
      i.amountCents,
      i.status,
      i.planId,
      i.description,
      i.kind ?? 'manual',
      i.periodStart ?? null,
      i.periodEnd ?? null,
      i.providerRef ?? null,
      i.lines ? JSON.stringify(i.lines) : null,
    ],
  );
  return { id: rows[0]!.id, number };
}

export async function listInvoices(q: Queryable, userId: string, limit: number, offset: number) {
  return q.query<InvoiceRow>(
    `SELECT i.*, p.name AS plan_name FROM invoices i JOIN plans p ON p.id = i.plan_id
     WHERE i.user_id = $1 ORDER BY i.issued_on DESC, i.created_at DESC, i.number DESC LIMIT $2 OFFSET $3`,
    [userId, limit, offset],
  );
}

export const countInvoices = async (q: Queryable, userId: string) =>
  (await q.query<{ n: number }>('SELECT count(*)::int AS n FROM invoices WHERE user_id = $1', [userId]))[0]!.n;

export async function setInvoiceStatus(q: Queryable, id: string, status: InvoiceRow['status'], providerRef?: string) {
  await q.query('UPDATE invoices SET status = $2, provider_ref = COALESCE($3, provider_ref) WHERE id = $1', [
    id,
    status,
    providerRef ?? null,
  ]);
}

export const findInvoice = async (q: Queryable, userId: string, id: string) =>
  (
    await q.query<
      InvoiceRow & {
        description: string;
        period_start: Date | null;
        period_end: Date | null;
        created_at: Date;
        lines: InvoiceLine[] | null;
        billed_to: Record<string, string> | null;
      }
    >(
      `SELECT i.*, p.name AS plan_name FROM invoices i JOIN plans p ON p.id = i.plan_id WHERE i.user_id = $1 AND i.id = $2`,
      [userId, id],
    )
  )[0];

export const userEmail = async (q: Queryable, userId: string) =>
  (
    await q.query<{ email: string; first_name: string; last_name: string }>(
      'SELECT email, first_name, last_name FROM users WHERE id = $1',
      [userId],
    )
  )[0]!;

export async function recordCancellation(q: Queryable, userId: string, planId: string, reason: string) {
  await q.query('INSERT INTO subscription_cancellations (user_id, plan_id, reason) VALUES ($1, $2, $3)', [
    userId,
    planId,
    reason,
  ]);
}
/** The user whose subscription the payment provider knows by this subscription id (or customer id). */
export const userBySubscriptionRef = async (q: Queryable, providerSubscriptionId: string) =>
  (
    await q.query<{ user_id: string }>('SELECT user_id FROM subscriptions WHERE provider_subscription_id = $1', [
      providerSubscriptionId,
    ])
  )[0]?.user_id;
export const userByCustomerRef = async (q: Queryable, providerCustomerId: string) =>
  (
    await q.query<{ user_id: string }>('SELECT user_id FROM subscriptions WHERE provider_customer_id = $1', [
      providerCustomerId,
    ])
  )[0]?.user_id;

/** Records a provider event id; false when it was already recorded (a replay). */
export const recordBillingEvent = async (q: Queryable, id: string, type: string) =>
  (
    await q.query('INSERT INTO billing_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id', [
      id,
      type,
    ])
  ).length > 0;

export const findInvoiceByProviderRef = async (q: Queryable, providerRef: string) =>
  (await q.query<{ id: string }>('SELECT id FROM invoices WHERE provider_ref = $1', [providerRef]))[0];

/** Links the provider's customer and subscription ids (kept when not given) and the newest time synced from it. */
export const linkProvider = (
  q: Queryable,
  userId: string,
  customerId: string | null,
  subscriptionId: string | null,
  at: Date,
) =>
  q.query(
    `UPDATE subscriptions SET provider_customer_id = COALESCE($2, provider_customer_id), provider_subscription_id = COALESCE($3, provider_subscription_id),
       provider_synced_at = GREATEST(COALESCE(provider_synced_at, $4), $4) WHERE user_id = $1`,
    [userId, customerId, subscriptionId, at],
  );

/**
 * Locks up to `limit` subscriptions whose period ended by `now` and that this app bills itself (not the
 * provider), skipping rows another process holds, so every process can run renewals at once.
 */
export const claimDueSubscriptions = (q: Queryable, now: Date, limit: number) =>
  q.query<SubscriptionRow>(
    `SELECT * FROM subscriptions
     WHERE current_period_end <= $1 AND status <> 'canceled' AND provider_subscription_id IS NULL
     ORDER BY current_period_end LIMIT $2 FOR UPDATE SKIP LOCKED`,
    [now, limit],
  );

/** Whether the user still has a failed renewal invoice (the subscription stays past due until none is left). */
export const hasFailedRenewal = async (q: Queryable, userId: string) =>
  (await q.query(`SELECT 1 FROM invoices WHERE user_id = $1 AND kind = 'renewal' AND status = 'Failed'`, [userId]))
    .length > 0;

/** The plan, status and period of the user's subscription (entitlements read this; undefined before the first). */
export const findSubscriptionTerms = async (q: Queryable, userId: string) =>
  (
    await q.query<Pick<SubscriptionRow, 'plan_id' | 'status' | 'current_period_start' | 'current_period_end'>>(
      'SELECT plan_id, status, current_period_start, current_period_end FROM subscriptions WHERE user_id = $1',
      [userId],
    )
  )[0];

/** Start of the user's current billing period, or of the calendar month when there is no subscription. */
export const currentPeriodStart = async (q: Queryable, userId: string) =>
  new Date(
    (
      await q.query<{ start: Date }>(
        `SELECT COALESCE((SELECT current_period_start FROM subscriptions WHERE user_id = $1), date_trunc('month', now())) AS start`,
        [userId],
      )
    )[0]!.start,
  );
