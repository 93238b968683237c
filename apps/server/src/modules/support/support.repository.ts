import type { Ticket, TicketMessage, TicketStatus } from '@cosmos/contracts';
import type { Queryable } from '../../db/client.ts';
import { isUuid } from '../../lib/uuid.ts';

interface TicketRow {
  id: string;
  number: number | string;
  owner_id: string;
  owner_name: string;
  subject: string;
  description: string;
  category: Ticket['category'];
  priority: Ticket['priority'];
  status: TicketStatus;
  contact_name: string;
  contact_email: string;
  message_count: number;
  created_at: Date | string;
  updated_at: Date | string;
  plan_id: Ticket['supportPlan'];
  first_response_due_at: Date | string | null;
  first_responded_at: Date | string | null;
  assigned_agent_id?: string | null;
  assigned_agent_name?: string | null;
}
interface MessageRow {
  id: string;
  ticket_id: string;
  author_role: TicketMessage['authorRole'];
  author_name: string | null;
  body: string;
  created_at: Date | string;
}

const iso = (d: Date | string) => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null) => (d === null ? null : iso(d));

/** Where a ticket stands against its first-response target, now. */
export function slaState(
  r: Pick<TicketRow, 'created_at' | 'first_response_due_at' | 'first_responded_at'>,
  now = Date.now(),
): Ticket['sla'] {
  if (!r.first_response_due_at) return 'none';
  const due = new Date(r.first_response_due_at).getTime();
  if (r.first_responded_at) return new Date(r.first_responded_at).getTime() <= due ? 'met' : 'breached';
  if (now > due) return 'breached';
  const target = due - new Date(r.created_at).getTime();
  return due - now < target / 4 ? 'at_risk' : 'on_track';
}

export const presentTicket = (r: TicketRow): Ticket => ({
  id: r.id,
  number: Number(r.number),
  subject: r.subject,
  description: r.description,
  category: r.category,
  priority: r.priority,
  status: r.status,
  ownerId: r.owner_id,
  ownerName: r.owner_name,
  contactName: r.contact_name,
  contactEmail: r.contact_email,
  messageCount: Number(r.message_count),
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
  supportPlan: r.plan_id ?? null,
  firstResponseDueAt: isoOrNull(r.first_response_due_at),
  firstRespondedAt: isoOrNull(r.first_responded_at),
  sla: slaState(r),
  assignedAgent: r.assigned_agent_id ? { id: r.assigned_agent_id, name: r.assigned_agent_name ?? '' } : null,
});

export const presentMessage = (r: MessageRow): TicketMessage => ({
  id: r.id,
  ticketId: r.ticket_id,
  authorRole: r.author_role,
  authorName: r.author_name ?? (r.author_role === 'agent' ? 'Support' : 'Customer'),
  body: r.body,
  createdAt: iso(r.created_at),
});

const SELECT_TICKET = `SELECT t.*, (u.first_name || ' ' || u.last_name) AS owner_name,
  (SELECT count(*)::int FROM support_messages m WHERE m.ticket_id = t.id) AS message_count,
  (SELECT a.first_name || ' ' || a.last_name FROM users a WHERE a.id = t.assigned_agent_id) AS assigned_agent_name
  FROM support_tickets t JOIN users u ON u.id = t.owner_id`;

export async function insertTicket(
  q: Queryable,
  t: {
    ownerId: string;
    subject: string;
    description: string;
    category: string;
    priority: string;
    contactName: string;
    contactEmail: string;
    source: string;
    planId: string;
    firstResponseHours: number;
    assignedAgentId?: string | null;
  },
) {
  const rows = await q.query<{ id: string }>(
    `INSERT INTO support_tickets (owner_id, subject, description, category, priority, contact_name, contact_email, source, plan_id, first_response_due_at, assigned_agent_id)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9, now() + make_interval(hours => $10::int), $11) RETURNING id`,
    [
      t.ownerId,
      t.subject,
      t.description,
      t.category,
      t.priority,
      t.contactName,
      t.contactEmail,
      t.source,
      t.planId,
      t.firstResponseHours,
      t.assignedAgentId ?? null,
    ],
  );
  return rows[0]!.id;
}

/** A ticket by the number its emails carry. */
export const findTicketByNumber = async (q: Queryable, ticketNumber: number) =>
  (await q.query<TicketRow>(`${SELECT_TICKET} WHERE t.number = $1`, [ticketNumber]))[0];

/** A malformed id is simply not found (isUuid: never a cast error). */
export const findTicket = async (q: Queryable, id: string) =>
  isUuid(id) ? (await q.query<TicketRow>(`${SELECT_TICKET} WHERE t.id = $1`, [id]))[0] : undefined;

/** The agents' queue: tickets still waiting for a first answer come first, the one due soonest at the top. */
const AWAITING_FIRST_ANSWER_FIRST = `(t.first_responded_at IS NULL AND t.first_response_due_at IS NOT NULL AND t.status = 'open') DESC,
  CASE WHEN t.first_responded_at IS NULL AND t.status = 'open' THEN t.first_response_due_at END ASC NULLS LAST, `;

export async function listTickets(
  q: Queryable,
  f: { ownerId?: string; status?: TicketStatus; limit: number; offset: number; agentId?: string },
) {
  // For an agent, the open tickets of the teams they are the dedicated agent of come first (issue 18), then the queue.
  const mineFirst = f.agentId ? `(t.assigned_agent_id IS NOT DISTINCT FROM $5::uuid AND t.status = 'open') DESC, ` : '';
  const rows = await q.query<TicketRow>(
    `${SELECT_TICKET} WHERE ($1::uuid IS NULL OR t.owner_id = $1::uuid) AND ($2::text IS NULL OR t.status = $2)
     ORDER BY ${f.ownerId ? '' : mineFirst + AWAITING_FIRST_ANSWER_FIRST}t.created_at DESC, t.number DESC LIMIT $3 OFFSET $4`,
    f.agentId
      ? [f.ownerId ?? null, f.status ?? null, f.limit, f.offset, f.agentId]
      : [f.ownerId ?? null, f.status ?? null, f.limit, f.offset],
  );
  return rows.map(presentTicket);
}

