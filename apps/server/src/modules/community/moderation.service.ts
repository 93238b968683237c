import {
  COMMUNITY_CATEGORIES,
  type CommunityCategoryId,
  type CommunityReport,
  type FeatureStatus,
} from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { msg } from '../../lib/i18n/index.ts';
import type { Principal } from '../../lib/session-cache.ts';
import { notify } from '../notifications/notifications.service.ts';
import { create as createTicket } from '../support/support.service.ts';
import { announce, getThread, viewerOf, visiblePost, visibleThread } from './community.service.ts';
import { isStaffRole, presentAuthor, presentPost } from './community.presenter.ts';
import * as repo from './community.repository.ts';
import * as modRepo from './moderation.repository.ts';
import { assertNotSuspended } from './posting-guard.ts';

/** Every route here is staff-only: agents and admins moderate; anyone else gets 403. */
function requireStaff(user: Principal) {
  if (!isStaffRole(user.role)) throw forbidden('Only community moderators (support agents and admins) can do this');
}
const categoryName = (id: CommunityCategoryId) => COMMUNITY_CATEGORIES.find((c) => c.id === id)!.name;

/** Pin, lock, move and (feature requests) set the status; each change is its own log entry. */
export async function moderateThread(
  ctx: AppContext,
  user: Principal,
  id: string,
  c: { pinned?: boolean; locked?: boolean; category?: CommunityCategoryId; status?: FeatureStatus | null },
) {
  requireStaff(user);
  const t = await visibleThread(ctx, viewerOf(user), id);
  const category = c.category ?? t.category;
  if (c.status !== undefined && c.status !== null && category !== 'feature')
    throw badRequest('status', 'Only feature requests have a status');
  const entries: { action: string; detail: string }[] = [];
  if (c.pinned !== undefined && c.pinned !== t.pinned) entries.push({ action: c.pinned ? 'pin' : 'unpin', detail: '' });
  if (c.locked !== undefined && c.locked !== t.locked)
    entries.push({ action: c.locked ? 'lock' : 'unlock', detail: '' });
  if (c.category !== undefined && c.category !== t.category)
    entries.push({ action: 'move', detail: `${categoryName(t.category)} → ${categoryName(c.category)}` });
  if (c.status !== undefined && c.status !== t.status)
    entries.push({ action: 'status', detail: `${t.status ?? 'none'} → ${c.status ?? 'none'}` });
  // Leaving a category drops what only made sense there: a feature status, an accepted answer.
  const status = category === 'feature' ? c.status : t.status !== null ? null : undefined;
  const acceptedPostId =
    category === 'technical' || category === 'bug' ? undefined : t.accepted_post_id ? null : undefined;
  await ctx.db.tx(async (q) => {
    await repo.updateThread(q, t.id, {
      pinned: c.pinned,
      locked: c.locked,
      category: c.category,
      status,
      acceptedPostId,
    });
    for (const e of entries)
      await repo.logModeration(q, { actorId: user.id, threadId: t.id, targetUserId: t.author_id, ...e });
  });
  announce(ctx, t.id);
  return getThread(ctx, user, t.id);
}

export async function hidePost(ctx: AppContext, user: Principal, postId: string, reason: string | null) {
  requireStaff(user);
  const { post, thread } = await visiblePost(ctx, viewerOf(user), postId);
  await ctx.db.tx(async (q) => {
    await repo.setPostHidden(q, post.id, reason ? { reason, by: user.id } : null);
    if (reason && thread.accepted_post_id === post.id) await repo.updateThread(q, thread.id, { acceptedPostId: null });
    if (post.is_opening) await repo.syncThreadHidden(q, thread.id);
    if (reason) await modRepo.resolveReports(q, post.id, 'actioned', user.id);
    await repo.logModeration(q, {
      actorId: user.id,
      action: reason ? 'hide' : 'unhide',
      threadId: thread.id,
      postId: post.id,
      targetUserId: post.author_id,
      detail: reason ?? '',
    });
  });
  announce(ctx, thread.id);
  if (reason && post.author_id !== user.id) {
    await notify(ctx, post.author_id, {
      type: 'community',
      title: msg('notifications.postHidden'),
      message: msg('notifications.postHiddenMessage', { title: thread.title.slice(0, 120), reason }),
      link: `/community/t/${thread.id}`,
    });
  }
  return presentPost((await repo.findPost(ctx.db, post.id))!, viewerOf(user), thread.accepted_post_id);
}

/** Any signed-in user may report a post they can see (not their own); one report per user and post. */
export async function report(ctx: AppContext, user: Principal, postId: string, reason: string) {
  await assertNotSuspended(ctx, user.id);
  const { post } = await visiblePost(ctx, viewerOf(user), postId);
  if (post.author_id === user.id) throw badRequest('postId', 'You cannot report your own post');
  if (post.deleted_at) throw badRequest('postId', 'This post was deleted');
  const id = await modRepo.insertReport(ctx.db, post.id, user.id, reason);
  if (!id) throw conflict('postId', 'You already reported this post');
  return { ok: true as const };
}

