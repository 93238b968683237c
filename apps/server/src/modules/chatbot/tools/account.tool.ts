/**
 * The asker's own account: plan, status, renewal or end date, pending change, invoices with their
 * PDFs, API keys and data usage against quota, in the asker's language. Every read goes through the
 * owning module's service with the asker's id; nothing here can name another user.
 */
import type { Citation } from '@cosmos/contracts';
import { hasKey, t, type Lang } from '../../../lib/i18n/index.ts';
import * as apiKeys from '../../api-keys/api-keys.service.ts';
import * as billing from '../../billing/billing.service.ts';
import * as usage from '../../usage/usage.service.ts';
import { bytes, dateOnly, list, usd } from '../format.ts';
import { yesNo, type Tool, type ToolEnv } from './types.ts';

const subscription = (lang: Lang): Citation => ({
  kind: 'account',
  title: t(lang, 'assistant.cite.subscription'),
  href: '/subscription',
});
const dataAccess = (lang: Lang): Citation => ({
  kind: 'account',
  title: t(lang, 'assistant.cite.dataAccess'),
  href: '/data-access',
});
/** A status word from the catalogue; a status it does not know is shown as stored. */
const word = (lang: Lang, key: string, fallback: string) => (hasKey(key) ? t(lang, key) : fallback);

async function planAnswer(env: ToolEnv, yesNoPlan?: string) {
  const { lang } = env;
  const s = await billing.current(env.ctx, env.asker.id);
  const date = dateOnly(new Date(s.currentPeriodEnd), env.tz, lang);
  const price = usd(s.plan.priceCents, lang);
  const status = word(lang, `assistant.account.status.${s.status}`, s.status);
  const parts = [t(lang, 'assistant.account.plan', { plan: s.plan.name, price, status })];
  if (s.cancelAtPeriodEnd) parts.push(t(lang, 'assistant.account.cancelled', { date }));
  else if (s.pendingPlanId)
    parts.push(t(lang, 'assistant.account.changes', { plan: billing.planById(s.pendingPlanId).name, date }));
  else parts.push(t(lang, 'assistant.account.renews', { date, price }));
  if (yesNoPlan) parts.unshift(yesNo(s.planId === yesNoPlan, lang));
  return {
    content: parts.join(' '),
    citations: [subscription(lang)],
    facts: {
      plan: s.plan.name,
      pricePerMonth: price,
      status: s.status,
      periodEnd: date,
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
      pendingPlan: s.pendingPlanId ? billing.planById(s.pendingPlanId).name : null,
    },
  };
}

async function invoicesAnswer(env: ToolEnv) {
  const { lang } = env;
  const { items, total } = await billing.invoices(env.ctx, env.asker.id, 3, 0);
  if (total === 0)
    return {
      content: t(lang, 'assistant.account.noInvoices'),
      citations: [subscription(lang)],
      facts: { invoices: [] },
    };
  const describe = (i: (typeof items)[number]) =>
    t(lang, 'assistant.account.invoiceLine', {
      number: i.number,
      // An invoice's date is a calendar day: noon UTC keeps it that day in any zone.
      date: dateOnly(new Date(`${i.date}T12:00:00Z`), 'UTC', lang),
      amount: usd(i.amountCents, lang),
      plan: i.plan,
      status: word(lang, `notifications.status.${i.status}`, i.status).toLowerCase(),
    });
  const [last, ...older] = items;
  const parts = [t(lang, 'assistant.account.lastInvoice', { invoice: describe(last!) })];
  if (older.length) parts.push(t(lang, 'assistant.account.olderInvoices', { list: list(older.map(describe), lang) }));
  parts.push(
    t(lang, total === 1 ? 'assistant.account.invoiceCountOne' : 'assistant.account.invoiceCountMany', { count: total }),
  );
  const pdfs: Citation[] = items.map((i) => ({
    kind: 'account',
    title: t(lang, 'assistant.cite.invoicePdf', { number: i.number }),
    href: `/api/subscription/invoices/${i.id}/pdf`,
  }));
  return {
    content: parts.join(' '),
    citations: [...pdfs, subscription(lang)],
    facts: {
      total,
      invoices: items.map((i) => ({
        number: i.number,
        date: i.date,
        amount: usd(i.amountCents, lang),
        status: i.status,
      })),
    },
  };
}

async function keysAnswer(env: ToolEnv) {
  const { lang } = env;
  const keys = await apiKeys.listKeys(env.ctx, env.asker.id);
  if (keys.length === 0)
    return { content: t(lang, 'assistant.account.noKeys'), citations: [dataAccess(lang)], facts: { keys: [] } };
  const day = (d: string | Date) => dateOnly(new Date(d), env.tz, lang);
  const lines = keys.map((k) =>
    t(lang, 'assistant.account.keyLine', {
      name: k.name,
      prefix: k.prefix,
      created: day(k.createdAt),
      used: k.lastUsedAt
        ? t(lang, 'assistant.account.lastUsed', { date: day(k.lastUsedAt) })
        : t(lang, 'assistant.account.neverUsed'),
    }),
  );
  return {
    content: t(lang, keys.length === 1 ? 'assistant.account.keysOne' : 'assistant.account.keysMany', {
      count: keys.length,
      list: list(lines, lang),
    }),
    citations: [dataAccess(lang)],
    facts: { keys: keys.map((k) => ({ name: k.name, prefix: k.prefix })) },
  };
}

async function usageAnswer(env: ToolEnv) {
  const { lang } = env;
  const u = await usage.usage(env.ctx.db, env.asker.id);
  const share = u.quotaBytes > 0 ? Math.round((u.usedBytes / u.quotaBytes) * 100) : 0;
  const parts = [
    t(lang, 'assistant.account.usage', {
      used: bytes(u.usedBytes, lang),
      quota: bytes(u.quotaBytes, lang),
      percent: `${share} %`,
    }),
  ];
  if (u.periodEnd)
    parts.push(t(lang, 'assistant.account.periodEnds', { date: dateOnly(new Date(u.periodEnd), env.tz, lang) }));
  return {
    content: parts.join(' '),
    citations: [dataAccess(lang)],
    facts: {
      usedBytes: u.usedBytes,
      quotaBytes: u.quotaBytes,
      used: bytes(u.usedBytes, lang),
      quota: bytes(u.quotaBytes, lang),
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
