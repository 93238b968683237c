import type { Queryable } from '../../db/client.ts';

export interface OutboxRow {
  id: string;
  to_address: string;
  subject: string;
  body_text: string;
  body_html: string;
  reply_to: string | null;
  created_at: Date | string;
}

/** Keeps a message in the outbox table (no SMTP configured); its id. */
export const insertOutbox = async (
  q: Queryable,
  mail: { to: string; subject: string; text: string; html: string; replyTo?: string },
) =>
  (
    await q.query<{ id: string }>(
      'INSERT INTO mail_outbox (to_address, subject, body_text, body_html, reply_to) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [mail.to, mail.subject, mail.text, mail.html, mail.replyTo ?? null],
    )
  )[0]!.id;

export const listOutbox = (q: Queryable, limit: number) =>
  q.query<OutboxRow>('SELECT * FROM mail_outbox ORDER BY created_at DESC, id LIMIT $1', [limit]);
