import type { ActivityKind } from '@cosmos/contracts';
import type { Queryable } from '../../db/client.ts';

export interface ActivityRow {
  id: string;
  kind: ActivityKind;
  title: string;
  detail: string;
  link: string | null;
  created_at: Date;
}

/** Keeps the last 200 entries a user has; older ones are pruned as new ones arrive. */
const KEEP = 200;

export async function insertActivity(
  q: Queryable,
  userId: string,
  a: { kind: ActivityKind; title: string; detail: string; link?: string | null },
) {
  await q.query('INSERT INTO user_activity (user_id, kind, title, detail, link) VALUES ($1, $2, $3, $4, $5)', [
    userId,
    a.kind,
    a.title.slice(0, 200),
    a.detail.slice(0, 300),
    a.link ?? null,
  ]);
  await q.query(
    `DELETE FROM user_activity WHERE user_id = $1 AND id < (SELECT min(id) FROM (SELECT id FROM user_activity WHERE user_id = $1 ORDER BY id DESC LIMIT ${KEEP}) newest)`,
    [userId],
  );
}

export const listActivity = (q: Queryable, userId: string, limit: number) =>
  q.query<ActivityRow>(
    'SELECT id::text AS id, kind, title, detail, link, created_at FROM user_activity WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2',
    [userId, limit],
  );
