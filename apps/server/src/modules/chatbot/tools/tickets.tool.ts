/** The asker's own support tickets and their status, through the support service. */
import * as support from '../../support/support.service.ts';
import { dateOnly, list } from '../format.ts';
import { yesNo, type Tool } from './types.ts';

const OPEN = new Set(['open', 'pending']);
const STATUS: Record<string, string> = {
  open: 'open, waiting for the support team',
  pending: 'waiting for your reply',
  resolved: 'resolved',
  closed: 'closed',
};

export const ticketsTool: Tool = async (env, q) => {
  const myTickets = { kind: 'ticket' as const, title: 'My Tickets', href: '/support/tickets' };
  if (q.topic === 'tickets.create') {
    return {
      content:
        'I can open a support ticket with this conversation attached, so a person from the support team can help; use the button below. You can also write to the team with the Contact Support form on the Support page.',
      citations: [{ kind: 'ticket', title: 'Contact Support', href: '/support' }],
      offerTicket: true,
      facts: {},
    };
  }
  const items = await support.list(env.ctx, env.asker, { scope: 'mine', limit: 50, offset: 0 });
  const open = items.filter((t) => OPEN.has(t.status));
  const lead = q.yesNo ? `${yesNo(open.length > 0)} ` : '';
  if (items.length === 0)
    return { content: `${lead}You have no support tickets.`, citations: [myTickets], facts: { open: 0, total: 0 } };
  const describe = (t: (typeof items)[number]) =>
    `#${t.number} "${t.subject}" (${STATUS[t.status] ?? t.status}, opened ${dateOnly(new Date(t.createdAt), env.tz)})`;
  const content =
    lead +
    (open.length
      ? `You have ${open.length} open ticket${open.length === 1 ? '' : 's'}: ${list(open.slice(0, 5).map(describe))}.`
      : `You have no open tickets; your latest is ${describe(items[0]!)}.`);
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
