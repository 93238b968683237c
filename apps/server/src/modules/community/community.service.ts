import {
  ANSWERABLE_CATEGORIES,
  COMMUNITY_CATEGORIES,
  type CommunityCategoryId,
  type CommunityPost,
  type CommunityThread,
  type FeatureStatus,
} from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { Principal } from '../../lib/session-cache.ts';
import { handleOf, renderMarkdown } from './markdown.ts';
import {
  isStaffRole,
  presentPost,
  presentSummary,
  presentThread,
  withinEditWindow,
  type Viewer,
} from './community.presenter.ts';
import { notifyAboutPost } from './community.notify.ts';
import { assertMayPost, assertMayVote, assertNotDuplicate, bodyHash, standing } from './posting-guard.ts';
import * as repo from './community.repository.ts';

export const viewerOf = (u: Pick<Principal, 'id' | 'role'>): Viewer => ({ id: u.id, staff: isStaffRole(u.role) });
const origin = (ctx: AppContext) => new URL(ctx.config.PUBLIC_URL).origin;
export const render = (ctx: AppContext, body: string) => renderMarkdown(body, origin(ctx));
/** Everyone in the thread's channel gets the same payload, so it is what any reader may see (no edit rights). */
const PUBLIC_VIEWER: Viewer = { id: '', staff: false };

export function announce(ctx: AppContext, threadId: string, post?: CommunityPost) {
  ctx.events.emit('community.threadUpdated', { threadId, post });
}

/** A hidden thread (its opening post deleted or hidden) exists only for staff; for anyone else it is 404. */
export async function visibleThread(ctx: AppContext, viewer: Viewer, id: string) {
  const t = await repo.findThread(ctx.db, id);
  if (!t || (t.hidden && !viewer.staff)) throw notFound('Thread');
  return t;
}

/** A post in a thread the viewer can see; a hidden post only for staff and its author. */
export async function visiblePost(ctx: AppContext, viewer: Viewer, id: string) {
  const p = await repo.findPost(ctx.db, id);
  if (!p || (p.hidden_at && !viewer.staff && p.author_id !== viewer.id)) throw notFound('Post');
  const t = await visibleThread(ctx, viewer, p.thread_id).catch(() => undefined);
  if (!t) throw notFound('Post');
  return { post: p, thread: t };
}

export async function status(ctx: AppContext, user: Principal) {
  return { userId: user.id, staff: isStaffRole(user.role), handle: handleOf(user), ...(await standing(ctx, user.id)) };
}

export async function categories(ctx: AppContext) {
  const counts = new Map((await repo.categoryCounts(ctx.db)).map((c) => [c.category, c]));
  return COMMUNITY_CATEGORIES.map((c) => ({
    ...c,
    threadCount: counts.get(c.id)?.threads ?? 0,
    activeCount: counts.get(c.id)?.active ?? 0,
  }));
}

export async function listThreads(
  ctx: AppContext,
  f: { category?: CommunityCategoryId; status?: FeatureStatus; sort: repo.ThreadSort; limit: number; cursor?: string },
) {
  const after = f.cursor ? (f.cursor.split('.') as unknown as [number, string, string]) : undefined;
  const page = await repo.listThreads(ctx.db, { ...f, after: after && [Number(after[0]), after[1], after[2]] });
  return { items: page.rows.map(presentSummary), nextCursor: page.next };
}

export async function search(
  ctx: AppContext,
  f: { q: string; category?: CommunityCategoryId; limit: number; offset: number },
) {
  const hits = await repo.search(ctx.db, f.q, f.category, f.limit, f.offset);
  const threads = new Map(
    (
      await repo.threadsByIds(
        ctx.db,
        hits.map((h) => h.thread_id),
      )
    ).map((t) => [t.id, t]),
  );
  return hits
    .filter((h) => threads.has(h.thread_id))
    .map((h) => ({ thread: presentSummary(threads.get(h.thread_id)!), postId: h.post_id, snippet: h.snippet }));
}

