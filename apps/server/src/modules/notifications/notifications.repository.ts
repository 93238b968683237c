import type { Notification, NotificationType } from '@cosmos/contracts';
import type { Queryable } from '../../db/client.ts';
import { isUuid } from '../../lib/uuid.ts';

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

/**
 * Inserts many in one statement and, in the same round trip, reads each user's 'notifications'
 * setting (no settings row = the spec's default, on). Ids are made here so each input finds its row;
 * an input whose ref already exists for that user has no row (stored once).
 */
export async function insertMany(q: Queryable, items: { id: string; userId: string; n: NewNotification }[]) {
  const col = <T>(f: (i: (typeof items)[number]) => T) => items.map(f);
  const rows = await q.query<Row & { push: boolean }>(
    `INSERT INTO notifications (id, user_id, type, title, message, link, ref)
     SELECT id, user_id, type, title, message, link, ref
     FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[]) WITH ORDINALITY AS t(id, user_id, type, title, message, link, ref, ord)
     ORDER BY ord
     ON CONFLICT (user_id, ref) WHERE ref IS NOT NULL DO NOTHING
     RETURNING *, COALESCE((SELECT (s.data->>'notifications')::boolean FROM user_settings s WHERE s.user_id = notifications.user_id), true) AS push`,
    [
      col((i) => i.id),
      col((i) => i.userId),
      col((i) => i.n.type),
      col((i) => i.n.title.slice(0, 200)),
      col((i) => i.n.message.slice(0, 1000)),
      col((i) => i.n.link ?? null),
      col((i) => i.n.ref ?? null),
    ],
  );
  return new Map(rows.map((r) => [r.id, { notification: present(r), push: r.push }]));
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
  (
    await q.query<{ n: number }>('SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND NOT read', [
      userId,
    ])
  )[0]!.n;

/** Only the owner's row matches, so another user's id behaves exactly like a missing one. */
export const markRead = async (q: Queryable, userId: string, id: string) =>
  (
    await q.query<Row>('UPDATE notifications SET read = true WHERE id = $2 AND user_id = $1 RETURNING *', [
      userId,
      isUuid(id) ? id : null,
    ])
  )[0];

export const markAllRead = async (q: Queryable, userId: string) => {
  await q.query('UPDATE notifications SET read = true WHERE user_id = $1 AND NOT read', [userId]);
};

export const remove = async (q: Queryable, userId: string, id: string) =>
  (
    await q.query<{ id: string }>('DELETE FROM notifications WHERE id = $2 AND user_id = $1 RETURNING id', [
      userId,
      isUuid(id) ? id : null,
    ])
  ).length > 0;

export const clear = async (q: Queryable, userId: string) => {
  await q.query('DELETE FROM notifications WHERE user_id = $1', [userId]);
};

/** Administrators (the catalogue-failure notice goes to each). */
export const adminIds = async (q: Queryable) =>
  (await q.query<{ id: string }>(`SELECT id FROM users WHERE role = 'admin'`)).map((r) => r.id);

/** What the 'Subscription updated' notice says: the plan, its status and what is scheduled. */
export const subscriptionSummary = async (q: Queryable, userId: string) =>
  (
    await q.query<{
      plan_name: string;
      status: string;
      cancel_at_period_end: boolean;
      pending_name: string | null;
      updated_at: Date;
    }>(
      `SELECT p.name AS plan_name, s.status, s.cancel_at_period_end, pp.name AS pending_name, s.updated_at
       FROM subscriptions s JOIN plans p ON p.id = s.plan_id LEFT JOIN plans pp ON pp.id = s.pending_plan_id WHERE s.user_id = $1`,
      [userId],
    )
  )[0];

/** The user's invoices of the last 5 minutes, oldest first (at most 5). */
export const recentInvoices = async (q: Queryable, userId: string) =>
  (
    await q.query<{ id: string; number: string; amount_cents: number; status: string }>(
      `SELECT id, number, amount_cents, status FROM invoices WHERE user_id = $1 AND created_at > now() - interval '5 minutes' ORDER BY created_at DESC LIMIT 5`,
      [userId],
    )
  ).reverse();
