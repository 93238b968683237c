import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { dbBucket, redisBucket, type BucketPolicy, type RateLimiter } from '../../lib/throttle.ts';
import { rateLimited } from '../auth/guards.ts';
import { normalizeForDuplicate } from './markdown.ts';
import * as repo from './community.repository.ts';

/**
 * Abuse limits on writing to the community. Token buckets from lib/throttle (Redis when configured,
 * else the database, so every process shares them): per user and, separately, per address so that
 * many fresh accounts behind one address cannot flood either.
 */
export const COMMUNITY_BUCKETS = {
  postUser: { capacity: 10, perSecond: 1 / 60 }, // 10 at once, then one a minute
  postAddress: { capacity: 40, perSecond: 1 / 60 }, // a shared office or school still posts
  preview: { capacity: 60, perSecond: 1 },
  report: { capacity: 10, perSecond: 1 / 180 }, // 10 at once, then 20 an hour
  // Votes and accepted answers: each change makes every open copy of the thread refetch it, so toggling is capped.
  react: { capacity: 30, perSecond: 0.5 },
  // Full-text search is the forum's costliest read (tens of ms for a broad query): 30 at once, then 1 a second.
  search: { capacity: 30, perSecond: 1 },
} satisfies Record<string, BucketPolicy>;
type BucketName = keyof typeof COMMUNITY_BUCKETS;

const cache = new WeakMap<AppContext, Record<BucketName, RateLimiter>>();
function buckets(ctx: AppContext) {
  let b = cache.get(ctx);
  if (!b) {
    const make = (name: BucketName) =>
      ctx.redis
        ? redisBucket(ctx.redis, COMMUNITY_BUCKETS[name], `community-${name}:`)
        : dbBucket(ctx.db, COMMUNITY_BUCKETS[name], `community-${name}:`);
    b = {
      postUser: make('postUser'),
      postAddress: make('postAddress'),
      preview: make('preview'),
      report: make('report'),
      react: make('react'),
      search: make('search'),
    };
    cache.set(ctx, b);
  }
  return b;
}

/** Spends one token; 429 with Retry-After when the bucket is empty. */
export async function limit(ctx: AppContext, reply: FastifyReply, name: BucketName, key: string) {
  const r = await buckets(ctx)[name].take(key);
  if (!r.allowed) throw rateLimited(r.resetSeconds, r.limit, 'You are posting too fast. Wait a moment and try again.');
  reply.header('ratelimit-remaining', String(r.remaining));
}

/** Both posting buckets: the user's and the address's. */
export async function limitPosting(ctx: AppContext, reply: FastifyReply, userId: string, address: string) {
  await limit(ctx, reply, 'postUser', userId);
  await limit(ctx, reply, 'postAddress', address);
}

/**
 * Who may write: a confirmed email address (the chosen rule: it costs a real mailbox per account, and the
 * seeded demo, agent and admin accounts are confirmed) and no active suspension.
 */
export async function standing(
  ctx: AppContext,
  userId: string,
): Promise<{ canPost: boolean; reason: string | null; suspendedUntil: string | null }> {
  const s = await repo.posterStanding(ctx.db, userId);
  const until = s?.suspended_until ? new Date(s.suspended_until).toISOString() : null;
  if (until)
    return {
      canPost: false,
      reason: `You are suspended from posting until ${until.slice(0, 16).replace('T', ' ')} UTC.`,
      suspendedUntil: until,
    };
  if (!s?.email_verified)
    return { canPost: false, reason: 'Confirm your email address to post in the community.', suspendedUntil: null };
  return { canPost: true, reason: null, suspendedUntil: null };
}

export async function assertMayPost(ctx: AppContext, userId: string) {
  const s = await standing(ctx, userId);
  if (s.suspendedUntil) throw new AppError(403, 'suspended', s.reason!);
  if (!s.canPost) throw new AppError(403, 'email_unverified', s.reason!);
}

/**
 * Who may vote (issue 30 N5): the same confirmed address and no suspension as for posting, so throwaway accounts
 * cannot inflate a feature request; and never for one's own thread.
 */
export async function assertMayVote(ctx: AppContext, userId: string, authorId: string) {
  const s = await standing(ctx, userId);
  if (s.suspendedUntil) throw new AppError(403, 'suspended', s.reason!.replace('posting', 'voting'));
  if (!s.canPost) throw new AppError(403, 'email_unverified', 'Confirm your email address to vote in the community.');
  if (userId === authorId) throw new AppError(403, 'own_thread', 'You cannot vote for your own thread.');
}

/** A suspension stops reports too: a suspended user could otherwise bury others' posts in the report queue. */
export async function assertNotSuspended(ctx: AppContext, userId: string) {
  const s = await standing(ctx, userId);
  if (s.suspendedUntil) throw new AppError(403, 'suspended', s.reason!.replace('posting', 'reporting'));
}

export const bodyHash = (body: string) => createHash('sha256').update(normalizeForDuplicate(body)).digest('hex');

/** The same words from the same author within ten minutes are a duplicate (a double click or a flood). */
export async function assertNotDuplicate(ctx: AppContext, authorId: string, hash: string) {
  if (await repo.isDuplicate(ctx.db, authorId, hash))
    throw badRequest('body', 'You just posted the same text. Edit it or write something new.');
}