export async function getThread(ctx: AppContext, user: Principal, id: string): Promise<CommunityThread> {
  const viewer = viewerOf(user);
  const t = await visibleThread(ctx, viewer, id);
  const [opening, flags] = await Promise.all([repo.openingPost(ctx.db, t.id), repo.viewerFlags(ctx.db, t.id, user.id)]);
  return presentThread(t, opening!, viewer, flags);
}

export async function listPosts(ctx: AppContext, user: Principal, threadId: string, limit: number, cursor?: string) {
  const viewer = viewerOf(user);
  const t = await visibleThread(ctx, viewer, threadId);
  const page = await repo.listReplies(ctx.db, t.id, viewer, limit, cursor);
  return { items: page.rows.map((r) => presentPost(r, viewer, t.accepted_post_id)), nextCursor: page.next };
}

export async function createThread(
  ctx: AppContext,
  user: Principal,
  body: { category: CommunityCategoryId; title: string; body: string },
) {
  await assertMayPost(ctx, user.id);
  const hash = bodyHash(body.body);
  await assertNotDuplicate(ctx, user.id, hash);
  const html = render(ctx, body.body);
  const { threadId, postId } = await ctx.db.tx(async (q) => {
    const threadId = await repo.insertThread(q, { category: body.category, authorId: user.id, title: body.title });
    const postId = await repo.insertPost(q, {
      threadId,
      authorId: user.id,
      isOpening: true,
      body: body.body,
      html,
      hash,
    });
    await repo.subscribe(q, threadId, user.id); // the author hears about replies
    return { threadId, postId };
  });
  const thread = await getThread(ctx, user, threadId);
  await notifyAboutPost(ctx, {
    threadId,
    title: thread.title,
    postId,
    author: user,
    body: body.body,
    subscribers: false,
  });
  return thread;
}

export async function reply(
  ctx: AppContext,
  user: Principal,
  threadId: string,
  body: { body: string; quotePostId?: string },
) {
  const viewer = viewerOf(user);
  const t = await visibleThread(ctx, viewer, threadId);
  if (t.locked && !viewer.staff)
    throw new AppError(403, 'thread_locked', 'This thread is locked: it takes no new replies.');
  await assertMayPost(ctx, user.id);
  if (body.quotePostId) {
    const quoted = await repo.findPost(ctx.db, body.quotePostId);
    if (!quoted || quoted.thread_id !== t.id || quoted.deleted_at || quoted.hidden_at)
      throw badRequest('quotePostId', 'The quoted post is not in this thread');
  }
  const hash = bodyHash(body.body);
  await assertNotDuplicate(ctx, user.id, hash);
  const html = render(ctx, body.body);
  const { postId, hidden } = await ctx.db.tx(async (q) => {
    const locked = await repo.lockThread(q, t.id);
    if (!locked || (locked.hidden && !viewer.staff)) throw notFound('Thread');
    if (locked.locked && !viewer.staff)
      throw new AppError(403, 'thread_locked', 'This thread is locked: it takes no new replies.');
    const id = await repo.insertPost(q, {
      threadId: t.id,
      authorId: user.id,
      isOpening: false,
      body: body.body,
      html,
      hash,
      quoteOf: body.quotePostId,
    });
    await repo.subscribe(q, t.id, user.id);
    return { postId: id, hidden: locked.hidden };
  });
  const row = (await repo.findPost(ctx.db, postId))!;
  // A reply in a hidden thread (staff only) travels to no one else (issue 30 N8): the room hears only "changed",
  // which makes each open copy refetch and get its 404, and only staff subscribers are notified.
  announce(ctx, t.id, hidden ? undefined : presentPost(row, PUBLIC_VIEWER, t.accepted_post_id));
  await notifyAboutPost(ctx, {
    threadId: t.id,
    title: t.title,
    postId,
    author: user,
    body: body.body,
    subscribers: true,
    staffOnly: hidden,
  });
  return presentPost(row, viewer, t.accepted_post_id);
}

