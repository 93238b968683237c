import type { AppContext } from '../../context.ts';
import type { Principal } from '../../lib/session-cache.ts';
import { msg, type Msg } from '../../lib/i18n/index.ts';
import { notify } from '../notifications/notifications.service.ts';
import { handleOf, mentionedHandles } from './markdown.ts';
import * as repo from './community.repository.ts';

const excerpt = (body: string) => body.replace(/\s+/g, ' ').trim().slice(0, 160);

/**
 * Inbox notifications for a post, through the notifications service: @mentioned users, and (for a reply)
 * the thread's subscribers. One per user and post: a mention wins over "new reply", and the ref
 * `community-post:<id>` keeps a later edit from notifying anyone twice. In a hidden thread only staff are told.
 */
export async function notifyAboutPost(
  ctx: AppContext,
  p: {
    threadId: string;
    title: string;
    postId: string;
    author: Principal;
    body: string;
    subscribers: boolean;
    /** The thread is hidden: only staff may read it, so only staff hear of the post. */
    staffOnly?: boolean;
  },
) {
  const who = `${p.author.firstName} ${p.author.lastName}`.trim();
  const link = `/community/t/${p.threadId}`;
  const ref = `community-post:${p.postId}`;
  const out = new Map<string, { title: Msg; message: string }>();

  if (p.subscribers) {
    for (const id of await repo.subscriberIds(ctx.db, p.threadId))
      out.set(id, {
        title: msg('notifications.communityReply', { title: p.title.slice(0, 120) }),
        message: `${who}: ${excerpt(p.body)}`,
      });
  }
  const wanted = mentionedHandles(p.body);
  if (wanted.length) {
    const candidates = await repo.usersByIdPrefixes(ctx.db, [...new Set(wanted.map((w) => w.idPrefix))]);
    const handles = new Set(wanted.map((w) => `${w.name}-${w.idPrefix}`));
    for (const u of candidates) {
      if (handles.has(handleOf({ id: u.id, firstName: u.first_name, lastName: u.last_name })))
        out.set(u.id, {
          title: msg('notifications.communityMention', { who, title: p.title.slice(0, 120) }),
          message: excerpt(p.body),
        });
    }
  }
  out.delete(p.author.id);
  if (p.staffOnly && out.size) {
    const staff = new Set(await repo.staffIdsAmong(ctx.db, [...out.keys()]));
    for (const id of out.keys()) if (!staff.has(id)) out.delete(id);
  }
  // Issued together, so the notifications batcher writes them with one INSERT.
  await Promise.all([...out].map(([userId, n]) => notify(ctx, userId, { type: 'community', link, ref, ...n })));
}
