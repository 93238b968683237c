import type { CommunityCategoryId, FeatureStatus } from '@cosmos/contracts';
import type { Queryable } from '../../db/client.ts';
import { isUuid } from '../../lib/uuid.ts';

export interface AuthorCols {
  author_id: string;
  author_first: string;
  author_last: string;
  author_role: string;
}
export interface ThreadRow extends AuthorCols {
  id: string;
  seq: string | number;
  category: CommunityCategoryId;
  title: string;
  status: FeatureStatus | null;
  pinned: boolean;
  locked: boolean;
  accepted_post_id: string | null;
  ticket_id: string | null;
  ticket_number: string | number | null;
  vote_count: number;
  hidden: boolean;
  reply_count: number;
  last_activity_at: Date | string;
  created_at: Date | string;
}
export interface PostRow extends AuthorCols {
  id: string;
  seq: string | number;
  thread_id: string;
  is_opening: boolean;
  body: string;
  body_html: string;
  quote_of: string | null;
  quote_author: string | null;
  created_at: Date | string;
  edited_at: Date | string | null;
  deleted_at: Date | string | null;
  hidden_at: Date | string | null;
  hidden_reason: string | null;
}

const SELECT_THREAD = `SELECT t.id, t.seq, t.category, t.title, t.status, t.pinned, t.locked, t.accepted_post_id, t.ticket_id, t.vote_count, t.hidden,
  t.last_activity_at, t.created_at, t.author_id, u.first_name AS author_first, u.last_name AS author_last, u.role AS author_role, st.number AS ticket_number,
  (SELECT count(*)::int FROM community_posts p WHERE p.thread_id = t.id AND NOT p.is_opening AND p.deleted_at IS NULL AND p.hidden_at IS NULL) AS reply_count
  FROM community_threads t JOIN users u ON u.id = t.author_id LEFT JOIN support_tickets st ON st.id = t.ticket_id`;

const SELECT_POST = `SELECT p.id, p.seq, p.thread_id, p.is_opening, p.body, p.body_html, p.quote_of, p.created_at, p.edited_at, p.deleted_at, p.hidden_at, p.hidden_reason,
  p.author_id, u.first_name AS author_first, u.last_name AS author_last, u.role AS author_role, (qa.first_name || ' ' || qa.last_name) AS quote_author
  FROM community_posts p JOIN users u ON u.id = p.author_id
  LEFT JOIN community_posts qp ON qp.id = p.quote_of LEFT JOIN users qa ON qa.id = qp.author_id`;

export async function categoryCounts(q: Queryable) {
  return q.query<{ category: CommunityCategoryId; threads: number; active: number }>(
    `SELECT category, count(*)::int AS threads, (count(*) FILTER (WHERE last_activity_at > now() - interval '7 days'))::int AS active
     FROM community_threads WHERE NOT hidden GROUP BY category`,
  );
}

/**
 * Keyset pagination, pinned first: ORDER BY (pinned, column, seq) DESC matches an index, and the next page is
 * the rows whose (pinned, column, seq) is below the cursor. The cursor carries the column as an integer
 * (microseconds for times), converted back exactly.
 */
const SORT = {
  activity: {
    order: 't.last_activity_at',
    key: `(extract(epoch FROM t.last_activity_at) * 1000000)::bigint`,
    from: `'epoch'::timestamptz + $4::bigint * interval '1 microsecond'`,
  },
  new: { order: 't.seq', key: 't.seq', from: '$4::bigint' },
  votes: { order: 't.vote_count', key: 't.vote_count::bigint', from: '$4::bigint' },
} as const;
export type ThreadSort = keyof typeof SORT;

export async function listThreads(
  q: Queryable,
  f: {
    category?: CommunityCategoryId;
    status?: FeatureStatus;
    sort: ThreadSort;
    limit: number;
    after?: [number, string, string];
  },
) {
  const s = SORT[f.sort];
  const rows = await q.query<ThreadRow & { sort_key: string }>(
    `${SELECT_THREAD.replace('SELECT t.id,', `SELECT ${s.key} AS sort_key, t.id,`)}
     WHERE NOT t.hidden AND ($1::text IS NULL OR t.category = $1) AND ($2::text IS NULL OR t.status = $2)
       AND ($3::boolean IS NULL OR (t.pinned, ${s.order}, t.seq) < ($3::boolean, ${s.from}, $5::bigint))
     ORDER BY t.pinned DESC, ${s.order} DESC, t.seq DESC LIMIT $6`,
    [
      f.category ?? null,
      f.status ?? null,
      f.after ? f.after[0] === 1 : null,
      f.after?.[1] ?? null,
      f.after?.[2] ?? null,
      f.limit + 1,
    ],
  );
  const page = rows.slice(0, f.limit);
  const last = page[page.length - 1];
  return {
    rows: page,
    next: rows.length > f.limit && last ? `${last.pinned ? 1 : 0}.${last.sort_key}.${last.seq}` : null,
  };
}