export async function listMessages(q: Queryable, ticketId: string) {
  const rows = await q.query<MessageRow>(
    `SELECT m.id, m.ticket_id, m.author_role, m.body, m.created_at, (u.first_name || ' ' || u.last_name) AS author_name
     FROM support_messages m LEFT JOIN users u ON u.id = m.author_id WHERE m.ticket_id = $1 ORDER BY m.seq`,
    [ticketId],
  );
  return rows.map(presentMessage);
}

export async function insertMessage(
  q: Queryable,
  m: { ticketId: string; authorId: string | null; authorRole: TicketMessage['authorRole']; body: string },
) {
  const rows = await q.query<{ id: string }>(
    'INSERT INTO support_messages (ticket_id, author_id, author_role, body) VALUES ($1,$2,$3,$4) RETURNING id',
    [m.ticketId, m.authorId, m.authorRole, m.body],
  );
  const msg = await q.query<MessageRow>(
    `SELECT m.id, m.ticket_id, m.author_role, m.body, m.created_at, (u.first_name || ' ' || u.last_name) AS author_name
     FROM support_messages m LEFT JOIN users u ON u.id = m.author_id WHERE m.id = $1`,
    [rows[0]!.id],
  );
  return presentMessage(msg[0]!);
}

/** `agentAnswered` marks the first answer (kept once set); the first resolution is kept the same way. */
export async function setStatus(q: Queryable, ticketId: string, status: TicketStatus, agentAnswered = false) {
  await q.query(
    `UPDATE support_tickets SET status = $2, updated_at = now(),
       resolved_at = CASE WHEN $2 IN ('resolved', 'closed') THEN COALESCE(resolved_at, now()) ELSE resolved_at END,
       first_responded_at = CASE WHEN $3::boolean THEN COALESCE(first_responded_at, now()) ELSE first_responded_at END
     WHERE id = $1`,
    [ticketId, status, agentAnswered],
  );
}

/**
 * Claims the unanswered tickets whose first answer is due within a quarter of their target (or overdue) and
 * whose agents were not warned yet; one UPDATE, so two processes never warn twice.
 */
export const claimSlaWarnings = (q: Queryable) =>
  q.query<{ id: string; number: string; subject: string; first_response_due_at: Date }>(
    `UPDATE support_tickets SET sla_warned_at = now()
     WHERE first_responded_at IS NULL AND sla_warned_at IS NULL AND status = 'open' AND first_response_due_at IS NOT NULL
       AND now() >= first_response_due_at - (first_response_due_at - created_at) / 4
     RETURNING id, number, subject, first_response_due_at`,
  );

export interface SlaStatsRow {
  plan_id: string;
  tickets: number;
  answered: number;
  within: number;
  median_first_minutes: number | null;
  resolved: number;
  median_resolution_hours: number | null;
}

export const slaStats = (q: Queryable, days: number) =>
  q.query<SlaStatsRow>(
    `SELECT plan_id, count(*)::int AS tickets, count(first_responded_at)::int AS answered,
       count(*) FILTER (WHERE first_responded_at <= first_response_due_at)::int AS within,
       percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM first_responded_at - created_at) / 60) AS median_first_minutes,
       count(resolved_at)::int AS resolved,
       percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM resolved_at - created_at) / 3600) AS median_resolution_hours
     FROM support_tickets WHERE plan_id IS NOT NULL AND created_at > now() - make_interval(days => $1::int) GROUP BY plan_id`,
    [days],
  );

export const agentIds = async (q: Queryable) =>
  (await q.query<{ id: string }>(`SELECT id FROM users WHERE role = 'agent'`)).map((r) => r.id);

// ── inbound mail already received (issue 30: the same Message-ID is added once) ─────────────────────────────

/** Claims (sender, Message-ID); false when it was already claimed, by an earlier or a concurrent delivery. */
export const claimInboundMessage = async (q: Queryable, userId: string, messageId: string) =>
  (
    await q.query(
      `INSERT INTO inbound_email_messages (user_id, message_id) VALUES ($1, $2)
       ON CONFLICT (user_id, message_id) DO NOTHING RETURNING message_id`,
      [userId, messageId],
    )
  ).length > 0;

export const recordInboundTicket = (q: Queryable, userId: string, messageId: string, ticketId: string) =>
  q.query('UPDATE inbound_email_messages SET ticket_id = $3 WHERE user_id = $1 AND message_id = $2', [
    userId,
    messageId,
    ticketId,
  ]);

export const releaseInboundMessage = (q: Queryable, userId: string, messageId: string) =>
  q.query('DELETE FROM inbound_email_messages WHERE user_id = $1 AND message_id = $2', [userId, messageId]);

/** The ticket the first delivery of this mail went to (null while that delivery is still being handled). */
export const findInboundMessage = async (q: Queryable, userId: string, messageId: string) =>
  (
    await q.query<{ ticket_id: string | null; ticket_number: number | null }>(
      `SELECT m.ticket_id, t.number::int AS ticket_number FROM inbound_email_messages m
       LEFT JOIN support_tickets t ON t.id = m.ticket_id WHERE m.user_id = $1 AND m.message_id = $2`,
      [userId, messageId],
    )
  )[0];
