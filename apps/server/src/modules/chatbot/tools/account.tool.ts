/**
 * The asker's own account: plan, status, renewal or end date, pending change, invoices with their
 * PDFs, API keys and data usage against quota. Every read goes through the owning module's service
 * with the asker's id; nothing here can name another user.
 */
import type { Citation } from '@cosmos/contracts';
import * as apiKeys from '../../api-keys/api-keys.service.ts';
import * as billing from '../../billing/billing.service.ts';
import * as usage from '../../usage/usage.service.ts';
import { bytes, dateOnly, list, usd } from '../format.ts';
import { yesNo, type Tool, type ToolEnv } from './types.ts';

const SUBSCRIPTION: Citation = { kind: 'account', title: 'Your subscription', href: '/subscription' };
const DATA_ACCESS: Citation = { kind: 'account', title: 'Data exports & API', href: '/data-access' };
const STATUS_WORDS: Record<string, string> = {
  active: 'active',
  past_due: 'past due (the last renewal payment failed)',
  canceled: 'cancelled',
  lapsed: 'lapsed',
};

async function planAnswer(env: ToolEnv, yesNoPlan?: string) {
  const s = await billing.current(env.ctx, env.asker.id);
  const end = dateOnly(new Date(s.currentPeriodEnd), env.tz);
  const status = STATUS_WORDS[s.status] ?? s.status;
  const parts = [`You are on the ${s.plan.name} plan at ${usd(s.plan.priceCents)} per month, and it is ${status}.`];
  if (s.cancelAtPeriodEnd)
    parts.push(
      `It is cancelled and ends on ${end}; you keep access until then and can resume it on the Subscription page.`,
    );
  else if (s.pendingPlanId) parts.push(`It changes to ${billing.planById(s.pendingPlanId).name} on ${end}.`);
  else parts.push(`It renews on ${end} for ${usd(s.plan.priceCents)}.`);
  if (yesNoPlan) parts.unshift(yesNo(s.planId === yesNoPlan));
  return {
    content: parts.join(' '),
    citations: [SUBSCRIPTION],
    facts: {
      plan: s.plan.name,
      pricePerMonth: usd(s.plan.priceCents),
      status: s.status,
      periodEnd: end,
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
      pendingPlan: s.pendingPlanId ? billing.planById(s.pendingPlanId).name : null,
    },
  };
}

async function invoicesAnswer(env: ToolEnv) {
  const { items, total } = await billing.invoices(env.ctx, env.asker.id, 3, 0);
  if (total === 0) return { content: 'You have no invoices yet.', citations: [SUBSCRIPTION], facts: { invoices: [] } };
  const describe = (i: (typeof items)[number]) =>
    `${i.number} of ${dateOnly(new Date(`${i.date}T12:00:00Z`), 'UTC')} for ${usd(i.amountCents)} (${i.plan}, ${i.status.toLowerCase()})`;
  const [last, ...older] = items;
  const content = `Your last invoice is ${describe(last!)}.${older.length ? ` Before that: ${list(older.map(describe))}.` : ''} You have ${total} invoice${total === 1 ? '' : 's'} in all; each has a PDF under Billing History on the Subscription page.`;
  const pdfs: Citation[] = items.map((i) => ({
    kind: 'account',
    title: `${i.number} (PDF)`,
    href: `/api/subscription/invoices/${i.id}/pdf`,
  }));
  return {
    content,
    citations: [...pdfs, SUBSCRIPTION],
    facts: {
      total,
      invoices: items.map((i) => ({ number: i.number, date: i.date, amount: usd(i.amountCents), status: i.status })),
    },
  };
}

async function keysAnswer(env: ToolEnv) {
  const keys = await apiKeys.listKeys(env.ctx, env.asker.id);
  if (keys.length === 0)
    return {
      content:
        'You have no API keys. You can create one on the Data exports & API page if your plan includes API access (Enterprise Mission).',
      citations: [DATA_ACCESS],
      facts: { keys: [] },
    };
  const lines = keys.map(
    (k) =>
      `"${k.name}" (starts ${k.prefix}, created ${dateOnly(new Date(k.createdAt), env.tz)}, ${k.lastUsedAt ? `last used ${dateOnly(new Date(k.lastUsedAt), env.tz)}` : 'never used'})`,
  );
  return {
    content: `You have ${keys.length} API key${keys.length === 1 ? '' : 's'}: ${list(lines)}.`,
    citations: [DATA_ACCESS],
    facts: { keys: keys.map((k) => ({ name: k.name, prefix: k.prefix })) },
  };
}

async function usageAnswer(env: ToolEnv) {
  const u = await usage.usage(env.ctx.db, env.asker.id);
  const share = u.quotaBytes > 0 ? Math.round((u.usedBytes / u.quotaBytes) * 100) : 0;
  const end = u.periodEnd ? ` The period ends on ${dateOnly(new Date(u.periodEnd), env.tz)}.` : '';
  return {
    content: `You have used ${bytes(u.usedBytes)} of your ${bytes(u.quotaBytes)} download quota this period (${share} %).${end}`,
    citations: [DATA_ACCESS],
    facts: {
      usedBytes: u.usedBytes,
      quotaBytes: u.quotaBytes,
      used: bytes(u.usedBytes),
      quota: bytes(u.quotaBytes),
      percent: share,
    },
  };
}

export const accountTool: Tool = async (env, q) => {
  switch (q.topic) {
    case 'account.invoices':
      return invoicesAnswer(env);
    case 'account.keys':
      return keysAnswer(env);
    case 'account.usage':
      return usageAnswer(env);
    default:
      return planAnswer(env, q.yesNo ? q.slots.plan : undefined);
  }
};