/** A malformed id is simply not found (isUuid: never a cast error). */
export const findThread = async (q: Queryable, id: string) =>
  isUuid(id) ? (await q.query<ThreadRow>(`${SELECT_THREAD} WHERE t.id = $1`, [id]))[0] : undefined;
export const threadsByIds = (q: Queryable, ids: string[]) =>
  q.query<ThreadRow>(`${SELECT_THREAD} WHERE t.id = ANY($1::uuid[])`, [ids]);
export const findPost = async (q: Queryable, id: string) =>
  isUuid(id) ? (await q.query<PostRow>(`${SELECT_POST} WHERE p.id = $1`, [id]))[0] : undefined;
export const openingPost = async (q: Queryable, threadId: string) =>
  (await q.query<PostRow>(`${SELECT_POST} WHERE p.thread_id = $1 AND p.is_opening`, [threadId]))[0];

/** Replies after `afterSeq`, oldest first; hidden ones only for staff and their author. */
export async function listReplies(
  q: Queryable,
  threadId: string,
  viewer: { id: string; staff: boolean },
  limit: number,
  afterSeq?: string,
) {
  const rows = await q.query<PostRow>(
    `${SELECT_POST} WHERE p.thread_id = $1 AND NOT p.is_opening AND ($2::bigint IS NULL OR p.seq > $2::bigint)
     AND ($3::boolean OR p.hidden_at IS NULL OR p.author_id = $4::uuid) ORDER BY p.seq LIMIT $5`,
    [threadId, afterSeq ?? null, viewer.staff, viewer.id, limit + 1],
  );
  const page = rows.slice(0, limit);
  return { rows: page, next: rows.length > limit ? String(page[page.length - 1]!.seq) : null };
}

/**
 * The best-matching visible post per thread (a title match ranks the opening post first). Two branches so
 * each uses its GIN index, and the snippet is made only for the page's rows (ts_headline is the costly part).
 */
const TSQ = `websearch_to_tsquery('english', $1)`;
export async function search(
  q: Queryable,
  text: string,
  category: CommunityCategoryId | undefined,
  limit: number,
  offset: number,
) {
  return q.query<{ thread_id: string; post_id: string; snippet: string }>(
    // The tsquery is written inline (not a CTE) so the planner can use the GIN indexes.
    `WITH matches AS (
       SELECT p.id AS post_id, p.thread_id, ts_rank(p.search, ${TSQ}) AS rank FROM community_posts p
       WHERE p.search @@ ${TSQ} AND p.deleted_at IS NULL AND p.hidden_at IS NULL
       UNION ALL
       SELECT p.id, p.thread_id, 1 + ts_rank(p.search, ${TSQ}) FROM community_threads t JOIN community_posts p ON p.thread_id = t.id AND p.is_opening
       WHERE t.search @@ ${TSQ} AND p.deleted_at IS NULL AND p.hidden_at IS NULL),
     hits AS (
       SELECT DISTINCT ON (m.thread_id) m.thread_id, m.post_id, m.rank FROM matches m JOIN community_threads t ON t.id = m.thread_id
       WHERE NOT t.hidden AND ($2::text IS NULL OR t.category = $2)
       ORDER BY m.thread_id, m.rank DESC),
     page AS (SELECT * FROM hits ORDER BY rank DESC, thread_id LIMIT $3 OFFSET $4)
     SELECT h.thread_id, h.post_id, ts_headline('english', left(p.body, 5000), ${TSQ}, 'StartSel="",StopSel="",MaxWords=30,MinWords=12') AS snippet
     FROM page h JOIN community_posts p ON p.id = h.post_id ORDER BY h.rank DESC, h.thread_id`,
    [text, category ?? null, limit, offset],
  );
}

export async function insertThread(
  q: Queryable,
  t: { category: CommunityCategoryId; authorId: string; title: string },
) {
  return (
    await q.query<{ id: string }>(
      'INSERT INTO community_threads (category, author_id, title) VALUES ($1,$2,$3) RETURNING id',
      [t.category, t.authorId, t.title],
    )
  )[0]!.id;
}