/** Only the author, only within the edit window, only while the post is neither deleted nor hidden. */
export async function editPost(ctx: AppContext, user: Principal, postId: string, body: string) {
  const viewer = viewerOf(user);
  const { post, thread } = await visiblePost(ctx, viewer, postId);
  if (post.author_id !== user.id) throw forbidden('Only the author can edit a post');
  if (post.deleted_at || post.hidden_at)
    throw new AppError(403, 'forbidden', 'A deleted or hidden post cannot be edited');
  if (!withinEditWindow(post.created_at))
    throw new AppError(403, 'edit_window_closed', 'Posts can be edited for 30 minutes after posting');
  if (thread.locked && !viewer.staff) throw new AppError(403, 'thread_locked', 'This thread is locked.');
  await assertMayPost(ctx, user.id);
  await repo.editPost(ctx.db, post.id, body, render(ctx, body), bodyHash(body));
  announce(ctx, thread.id);
  await notifyAboutPost(ctx, {
    threadId: thread.id,
    title: thread.title,
    postId: post.id,
    author: user,
    body,
    subscribers: false,
    staffOnly: thread.hidden,
  });
  return presentPost((await repo.findPost(ctx.db, post.id))!, viewer, thread.accepted_post_id);
}

/** Soft delete by the author: the post keeps its place as "deleted"; deleting the opening post hides the thread. */
export async function deletePost(ctx: AppContext, user: Principal, postId: string) {
  const viewer = viewerOf(user);
  const { post, thread } = await visiblePost(ctx, viewer, postId);
  if (post.author_id !== user.id) throw forbidden('Only the author can delete a post');
  await ctx.db.tx(async (q) => {
    await repo.softDeletePost(q, post.id);
    if (thread.accepted_post_id === post.id) await repo.updateThread(q, thread.id, { acceptedPostId: null });
    if (post.is_opening) await repo.syncThreadHidden(q, thread.id);
  });
  announce(ctx, thread.id);
  return presentPost((await repo.findPost(ctx.db, post.id))!, viewer, null);
}

export async function vote(ctx: AppContext, user: Principal, threadId: string, up: boolean) {
  const t = await visibleThread(ctx, viewerOf(user), threadId);
  if (t.category !== 'feature') throw badRequest('category', 'Only feature requests can be voted on');
  // Taking a vote back stays possible (it can only lower a count); adding one needs the standing to vote.
  if (up) await assertMayVote(ctx, user.id, t.author_id);
  const votes = await ctx.db.tx((q) => repo.vote(q, t.id, user.id, up));
  announce(ctx, t.id);
  return { votes, voted: up };
}

export async function setSubscription(ctx: AppContext, user: Principal, threadId: string, on: boolean) {
  const t = await visibleThread(ctx, viewerOf(user), threadId);
  await (on ? repo.subscribe(ctx.db, t.id, user.id) : repo.unsubscribe(ctx.db, t.id, user.id));
  return { subscribed: on };
}

/** The thread's author or staff choose the answer that solved a Technical Support or Bug Reports thread. */
export async function accept(ctx: AppContext, user: Principal, threadId: string, postId: string | null) {
  const viewer = viewerOf(user);
  const t = await visibleThread(ctx, viewer, threadId);
  if (t.author_id !== user.id && !viewer.staff)
    throw forbidden('Only the thread’s author or staff can accept an answer');
  if (!ANSWERABLE_CATEGORIES.includes(t.category))
    throw badRequest('postId', 'Only Technical Support and Bug Reports threads have accepted answers');
  if (postId) {
    const p = await repo.findPost(ctx.db, postId);
    if (!p || p.thread_id !== t.id || p.is_opening || p.deleted_at || p.hidden_at)
      throw badRequest('postId', 'Choose a visible reply in this thread');
  }
  await ctx.db.tx(async (q) => {
    await repo.updateThread(q, t.id, { acceptedPostId: postId });
    if (viewer.staff && t.author_id !== user.id)
      await repo.logModeration(q, {
        actorId: user.id,
        action: 'accept',
        threadId: t.id,
        postId,
        detail: postId ? 'accepted answer' : 'cleared accepted answer',
      });
  });
  announce(ctx, t.id);
  return getThread(ctx, user, t.id);
}
