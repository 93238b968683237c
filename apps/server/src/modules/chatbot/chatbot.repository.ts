import type { ChatMessage, Citation } from '@cosmos/contracts';
import type { Queryable } from '../../db/client.ts';

interface Row {
  id: string;
  role: ChatMessage['role'];
  content: string;
  citations: Citation[] | string;
  offer_ticket: boolean;
  created_at: Date | string;
}

const present = (r: Row): ChatMessage => ({
  id: r.id,
  role: r.role,
  content: r.content,
  citations: typeof r.citations === 'string' ? (JSON.parse(r.citations) as Citation[]) : r.citations,
  offerTicket: r.offer_ticket,
  createdAt: new Date(r.created_at).toISOString(),
});

export async function append(
  q: Queryable,
  userId: string,
  m: { role: ChatMessage['role']; content: string; citations?: Citation[]; offerTicket?: boolean; context?: unknown },
) {
  const rows = await q.query<Row>(
    'INSERT INTO chat_messages (user_id, role, content, citations, offer_ticket, context) VALUES ($1, $2, $3, $4::jsonb, $5, $6::jsonb) RETURNING *',
    [
      userId,
      m.role,
      m.content,
      JSON.stringify(m.citations ?? []),
      m.offerTicket ?? false,
      m.context === undefined ? null : JSON.stringify(m.context),
    ],
  );
  return present(rows[0]!);
}

/** The newest `limit` messages of the user's conversation, oldest first. */
export async function recent(q: Queryable, userId: string, limit = 50) {
  const rows = await q.query<Row>(
    'SELECT * FROM (SELECT * FROM chat_messages WHERE user_id = $1 ORDER BY seq DESC LIMIT $2) m ORDER BY seq',
    [userId, limit],
  );
  return rows.map(present);
}

export const clear = async (q: Queryable, userId: string) => {
  await q.query('DELETE FROM chat_messages WHERE user_id = $1', [userId]);
};

/** The context stored with the user's latest assistant answer (what a follow-up refers to). */
export async function lastContext(q: Queryable, userId: string): Promise<unknown> {
  const row = (
    await q.query<{ context: unknown }>(
      "SELECT context FROM chat_messages WHERE user_id = $1 AND role = 'assistant' ORDER BY seq DESC LIMIT 1",
      [userId],
    )
  )[0];
  return typeof row?.context === 'string' ? JSON.parse(row.context) : (row?.context ?? undefined);
}
