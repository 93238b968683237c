import type {
  CreateTicketBody,
  SlaStats,
  SupportTicketUpdate,
  Ticket,
  TicketDetail,
  TicketStatus,
  User,
} from '@cosmos/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { msg } from '../../lib/i18n/index.ts';
import { authorize, can } from '../../lib/policies.ts';
import { userEntitlements, PLAN_ENTITLEMENTS } from '../entitlements/entitlements.ts';
import { notify } from '../notifications/notifications.service.ts';
import { dedicatedAgentFor } from '../teams/teams.service.ts';
import { mailTicketOwner } from './ticket-mail.ts';
import * as repo from './support.repository.ts';

type Actor = Pick<User, 'id' | 'role' | 'firstName' | 'lastName' | 'email'>;
const link = (t: Ticket) => `/support/tickets/${t.id}`;

/** A customer may only see their own tickets; anyone else's id answers 404 as if it did not exist. */
async function visibleTicket(ctx: AppContext, actor: Actor, id: string) {
  const row = await repo.findTicket(ctx.db, id);
  if (!row || !can(actor, 'ticket', 'read', { ownerId: row.owner_id })) throw notFound('Ticket');
  return repo.presentTicket(row);
}

/** Tells the owner and the agents what changed, and leaves a notification with whoever did not act. */
async function announce(ctx: AppContext, actor: Actor, update: SupportTicketUpdate) {
  const t = update.ticket;
  ctx.events.emit('ticket.updated', { ticketId: t.id, ownerId: t.ownerId, ticket: update });
  const what =
    update.kind === 'created'
      ? { title: msg('notifications.ticketNew', { number: t.number }), message: t.subject }
      : update.kind === 'message'
        ? { title: msg('notifications.ticketReply', { number: t.number }), message: update.message!.body.slice(0, 200) }
        : {
            title: msg('notifications.ticketStatus', {
              number: t.number,
              status: msg(`notifications.status.${t.status}`),
            }),
            message: t.subject,
          };
  const n = { type: 'ticket' as const, link: link(t), ...what };
  await mailOwner(ctx, actor, update);
  if (actor.id !== t.ownerId) await notify(ctx, t.ownerId, n);
  // A team's dedicated agent hears first, and alone, about the team's tickets; the queue still shows them to all.
  else if (t.assignedAgent) await notify(ctx, t.assignedAgent.id, n);
  // Issued together, so the notifications batcher writes them with one INSERT.
  else
    await Promise.all(
      (await repo.agentIds(ctx.db)).filter((id) => id !== actor.id).map((agentId) => notify(ctx, agentId, n)),
    );
}

/** Email support: the owner hears by mail of their new ticket, of every answer, and of its resolution. */
async function mailOwner(ctx: AppContext, actor: Actor, update: SupportTicketUpdate) {
  const t = update.ticket;
  if (update.kind === 'created' && actor.id === t.ownerId && t.firstResponseDueAt) {
    const hours = Math.round((Date.parse(t.firstResponseDueAt) - Date.parse(t.createdAt)) / 3_600_000);
    await mailTicketOwner(ctx, t, { kind: 'received', hours });
  } else if (update.kind === 'message' && actor.id !== t.ownerId) {
    await mailTicketOwner(ctx, t, {
      kind: 'reply',
      agent: `${actor.firstName} ${actor.lastName}`,
      body: update.message!.body,
    });
  } else if (update.kind === 'status' && actor.id !== t.ownerId && t.status === 'resolved') {
    await mailTicketOwner(ctx, t, { kind: 'resolved' });
  }
}

const PRIORITY_RANK = { low: 0, normal: 1, high: 2, urgent: 3 } as const;

export async function create(ctx: AppContext, actor: Actor, body: z.output<typeof CreateTicketBody>, source = 'web') {
  // The plan sets the first-response target and the lowest priority; a customer may still ask for a higher one.
  const plan = await userEntitlements(ctx.db, actor.id);
  const priority =
    PRIORITY_RANK[body.priority] >= PRIORITY_RANK[plan.supportPriority] ? body.priority : plan.supportPriority;
  const id = await repo.insertTicket(ctx.db, {
    planId: plan.planId,
    firstResponseHours: plan.supportFirstResponseHours,
    ownerId: actor.id,
    subject: body.subject,
    description: body.description,
    category: body.category,
    priority,
    contactName: body.contactName || `${actor.firstName} ${actor.lastName}`,
    contactEmail: body.contactEmail || actor.email,
    source,
    assignedAgentId: await dedicatedAgentFor(ctx, actor.id),
  });
  const ticket = repo.presentTicket((await repo.findTicket(ctx.db, id))!);
  await announce(ctx, actor, { kind: 'created', ticket });
  return ticket;
}