const presentReport = (r: modRepo.ReportRow): CommunityReport => ({
  id: r.id,
  postId: r.post_id,
  threadId: r.thread_id,
  threadTitle: r.thread_title,
  postAuthor: presentAuthor(r),
  excerpt: r.body.slice(0, 300),
  reason: r.reason,
  reporterName: r.reporter_name,
  status: r.status,
  postHidden: r.post_hidden,
  createdAt: new Date(r.created_at).toISOString(),
});

export async function listReports(ctx: AppContext, user: Principal, status: string, limit: number) {
  requireStaff(user);
  return (await modRepo.listReports(ctx.db, status, limit)).map(presentReport);
}

/** Dismiss, or hide the post with a reason; either way every open report of that post leaves the queue. */
export async function resolveReport(
  ctx: AppContext,
  user: Principal,
  id: string,
  action: 'dismiss' | 'hide',
  reason?: string,
) {
  requireStaff(user);
  const r = await modRepo.findReport(ctx.db, id);
  if (!r) throw notFound('Report');
  if (r.status !== 'open') throw conflict('id', 'This report was already resolved');
  if (action === 'hide') {
    if (!reason) throw badRequest('reason', 'Say why the post is hidden');
    await hidePost(ctx, user, r.post_id, reason);
  } else {
    await ctx.db.tx(async (q) => {
      await modRepo.resolveReports(q, r.post_id, 'dismissed', user.id);
      await repo.logModeration(q, {
        actorId: user.id,
        action: 'dismiss-report',
        threadId: r.thread_id,
        postId: r.post_id,
        targetUserId: r.author_id,
        detail: r.reason,
      });
    });
  }
  return presentReport((await modRepo.findReport(ctx.db, id))!);
}

export async function suspend(ctx: AppContext, user: Principal, s: { userId: string; hours: number; reason: string }) {
  requireStaff(user);
  const target = await repo.findUser(ctx.db, s.userId);
  if (!target) throw notFound('User');
  if (isStaffRole(target.role)) throw new AppError(403, 'forbidden', 'Staff accounts cannot be suspended here');
  const until = await ctx.db.tx(async (q) => {
    const [row] = await repo.insertSuspension(q, { ...s, by: user.id });
    await repo.logModeration(q, {
      actorId: user.id,
      action: 'suspend',
      targetUserId: target.id,
      detail: `${s.hours} h: ${s.reason}`,
    });
    return new Date(row!.until).toISOString();
  });
  await notify(ctx, target.id, {
    type: 'community',
    title: msg('notifications.suspended'),
    message: msg('notifications.suspendedMessage', { until: until.slice(0, 16).replace('T', ' '), reason: s.reason }),
    link: '/community',
  });
  return { userId: target.id, until, reason: s.reason };
}

export async function lift(ctx: AppContext, user: Principal, userId: string) {
  requireStaff(user);
  const target = await repo.findUser(ctx.db, userId);
  if (!target) throw notFound('User');
  await ctx.db.tx(async (q) => {
    if (!(await repo.liftSuspensions(q, target.id))) throw notFound('Suspension');
    await repo.logModeration(q, { actorId: user.id, action: 'unsuspend', targetUserId: target.id });
  });
  return { ok: true as const };
}

export async function moderationLog(ctx: AppContext, user: Principal, limit: number) {
  requireStaff(user);
  return (await modRepo.listLog(ctx.db, limit)).map((l) => ({
    id: l.id,
    action: l.action,
    actorName: l.actor_name ?? 'Former staff member',
    threadId: l.thread_id,
    postId: l.post_id,
    targetUserName: l.target_name,
    detail: l.detail,
    createdAt: new Date(l.created_at).toISOString(),
  }));
}

/** Staff turn a Bug Report into a support ticket owned by the reporter, through the support service. */
export async function toTicket(ctx: AppContext, user: Principal, threadId: string) {
  requireStaff(user);
  const t = await visibleThread(ctx, viewerOf(user), threadId);
  if (t.category !== 'bug') throw badRequest('category', 'Only Bug Reports can become support tickets');
  if (t.ticket_id) throw conflict('threadId', `This report is already ticket #${t.ticket_number}`);
  const author = (await repo.findUser(ctx.db, t.author_id))!;
  const opening = (await repo.openingPost(ctx.db, t.id))!;
  const description = `${opening.body.slice(0, 4800)}\n\n(From the community bug report ${ctx.config.PUBLIC_URL}/community/t/${t.id})`;
  const ticket = await createTicket(
    ctx,
    {
      id: author.id,
      role: author.role as Principal['role'],
      firstName: author.first_name,
      lastName: author.last_name,
      email: author.email,
    },
    {
      subject: t.title.slice(0, 200),
      description,
      category: 'bug',
      priority: 'normal',
    },
    'community',
  );
  await ctx.db.tx(async (q) => {
    await repo.updateThread(q, t.id, { ticketId: ticket.id });
    await repo.logModeration(q, {
      actorId: user.id,
      action: 'ticket',
      threadId: t.id,
      targetUserId: author.id,
      detail: `ticket #${ticket.number}`,
    });
  });
  await notify(ctx, author.id, {
    type: 'community',
    title: msg('notifications.bugTicket', { number: ticket.number }),
    message: t.title,
    link: `/support/tickets/${ticket.id}`,
    ref: `community-ticket:${t.id}`,
  });
  announce(ctx, t.id);
  return { ticketId: ticket.id, ticketNumber: ticket.number };
}