export async function insertPost(
  q: Queryable,
  p: {
    threadId: string;
    authorId: string;
    isOpening: boolean;
    body: string;
    html: string;
    hash: string;
    quoteOf?: string;
  },
) {
  const id = (
    await q.query<{ id: string }>(
      'INSERT INTO community_posts (thread_id, author_id, is_opening, body, body_html, body_hash, quote_of) VALUES ($1,$2,$3,$4,$5,$6,$7) RETURNING id',
      [p.threadId, p.authorId, p.isOpening, p.body, p.html, p.hash, p.quoteOf ?? null],
    )
  )[0]!.id;
  if (!p.isOpening) await q.query('UPDATE community_threads SET last_activity_at = now() WHERE id = $1', [p.threadId]);
  return id;
}

/** Locks the thread row for the rest of the transaction, so a lock or move cannot interleave with a reply. */
export const lockThread = async (q: Queryable, id: string) =>
  (
    await q.query<{ locked: boolean; hidden: boolean }>(
      'SELECT locked, hidden FROM community_threads WHERE id = $1 FOR UPDATE',
      [id],
    )
  )[0];

export const editPost = (q: Queryable, id: string, body: string, html: string, hash: string) =>
  q.query('UPDATE community_posts SET body = $2, body_html = $3, body_hash = $4, edited_at = now() WHERE id = $1', [
    id,
    body,
    html,
    hash,
  ]);
export const softDeletePost = (q: Queryable, id: string) =>
  q.query('UPDATE community_posts SET deleted_at = now() WHERE id = $1 AND deleted_at IS NULL', [id]);
export const setPostHidden = (q: Queryable, id: string, hidden: { reason: string; by: string } | null) =>
  q.query(
    'UPDATE community_posts SET hidden_at = CASE WHEN $2::text IS NULL THEN NULL ELSE now() END, hidden_reason = $2, hidden_by = $3 WHERE id = $1',
    [id, hidden?.reason ?? null, hidden?.by ?? null],
  );

/** A thread is hidden while its opening post is deleted or hidden. */
export const syncThreadHidden = (q: Queryable, threadId: string) =>
  q.query(
    `UPDATE community_threads t SET hidden = EXISTS (SELECT 1 FROM community_posts p WHERE p.thread_id = t.id AND p.is_opening AND (p.deleted_at IS NOT NULL OR p.hidden_at IS NOT NULL)) WHERE t.id = $1`,
    [threadId],
  );

export async function updateThread(
  q: Queryable,
  id: string,
  c: {
    pinned?: boolean;
    locked?: boolean;
    category?: CommunityCategoryId;
    status?: FeatureStatus | null;
    acceptedPostId?: string | null;
    ticketId?: string;
  },
) {
  await q.query(
    `UPDATE community_threads SET pinned = COALESCE($2, pinned), locked = COALESCE($3, locked), category = COALESCE($4, category),
       status = CASE WHEN $5::boolean THEN $6 ELSE status END, accepted_post_id = CASE WHEN $7::boolean THEN $8::uuid ELSE accepted_post_id END,
       ticket_id = COALESCE($9::uuid, ticket_id) WHERE id = $1`,
    [
      id,
      c.pinned ?? null,
      c.locked ?? null,
      c.category ?? null,
      c.status !== undefined,
      c.status ?? null,
      c.acceptedPostId !== undefined,
      c.acceptedPostId ?? null,
      c.ticketId ?? null,
    ],
  );
}

export async function isDuplicate(q: Queryable, authorId: string, hash: string) {
  return (
    (
      await q.query(
        `SELECT 1 FROM community_posts WHERE author_id = $1 AND body_hash = $2 AND deleted_at IS NULL AND created_at > now() - interval '10 minutes' LIMIT 1`,
        [authorId, hash],
      )
    ).length > 0
  );
}

export async function posterStanding(q: Queryable, userId: string) {
  return (
    await q.query<{ email_verified: boolean; suspended_until: Date | string | null }>(
      `SELECT u.email_verified, (SELECT max(s.until) FROM community_suspensions s WHERE s.user_id = u.id AND s.lifted_at IS NULL AND s.until > now()) AS suspended_until
       FROM users u WHERE u.id = $1`,
      [userId],
    )
  )[0];
}

/** Users whose id starts with one of the six-hex prefixes (a uuid range each, so the primary key serves it). */
export async function usersByIdPrefixes(q: Queryable, prefixes: string[]) {
  if (!prefixes.length) return [];
  return q.query<{ id: string; first_name: string; last_name: string }>(
    `SELECT u.id, u.first_name, u.last_name FROM users u JOIN unnest($1::uuid[], $2::uuid[]) r(lo, hi) ON u.id BETWEEN r.lo AND r.hi`,
    [
      prefixes.map((p) => `${p}00-0000-0000-0000-000000000000`),
      prefixes.map((p) => `${p}ff-ffff-ffff-ffff-ffffffffffff`),
    ],
  );
}

