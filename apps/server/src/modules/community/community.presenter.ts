import {
  COMMUNITY_LIMITS,
  type CommunityAuthor,
  type CommunityPost,
  type CommunityThread,
  type CommunityThreadSummary,
} from '@cosmos/contracts';
import { handleOf } from './markdown.ts';
import type { AuthorCols, PostRow, ThreadRow } from './community.repository.ts';

/** Who is looking: what a post shows depends on it (hidden content, edit and delete buttons). */
export interface Viewer {
  id: string;
  staff: boolean;
}

const iso = (d: Date | string) => new Date(d).toISOString();
export const isStaffRole = (role: string) => role === 'agent' || role === 'admin';

export const presentAuthor = (r: AuthorCols): CommunityAuthor => ({
  id: r.author_id,
  name: `${r.author_first} ${r.author_last}`.trim(),
  handle: handleOf({ id: r.author_id, firstName: r.author_first, lastName: r.author_last }),
  staff: isStaffRole(r.author_role),
});

export const withinEditWindow = (createdAt: Date | string, now = Date.now()) =>
  now - new Date(createdAt).getTime() < COMMUNITY_LIMITS.editWindowMinutes * 60_000;

/**
 * A deleted post keeps its place but loses its content for everyone; a hidden one keeps its content
 * only for staff and its author (the route layer already left it out for anyone else).
 */
export function presentPost(r: PostRow, viewer: Viewer, acceptedPostId: string | null): CommunityPost {
  const deleted = r.deleted_at !== null;
  const hidden = r.hidden_at !== null;
  const own = r.author_id === viewer.id;
  const showContent = !deleted && (!hidden || own || viewer.staff);
  return {
    id: r.id,
    threadId: r.thread_id,
    author: presentAuthor(r),
    isOpening: r.is_opening,
    body: showContent ? r.body : '',
    bodyHtml: showContent ? r.body_html : '',
    quoteOf: r.quote_of && r.quote_author ? { id: r.quote_of, authorName: r.quote_author } : null,
    createdAt: iso(r.created_at),
    editedAt: r.edited_at ? iso(r.edited_at) : null,
    deleted,
    hidden,
    hiddenReason: hidden && (viewer.staff || own) ? r.hidden_reason : null,
    accepted: acceptedPostId === r.id,
    canEdit: own && !deleted && !hidden && withinEditWindow(r.created_at),
    canDelete: own && !deleted,
  };
}

export const presentSummary = (r: ThreadRow): CommunityThreadSummary => ({
  id: r.id,
  category: r.category,
  title: r.title,
  author: presentAuthor(r),
  replyCount: Number(r.reply_count),
  votes: Number(r.vote_count),
  lastActivityAt: iso(r.last_activity_at),
  createdAt: iso(r.created_at),
  pinned: r.pinned,
  locked: r.locked,
  status: r.status,
  answered: r.accepted_post_id !== null,
  ticketNumber: r.ticket_number === null ? null : Number(r.ticket_number),
});

export const presentThread = (
  r: ThreadRow,
  opening: PostRow,
  viewer: Viewer,
  flags: { voted: boolean; subscribed: boolean },
): CommunityThread => ({
  ...presentSummary(r),
  opening: presentPost(opening, viewer, r.accepted_post_id),
  acceptedPostId: r.accepted_post_id,
  voted: flags.voted,
  subscribed: flags.subscribed,
  hidden: r.hidden,
});
