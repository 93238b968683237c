import type { Notification, NotificationType } from '@cosmos/contracts';
import type { Queryable } from '../../db/client.ts';

interface Row {
  id: string;
  seq: number | string;
  type: NotificationType;
  title: string;
  message: string;
  link: string | null;
  read: boolean;
  created_at: Date | string;
}

export const present = (r: Row): Notification => ({
  id: r.id,
  type: r.type,
  title: r.title,
  message: r.message,
  link: r.link,
  read: r.read,
  timestamp: new Date(r.created_at).toISOString(),
});

export interface NewNotification {
  type: NotificationType;
  title: string;
  message: string;
  link?: string | null;
  /** Same ref for the same user is stored once (e.g. `invoice:<id>`). */
  ref?: string;
}

/** Inserts; answers undefined when a notification with the same ref already exists. */
export async function insert(q: Queryable, userId: string, n: NewNotification) {
  const rows = await q.query<Row>(
    `INSERT INTO notifications (user_id, type, title, message, link, ref) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (user_id, ref) WHERE ref IS NOT NULL DO NOTHING RETURNING *`,
    [userId, n.type, n.title.slice(0, 200), n.message.slice(0, 1000), n.link ?? null, n.ref ?? null],
  );
  return rows[0] ? present(rows[0]) : undefined;
}

export async function list(q: Queryable, userId: string, limit: number, beforeSeq?: string) {
  const rows = await q.query<Row>(
    `SELECT * FROM notifications WHERE user_id = $1 AND ($2::bigint IS NULL OR seq < $2::bigint) ORDER BY seq DESC LIMIT $3`,
    [userId, beforeSeq ?? null, limit + 1],
  );
  const page = rows.slice(0, limit);
  return { items: page.map(present), nextCursor: rows.length > limit ? String(page[page.length - 1]!.seq) : null };
}

export const unreadCount = async (q: Queryable, userId: string) =>
  (await q.query<{ n: number }>('SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND NOT read', [userId]))[0]!.n;

/** Only the owner's row matches, so another user's id behaves exactly like a missing one. */
export const markRead = async (q: Queryable, userId: string, id: string) =>
  (await q.query<Row>('UPDATE notifications SET read = true WHERE id::text = $2 AND user_id = $1 RETURNING *', [userId, id]))[0];

export const markAllRead = async (q: Queryable, userId: string) => {
  await q.query('UPDATE notifications SET read = true WHERE user_id = $1 AND NOT read', [userId]);
};

export const remove = async (q: Queryable, userId: string, id: string) =>
  (await q.query<{ id: string }>('DELETE FROM notifications WHERE id::text = $2 AND user_id = $1 RETURNING id', [userId, id])).length > 0;

export const clear = async (q: Queryable, userId: string) => {
  await q.query('DELETE FROM notifications WHERE user_id = $1', [userId]);
};
