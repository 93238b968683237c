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
    [s.user_id, s.plan_id, s.status, s.current_period_start, s.current_period_end, s.cancel_at_period_end, s.pending_plan_id],
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
      i.userId, number, i.issuedOn ?? null, i.amountCents, i.status, i.planId, i.description, i.kind ?? 'manual', i.periodStart ?? null, i.periodEnd ?? null, i.providerRef ?? null,
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
  await q.query('UPDATE invoices SET status = $2, provider_ref = COALESCE($3, provider_ref) WHERE id = $1', [id, status, providerRef ?? null]);
}

export const findInvoice = async (q: Queryable, userId: string, id: string) =>
  (
    await q.query<InvoiceRow & { description: string; period_start: Date | null; period_end: Date | null; created_at: Date; lines: InvoiceLine[] | null; billed_to: Record<string, string> | null }>(
      `SELECT i.*, p.name AS plan_name FROM invoices i JOIN plans p ON p.id = i.plan_id WHERE i.user_id = $1 AND i.id = $2`,
      [userId, id],
    )
  )[0];

export const userEmail = async (q: Queryable, userId: string) =>
  (await q.query<{ email: string; first_name: string; last_name: string }>('SELECT email, first_name, last_name FROM users WHERE id = $1', [userId]))[0]!;

export async function recordCancellation(q: Queryable, userId: string, planId: string, reason: string) {
  await q.query('INSERT INTO subscription_cancellations (user_id, plan_id, reason) VALUES ($1, $2, $3)', [userId, planId, reason]);
}
