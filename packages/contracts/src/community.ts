import { z } from 'zod';
import { Uuid } from './common.ts';

/** The Support Center's four community categories, in the spec's order and with the spec's names. */
export const CommunityCategoryId = z.enum(['general', 'technical', 'feature', 'bug']);
export type CommunityCategoryId = z.infer<typeof CommunityCategoryId>;
export const COMMUNITY_CATEGORIES: readonly { id: CommunityCategoryId; name: string; description: string }[] = [
  { id: 'general', name: 'General Discussion', description: 'Missions, sky watching and everything in between.' },
  { id: 'technical', name: 'Technical Support', description: 'Ask the community; mark the answer that solved it.' },
  { id: 'feature', name: 'Feature Requests', description: 'Suggest an idea and vote for the ones you want.' },
  { id: 'bug', name: 'Bug Reports', description: 'Something broken? Describe it so others and staff can confirm.' },
];
/** Categories whose threads can have an accepted answer. */
export const ANSWERABLE_CATEGORIES: readonly CommunityCategoryId[] = ['technical', 'bug'];
export const FeatureStatus = z.enum(['planned', 'in_progress', 'done']);
export type FeatureStatus = z.infer<typeof FeatureStatus>;

/** Limits the server enforces; the web forms show them. */
export const COMMUNITY_LIMITS = {
  titleMin: 5,
  titleMax: 150,
  bodyMax: 10_000,
  reasonMax: 500,
  editWindowMinutes: 30,
  maxSuspensionHours: 24 * 365,
} as const;

const text = (label: string, min: number, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(min, { message: min > 1 ? `${label} must be at least ${min} characters` : `${label} is required` })
    .max(max, { message: `${label} must be at most ${max} characters` })
    .refine((s) => !s.includes('\u0000'), { message: `${label} must not contain a NUL character` });
const uuid = (label: string) =>
  z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
    message: `${label} is not a valid id`,
  });

export const CommunityAuthor = z.object({ id: z.string(), name: z.string(), handle: z.string(), staff: z.boolean() });
export type CommunityAuthor = z.infer<typeof CommunityAuthor>;

export const CommunityCategory = z.object({
  id: CommunityCategoryId,
  name: z.string(),
  description: z.string(),
  threadCount: z.number().int(),
  activeCount: z.number().int(),
});
export type CommunityCategory = z.infer<typeof CommunityCategory>;

