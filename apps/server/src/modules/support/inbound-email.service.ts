/** Inbound support mail (email-channel.ts): an answer to a ticket's address becomes a reply, other mail a new ticket. */
import type { InboundEmailBody, InboundEmailResult } from '@cosmos/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { findUserByEmail } from '../users/users.service.ts';
import { cleanSubject, customerText, senderAddress, ticketAddressed } from './email-channel.ts';
import * as repo from './support.repository.ts';
import { create, reply } from './support.service.ts';

const SUBJECT_MAX = 200;
const DESCRIPTION_MAX = 5000;

/**
 * The sender's account, which must exist and be active: mail from anyone else is refused, never stored. A From header
 * is only a claim: the mail provider must vouch that it passed SPF or DKIM aligned with its domain (DMARC), else the
 * mail could have been written by anyone in anyone's name.
 */
export async function senderAccount(
  ctx: AppContext,
  mail: Pick<z.output<typeof InboundEmailBody>, 'from' | 'senderVerified'>,
) {
  const address = senderAddress(mail.from);
  if (!address) throw badRequest('from', 'The sender has no single email address');
  if (!mail.senderVerified)
    throw new AppError(422, 'unverified_sender', 'The sender address did not pass SPF or DKIM', [
      { field: 'senderVerified', message: 'The sender address did not pass SPF or DKIM' },
    ]);
  const row = await findUserByEmail(ctx.db, address);
  if (!row || row.disabled_at)
    throw new AppError(422, 'unknown_sender', 'No active Cosmos account uses this address', [
      { field: 'from', message: 'No active Cosmos account uses this address' },
    ]);
  return {
    id: row.id,
    role: row.role,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
  };
}

type Sender = Awaited<ReturnType<typeof senderAccount>>;

export async function receiveEmail(
  ctx: AppContext,
  actor: Sender,
  mail: z.output<typeof InboundEmailBody>,
): Promise<InboundEmailResult> {
  // Out-of-office and other automatic answers (Auto-Submitted, RFC 3834) would reopen a resolved ticket: dropped.
  if (mail.autoSubmitted) return { outcome: 'ignored', ticketId: null, ticketNumber: null };
  const text = customerText(mail.text);
  if (!text) throw badRequest('text', 'The message is empty once the quoted text is removed');
  if (!mail.messageId) return handle(ctx, actor, mail, text);
  // The same mail posted twice (issue 30): the first claim of (sender, Message-ID) wins; a later one is answered
  // with the first delivery's ticket and adds nothing. A failed delivery releases its claim so a retry can succeed.
  if (!(await repo.claimInboundMessage(ctx.db, actor.id, mail.messageId))) {
    const first = await repo.findInboundMessage(ctx.db, actor.id, mail.messageId);
    return { outcome: 'duplicate', ticketId: first?.ticket_id ?? null, ticketNumber: first?.ticket_number ?? null };
  }
  try {
    const result = await handle(ctx, actor, mail, text);
    if (result.ticketId) await repo.recordInboundTicket(ctx.db, actor.id, mail.messageId, result.ticketId);
    return result;
  } catch (err) {
    await repo.releaseInboundMessage(ctx.db, actor.id, mail.messageId);
    throw err;
  }
}

async function handle(
  ctx: AppContext,
  actor: Sender,
  mail: z.output<typeof InboundEmailBody>,
  text: string,
): Promise<InboundEmailResult> {
  const ticketNumber = ticketAddressed(ctx, mail.to);
  if (ticketNumber !== null) {
    const row = await repo.findTicketByNumber(ctx.db, ticketNumber);
    if (!row) throw notFound('Ticket');
    // The tag proves we wrote the address; the sender must still be the ticket's owner (a forwarded mail is not).
    if (row.owner_id !== actor.id)
      throw new AppError(403, 'forbidden', `This address does not own ticket #${ticketNumber}`, [
        { field: 'from', message: `This address does not own ticket #${ticketNumber}` },
      ]);
    await reply(ctx, actor, row.id, text.slice(0, DESCRIPTION_MAX));
    return { outcome: 'replied', ticketId: row.id, ticketNumber };
  }
  const subject = (cleanSubject(mail.subject) || text.split('\n')[0]!).slice(0, SUBJECT_MAX);
  const ticket = await create(
    ctx,
    actor,
    { subject, description: text.slice(0, DESCRIPTION_MAX), category: 'general', priority: 'normal' },
    'email',
  );
  return { outcome: 'created', ticketId: ticket.id, ticketNumber: ticket.number };
}
