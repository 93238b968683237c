import type { Queryable } from '../../db/client.ts';
import { PLANS } from '../billing/plans.ts';
import type { Answer } from './sky-answers.ts';

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** 'What plan am I on': the caller's own subscription only. */
export async function myPlan(db: Queryable, userId: string): Promise<Answer> {
  const s = (await db.query<{ plan_id: string; status: string; current_period_end: Date; cancel_at_period_end: boolean; pending_plan_id: string | null }>(
    'SELECT plan_id, status, current_period_end, cancel_at_period_end, pending_plan_id FROM subscriptions WHERE user_id = $1',
    [userId],
  ))[0];
  const plan = PLANS.find((p) => p.id === (s?.plan_id ?? 'basic'))!;
  const end = s ? new Date(s.current_period_end).toISOString().slice(0, 10) : null;
  let content = `You are on the ${plan.name} plan (${usd(plan.priceCents)} per month)${s ? `, ${s.status}` : ''}. It includes: ${plan.features.join(', ')}.`;
  if (s?.cancel_at_period_end) content += ` It is set to end on ${end}.`;
  else if (s?.pending_plan_id) content += ` It changes to ${PLANS.find((p) => p.id === s.pending_plan_id)?.name} on ${end}.`;
  else if (end) content += ` The current period ends on ${end}.`;
  return { content, citations: [{ kind: 'account', title: 'Your subscription', href: '/subscription' }, { kind: 'plan', title: `${plan.name} plan`, href: '/subscription-plans' }] };
}

/** 'My last invoice': the caller's newest invoice only. */
export async function lastInvoice(db: Queryable, userId: string): Promise<Answer> {
  const i = (await db.query<{ number: string; issued_on: Date | string; amount_cents: number; status: string; plan_name: string }>(
    `SELECT i.number, i.issued_on, i.amount_cents, i.status, p.name AS plan_name FROM invoices i JOIN plans p ON p.id = i.plan_id
     WHERE i.user_id = $1 ORDER BY i.issued_on DESC, i.created_at DESC LIMIT 1`,
    [userId],
  ))[0];
  const citations = [{ kind: 'account' as const, title: 'Billing history', href: '/subscription' }];
  if (!i) return { content: 'You have no invoices yet.', citations };
  const date = i.issued_on instanceof Date ? i.issued_on.toISOString().slice(0, 10) : String(i.issued_on).slice(0, 10);
  return { content: `Your last invoice is ${i.number} from ${date}: ${usd(i.amount_cents)} for ${i.plan_name}, ${i.status}.`, citations };
}