export const subscriberIds = async (q: Queryable, threadId: string) =>
  (
    await q.query<{ user_id: string }>('SELECT user_id FROM community_subscriptions WHERE thread_id = $1', [threadId])
  ).map((r) => r.user_id);
/** Which of these users are staff (agents and admins): the only readers of a hidden thread. */
export const staffIdsAmong = async (q: Queryable, ids: string[]) =>
  (
    await q.query<{ id: string }>(`SELECT id FROM users WHERE id = ANY($1::uuid[]) AND role IN ('agent', 'admin')`, [
      ids,
    ])
  ).map((r) => r.id);
export const subscribe = (q: Queryable, threadId: string, userId: string) =>
  q.query('INSERT INTO community_subscriptions (thread_id, user_id) VALUES ($1,$2) ON CONFLICT DO NOTHING', [
    threadId,
    userId,
  ]);
export const unsubscribe = (q: Queryable, threadId: string, userId: string) =>
  q.query('DELETE FROM community_subscriptions WHERE thread_id = $1 AND user_id = $2', [threadId, userId]);

export async function viewerFlags(q: Queryable, threadId: string, userId: string) {
  return (
    await q.query<{ voted: boolean; subscribed: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM community_votes WHERE thread_id = $1 AND user_id = $2) AS voted,
              EXISTS (SELECT 1 FROM community_subscriptions WHERE thread_id = $1 AND user_id = $2) AS subscribed`,
      [threadId, userId],
    )
  )[0]!;
}

/** One vote per user: the count moves only when the vote row was really added or removed. */
export async function vote(q: Queryable, threadId: string, userId: string, up: boolean) {
  const changed = up
    ? await q.query(
        'INSERT INTO community_votes (thread_id, user_id) VALUES ($1,$2) ON CONFLICT DO NOTHING RETURNING 1',
        [threadId, userId],
      )
    : await q.query('DELETE FROM community_votes WHERE thread_id = $1 AND user_id = $2 RETURNING 1', [
        threadId,
        userId,
      ]);
  const rows = await q.query<{ vote_count: number }>(
    'UPDATE community_threads SET vote_count = vote_count + $2 WHERE id = $1 RETURNING vote_count',
    [threadId, changed.length ? (up ? 1 : -1) : 0],
  );
  return rows[0]!.vote_count;
}

export const insertSuspension = (q: Queryable, s: { userId: string; hours: number; reason: string; by: string }) =>
  q.query<{ until: Date | string }>(
    `INSERT INTO community_suspensions (user_id, until, reason, created_by) VALUES ($1, now() + make_interval(hours => $2), $3, $4) RETURNING until`,
    [s.userId, s.hours, s.reason, s.by],
  );
export const liftSuspensions = async (q: Queryable, userId: string) =>
  (
    await q.query(
      `UPDATE community_suspensions SET lifted_at = now() WHERE user_id = $1 AND lifted_at IS NULL AND until > now() RETURNING 1`,
      [userId],
    )
  ).length;

export const findUser = async (q: Queryable, id: string) =>
  isUuid(id)
    ? (
        await q.query<{ id: string; role: string; first_name: string; last_name: string; email: string }>(
          'SELECT id, role, first_name, last_name, email FROM users WHERE id = $1',
          [id],
        )
      )[0]
    : undefined;

export const logModeration = (
  q: Queryable,
  e: {
    actorId: string;
    action: string;
    threadId?: string | null;
    postId?: string | null;
    targetUserId?: string | null;
    detail?: string;
  },
) =>
  q.query(
    'INSERT INTO community_moderation_log (actor_id, action, thread_id, post_id, target_user_id, detail) VALUES ($1,$2,$3,$4,$5,$6)',
    [
      e.actorId,
      e.action,
      e.threadId ?? null,
      e.postId ?? null,
      e.targetUserId ?? null,
      (e.detail ?? '').slice(0, 1000),
    ],
  );

/** For the realtime channel's authorisation: the thread exists and, unless the reader is staff, is not hidden. */
export const threadVisible = async (q: Queryable, id: string, staff: boolean) =>
  isUuid(id) &&
  (await q.query('SELECT 1 FROM community_threads WHERE id = $1 AND (NOT hidden OR $2::boolean)', [id, staff])).length >
    0;
