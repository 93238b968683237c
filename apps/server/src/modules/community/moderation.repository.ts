import type { Queryable } from '../../db/client.ts';
import type { AuthorCols } from './community.repository.ts';
import { isUuid } from '../../lib/uuid.ts';

export interface ReportRow extends AuthorCols {
  id: string;
  post_id: string;
  thread_id: string;
  thread_title: string;
  body: string;
  reason: string;
  reporter_name: string;
  status: 'open' | 'dismissed' | 'actioned';
  post_hidden: boolean;
  created_at: Date | string;
}

/** A second report of the same post by the same user changes nothing (and says so: null). */
export async function insertReport(q: Queryable, postId: string, reporterId: string, reason: string) {
  return (
    await q.query<{ id: string }>(
      'INSERT INTO community_reports (post_id, reporter_id, reason) VALUES ($1,$2,$3) ON CONFLICT (post_id, reporter_id) DO NOTHING RETURNING id',
      [postId, reporterId, reason],
    )
  )[0]?.id;
}

const SELECT_REPORT = `SELECT r.id, r.post_id, p.thread_id, t.title AS thread_title, p.body, r.reason, r.status, r.created_at,
  (rep.first_name || ' ' || rep.last_name) AS reporter_name, (p.hidden_at IS NOT NULL) AS post_hidden,
  p.author_id, pa.first_name AS author_first, pa.last_name AS author_last, pa.role AS author_role
  FROM community_reports r JOIN community_posts p ON p.id = r.post_id JOIN community_threads t ON t.id = p.thread_id
  JOIN users rep ON rep.id = r.reporter_id JOIN users pa ON pa.id = p.author_id`;

/** The queue: oldest open report first, so nothing waits forever. */
export const listReports = (q: Queryable, status: string, limit: number) =>
  q.query<ReportRow>(
    `${SELECT_REPORT} WHERE r.status = $1 ORDER BY ${status === 'open' ? 'r.seq' : 'r.resolved_at DESC, r.seq DESC'} LIMIT $2`,
    [status, limit],
  );
export const findReport = async (q: Queryable, id: string) =>
  isUuid(id) ? (await q.query<ReportRow>(`${SELECT_REPORT} WHERE r.id = $1`, [id]))[0] : undefined;

/** Resolving one report resolves every open report of the same post: staff decide about the post once. */
export const resolveReports = (q: Queryable, postId: string, status: 'dismissed' | 'actioned', by: string) =>
  q.query(
    `UPDATE community_reports SET status = $2, resolved_by = $3, resolved_at = now() WHERE post_id = $1 AND status = 'open'`,
    [postId, status, by],
  );

export const listLog = (q: Queryable, limit: number) =>
  q.query<{
    id: string;
    action: string;
    actor_name: string | null;
    thread_id: string | null;
    post_id: string | null;
    target_name: string | null;
    detail: string;
    created_at: Date | string;
  }>(
    `SELECT l.id, l.action, (a.first_name || ' ' || a.last_name) AS actor_name, l.thread_id, l.post_id, (tu.first_name || ' ' || tu.last_name) AS target_name, l.detail, l.created_at
     FROM community_moderation_log l LEFT JOIN users a ON a.id = l.actor_id LEFT JOIN users tu ON tu.id = l.target_user_id
     ORDER BY l.seq DESC LIMIT $1`,
    [limit],
  );