export async function list(
  ctx: AppContext,
  actor: Actor,
  f: { scope: 'mine' | 'all'; status?: TicketStatus; limit: number; offset: number },
) {
  if (f.scope === 'all') authorize(actor, 'ticket', 'listAll');
  return repo.listTickets(ctx.db, {
    ownerId: f.scope === 'mine' ? actor.id : undefined,
    status: f.status,
    limit: f.limit,
    offset: f.offset,
    agentId: f.scope === 'all' ? actor.id : undefined,
  });
}

export async function get(ctx: AppContext, actor: Actor, id: string): Promise<TicketDetail> {
  const ticket = await visibleTicket(ctx, actor, id);
  return { ...ticket, messages: await repo.listMessages(ctx.db, ticket.id) };
}

/** A customer's reply reopens the ticket; an agent's reply waits on the customer (pending), as help desks do. */
export async function reply(ctx: AppContext, actor: Actor, id: string, body: string) {
  const before = await visibleTicket(ctx, actor, id);
  const agent = can(actor, 'ticket', 'actAsAgent', before);
  const message = await ctx.db.tx(async (q) => {
    const m = await repo.insertMessage(q, {
      ticketId: before.id,
      authorId: actor.id,
      authorRole: agent ? 'agent' : 'customer',
      body,
    });
    await repo.setStatus(q, before.id, agent ? 'pending' : 'open', agent);
    return m;
  });
  const ticket = repo.presentTicket((await repo.findTicket(ctx.db, before.id))!);
  await announce(ctx, actor, { kind: 'message', ticket, message });
  return message;
}

/** Agents set any status; a customer may close, resolve or reopen their own ticket, not mark it pending. */
export async function changeStatus(ctx: AppContext, actor: Actor, id: string, status: TicketStatus) {
  const before = await visibleTicket(ctx, actor, id);
  if (status === 'pending') authorize(actor, 'ticket', 'markPending');
  if (before.status === status) return before;
  await repo.setStatus(ctx.db, before.id, status);
  const ticket = repo.presentTicket((await repo.findTicket(ctx.db, before.id))!);
  await announce(ctx, actor, { kind: 'status', ticket });
  return ticket;
}

/** First-response and resolution times per plan, for admins. */
export async function slaStats(ctx: AppContext, days: number): Promise<SlaStats> {
  const rows = await repo.slaStats(ctx.db, days);
  const plans = (['basic', 'pro', 'enterprise'] as const).map((planId) => {
    const r = rows.find((x) => x.plan_id === planId);
    const round = (v: number | null | undefined, d: number) =>
      v === null || v === undefined ? null : Math.round(Number(v) * 10 ** d) / 10 ** d;
    return {
      planId,
      targetHours: PLAN_ENTITLEMENTS[planId].supportFirstResponseHours,
      tickets: r?.tickets ?? 0,
      answered: r?.answered ?? 0,
      answeredWithinTarget: r?.within ?? 0,
      medianFirstResponseMinutes: round(r?.median_first_minutes, 1),
      resolved: r?.resolved ?? 0,
      medianResolutionHours: round(r?.median_resolution_hours, 2),
    };
  });
  return { days, plans };
}

const minutesLeft = (due: Date) => Math.round((new Date(due).getTime() - Date.now()) / 60_000);

/** Warns every agent, once per ticket, when a first answer is about to be (or already is) overdue. */
export async function warnSlaBreaches(ctx: AppContext) {
  const due = await repo.claimSlaWarnings(ctx.db);
  if (due.length === 0) return 0;
  const agents = await repo.agentIds(ctx.db);
  const notes = due.flatMap((t) => {
    const left = minutesLeft(t.first_response_due_at);
    const title =
      left > 0
        ? msg('notifications.slaDue', { number: t.number, minutes: left })
        : msg('notifications.slaPast', { number: t.number });
    return agents.map((agentId) =>
      notify(ctx, agentId, {
        type: 'ticket' as const,
        title,
        message: t.subject,
        link: `/support/tickets/${t.id}`,
        ref: `sla:${t.id}`,
      }),
    );
  });
  await Promise.all(notes); // issued together: the notifications batcher writes them with one INSERT
  return due.length;
}
