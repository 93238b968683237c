/** The asker's own support tickets and their status, through the support service. */
import * as support from '../../support/support.service.ts';
import { dateOnly, list } from '../format.ts';
import { t } from '../../../lib/i18n/index.ts';
import { yesNo, type Tool } from './types.ts';

const OPEN = new Set(['open', 'pending']);

export const ticketsTool: Tool = async (env, q) => {
  const myTickets = { kind: 'ticket' as const, title: 'My Tickets', href: '/support/tickets' };
  if (q.topic === 'tickets.create') {
    return {
      content: t(env.lang, 'assistant.createTicket'),
      citations: [{ kind: 'ticket', title: 'Contact Support', href: '/support' }],
      offerTicket: true,
      facts: {},
    };
  }
  const items = await support.list(env.ctx, env.asker, { scope: 'mine', limit: 50, offset: 0 });
  const open = items.filter((t) => OPEN.has(t.status));
  const { lang } = env;
  const lead = q.yesNo ? `${yesNo(open.length > 0, lang)} ` : '';
  if (items.length === 0)
    return {
      content: `${lead}${t(lang, 'assistant.noTickets')}`,
      citations: [myTickets],
      facts: { open: 0, total: 0 },
    };
  const describe = (x: (typeof items)[number]) =>
    t(lang, 'assistant.ticketLine', {
      number: x.number,
      subject: x.subject,
      status: t(lang, `assistant.ticketStatus.${x.status}`),
      date: dateOnly(new Date(x.createdAt), env.tz, lang),
    });
  const content =
    lead +
    (open.length
      ? lang === 'en'
        ? `You have ${open.length} open ticket${open.length === 1 ? '' : 's'}: ${list(open.slice(0, 5).map(describe))}.`
        : t(lang, 'assistant.openTickets', { count: open.length, list: list(open.slice(0, 5).map(describe), lang) })
      : t(lang, 'assistant.noOpenTickets', { ticket: describe(items[0]!) }));
  return {
    content,
    citations: [
      ...open
        .slice(0, 3)
        .map((t) => ({ kind: 'ticket' as const, title: `Ticket #${t.number}`, href: `/support/tickets/${t.id}` })),
      myTickets,
    ],
    facts: {
      open: open.length,
      total: items.length,
      tickets: items.slice(0, 5).map((t) => ({ number: t.number, subject: t.subject, status: t.status })),
    },
  };
};