export const CommunityPost = z.object({
  id: z.string(),
  threadId: z.string(),
  author: CommunityAuthor,
  isOpening: z.boolean(),
  /** Markdown source (empty when deleted or hidden); used for editing and quoting. */
  body: z.string(),
  /** Sanitised HTML rendered from `body` on the server. */
  bodyHtml: z.string(),
  quoteOf: z.object({ id: z.string(), authorName: z.string() }).nullable(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  deleted: z.boolean(),
  /** Only staff and the author see a hidden post; staff see the reason. */
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
  accepted: z.boolean(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type CommunityPost = z.infer<typeof CommunityPost>;

export const CommunityThreadSummary = z.object({
  id: z.string(),
  category: CommunityCategoryId,
  title: z.string(),
  author: CommunityAuthor,
  replyCount: z.number().int(),
  votes: z.number().int(),
  lastActivityAt: z.string(),
  createdAt: z.string(),
  pinned: z.boolean(),
  locked: z.boolean(),
  status: FeatureStatus.nullable(),
  answered: z.boolean(),
  ticketNumber: z.number().int().nullable(),
});
export type CommunityThreadSummary = z.infer<typeof CommunityThreadSummary>;

export const CommunityThread = CommunityThreadSummary.extend({
  opening: CommunityPost,
  acceptedPostId: z.string().nullable(),
  voted: z.boolean(),
  subscribed: z.boolean(),
  /** The thread is hidden (its opening post was hidden or deleted): only staff see it. */
  hidden: z.boolean(),
});
export type CommunityThread = z.infer<typeof CommunityThread>;

export const CommunityThreadPage = z.object({
  items: z.array(CommunityThreadSummary),
  nextCursor: z.string().nullable(),
});
export type CommunityThreadPage = z.infer<typeof CommunityThreadPage>;
export const CommunityPostPage = z.object({ items: z.array(CommunityPost), nextCursor: z.string().nullable() });
export type CommunityPostPage = z.infer<typeof CommunityPostPage>;

export const CommunityThreadSort = z.enum(['activity', 'votes', 'new']);
export const CommunityThreadQuery = z.object({
  category: CommunityCategoryId.optional(),
  sort: CommunityThreadSort.default('activity'),
  status: FeatureStatus.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  /** Opaque: the previous page's nextCursor. */
  // Bounded so every value converts back to a time or a count without an out-of-range error.
  cursor: z
    .string()
    .regex(/^[01]\.\d{1,16}\.\d{1,18}$/, { message: 'Invalid cursor' })
    .optional(),
});
export const CommunityPostQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z
    .string()
    .regex(/^\d{1,18}$/, { message: 'Invalid cursor' })
    .optional(),
});
export const CommunitySearchQuery = z.object({
  q: text('Search', 2, 200),
  category: CommunityCategoryId.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  offset: z.coerce.number().int().min(0).max(500).default(0),
});
export const CommunitySearchHit = z.object({ thread: CommunityThreadSummary, snippet: z.string(), postId: z.string() });
export type CommunitySearchHit = z.infer<typeof CommunitySearchHit>;

export const CreateThreadBody = z.object({
  category: CommunityCategoryId,
  title: text('Title', COMMUNITY_LIMITS.titleMin, COMMUNITY_LIMITS.titleMax),
  body: text('Body', 1, COMMUNITY_LIMITS.bodyMax),
});
export type CreateThreadBody = z.input<typeof CreateThreadBody>;
export const CreatePostBody = z.object({
  body: text('Body', 1, COMMUNITY_LIMITS.bodyMax),
  quotePostId: uuid('Quoted post').optional(),
});
export type CreatePostBody = z.input<typeof CreatePostBody>;
export const EditPostBody = z.object({ body: text('Body', 1, COMMUNITY_LIMITS.bodyMax) });
export const PreviewBody = z.object({
  body: z
    .string()
    .max(COMMUNITY_LIMITS.bodyMax, { message: `Body must be at most ${COMMUNITY_LIMITS.bodyMax} characters` }),
});
export const PreviewResult = z.object({ html: z.string() });

export const AcceptBody = z.object({ postId: uuid('Post').nullable() });
/** Staff changes to a thread: each one present is applied and logged. */
export const ModerateThreadBody = z
  .object({
    pinned: z.boolean().optional(),
    locked: z.boolean().optional(),
    category: CommunityCategoryId.optional(),
    status: FeatureStatus.nullable().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'Nothing to change', path: ['pinned'] });
export const ReasonBody = z.object({ reason: text('Reason', 3, COMMUNITY_LIMITS.reasonMax) });
export const ResolveReportBody = z.object({
  action: z.enum(['dismiss', 'hide']),
  reason: text('Reason', 3, COMMUNITY_LIMITS.reasonMax).optional(),
});
export const SuspendBody = z.object({
  userId: uuid('User'),
  hours: z.coerce.number().int().min(1).max(COMMUNITY_LIMITS.maxSuspensionHours),
  reason: text('Reason', 3, COMMUNITY_LIMITS.reasonMax),
});
export const UserIdParam = z.object({ userId: Uuid });

export const VoteResult = z.object({ votes: z.number().int(), voted: z.boolean() });
export const SubscriptionResult = z.object({ subscribed: z.boolean() });
export const ThreadTicketResult = z.object({ ticketId: z.string(), ticketNumber: z.number().int() });

export const CommunityStatus = z.object({
  userId: z.string(),
  staff: z.boolean(),
  handle: z.string(),
  canPost: z.boolean(),
  /** Why posting is not possible now (unverified email, suspension), for the reply box. */
  reason: z.string().nullable(),
  suspendedUntil: z.string().nullable(),
});
export type CommunityStatus = z.infer<typeof CommunityStatus>;

export const CommunityReport = z.object({
  id: z.string(),
  postId: z.string(),
  threadId: z.string(),
  threadTitle: z.string(),
  postAuthor: CommunityAuthor,
  excerpt: z.string(),
  reason: z.string(),
  reporterName: z.string(),
  status: z.enum(['open', 'dismissed', 'actioned']),
  postHidden: z.boolean(),
  createdAt: z.string(),
});
export type CommunityReport = z.infer<typeof CommunityReport>;
export const ReportQuery = z.object({
  status: z.enum(['open', 'dismissed', 'actioned']).default('open'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const Suspension = z.object({ userId: z.string(), until: z.string(), reason: z.string() });
export const ModerationEntry = z.object({
  id: z.string(),
  action: z.string(),
  actorName: z.string(),
  threadId: z.string().nullable(),
  postId: z.string().nullable(),
  targetUserName: z.string().nullable(),
  detail: z.string(),
  createdAt: z.string(),
});
export type ModerationEntry = z.infer<typeof ModerationEntry>;
export const ModerationLogQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });

/** Socket payload of `communityThreadUpdate`, sent to the thread's channel `community:thread:<id>`. */
export const CommunityThreadUpdate = z.object({
  threadId: z.string(),
  /** `post`: a new visible reply (included); `changed`: anything else — refetch the thread. */
  kind: z.enum(['post', 'changed']),
  post: CommunityPost.optional(),
});
export type CommunityThreadUpdate = z.infer<typeof CommunityThreadUpdate>;
export const communityThreadChannel = (threadId: string) => `community:thread:${threadId}`;
