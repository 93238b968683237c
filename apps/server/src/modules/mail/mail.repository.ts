import type { Queryable } from '../../db/client.ts';

export interface OutboxRow {
  id: string;
  to_address: string;
  subject: string;
  body_text: string;
  body_html: string;
  created_at: Date | string;
}

/** Keeps a message in the outbox table (no SMTP configured); its id. */
export const insertOutbox = async (q: Queryable, mail: { to: string; subject: string; text: string; html: string }) =>
  (
    await q.query<{ id: string }>(
      'INSERT INTO mail_outbox (to_address, subject, body_text, body_html) VALUES ($1, $2, $3, $4) RETURNING id',
      [mail.to, mail.subject, mail.text, mail.html],
    )
  )[0]!.id;

export const listOutbox = (q: Queryable, limit: number) =>
  q.query<OutboxRow>('SELECT * FROM mail_outbox ORDER BY created_at DESC, id LIMIT $1', [limit]);
