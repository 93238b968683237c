/** The mail a customer gets about their ticket, answerable by replying (email-channel.ts). */
import type { Ticket } from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import { t } from '../../lib/i18n/index.ts';
import { sendMailLater } from '../mail/mail.service.ts';
import { findUserById } from '../users/users.service.ts';
import { layout, type MailIn } from '../mail/templates.ts';
import { REPLY_ABOVE_MARKER, ticketReplyAddress } from './email-channel.ts';

export type TicketMailKind =
  { kind: 'received'; hours: number } | { kind: 'reply'; agent: string; body: string } | { kind: 'resolved' };

function ticketMail(ctx: AppContext, ticket: Ticket, to: string, what: TicketMailKind): MailIn {
  const href = new URL(`/support/tickets/${ticket.id}`, ctx.config.PUBLIC_URL).toString();
  return (lang) => {
    const vars = { number: ticket.number, subject: ticket.subject, ...('hours' in what ? { hours: what.hours } : {}) };
    const key = `mail.ticket.${what.kind}`;
    const lines =
      what.kind === 'reply'
        ? [t(lang, `${key}.line1`, { ...vars, agent: what.agent }), what.body, t(lang, `${key}.line2`, vars)]
        : [t(lang, `${key}.line1`, vars), t(lang, `${key}.line2`, vars)];
    // The marker first: what the customer types above it is their answer, everything below is cut (email-channel.ts).
    const marker = `${REPLY_ABOVE_MARKER} ${t(lang, 'mail.ticket.marker')} ${REPLY_ABOVE_MARKER}`;
    const mail = layout(lang, to, t(lang, `${key}.subject`, vars), [marker, '', ...lines], {
      href,
      label: t(lang, 'mail.ticket.link'),
    });
    return { ...mail, replyTo: `${t(lang, 'mail.ticket.support')} <${ticketReplyAddress(ctx, ticket.number)}>` };
  };
}

/**
 * Sends after the response, in the owner's language, to the owner's account address: never to the ticket's contact
 * address, which is free text (mail there would let anyone send our mail to anyone, and an answer from it would not
 * be accepted as the owner's).
 */
export async function mailTicketOwner(ctx: AppContext, ticket: Ticket, what: TicketMailKind) {
  const owner = await findUserById(ctx.db, ticket.ownerId);
  if (owner) sendMailLater(ctx, ticketMail(ctx, ticket, owner.email, what), ticket.ownerId);
}
