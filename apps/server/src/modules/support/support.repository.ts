import type { Ticket, TicketMessage, TicketStatus } from '@cosmos/contracts';
import type { Queryable } from '../../db/client.ts';

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
  (SELECT count(*)::int FROM support_messages m WHERE m.ticket_id = t.id) AS message_count
  FROM support_tickets t JOIN users u ON u.id = t.owner_id`;

export async function insertTicket(
  q: Queryable,
  t: { ownerId: string; subject: string; description: string; category: string; priority: string; contactName: string; contactEmail: string; source: string },
) {
  const rows = await q.query<{ id: string }>(
    `INSERT INTO support_tickets (owner_id, subject, description, category, priority, contact_name, contact_email, source)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8) RETURNING id`,
    [t.ownerId, t.subject, t.description, t.category, t.priority, t.contactName, t.contactEmail, t.source],
  );
  return rows[0]!.id;
}

/** Text comparison on the id so a malformed id is simply not found (never a cast error). */
export const findTicket = async (q: Queryable, id: string) => (await q.query<TicketRow>(`${SELECT_TICKET} WHERE t.id::text = $1`, [id]))[0];

export async function listTickets(q: Queryable, f: { ownerId?: string; status?: TicketStatus; limit: number; offset: number }) {
  const rows = await q.query<TicketRow>(
    `${SELECT_TICKET} WHERE ($1::uuid IS NULL OR t.owner_id = $1::uuid) AND ($2::text IS NULL OR t.status = $2)
     ORDER BY t.created_at DESC, t.number DESC LIMIT $3 OFFSET $4`,
    [f.ownerId ?? null, f.status ?? null, f.limit, f.offset],
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

export async function insertMessage(q: Queryable, m: { ticketId: string; authorId: string | null; authorRole: TicketMessage['authorRole']; body: string }) {
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

export async function setStatus(q: Queryable, ticketId: string, status: TicketStatus) {
  await q.query('UPDATE support_tickets SET status = $2, updated_at = now() WHERE id = $1', [ticketId, status]);
}

export const agentIds = async (q: Queryable) => (await q.query<{ id: string }>(`SELECT id FROM users WHERE role = 'agent'`)).map((r) => r.id);
