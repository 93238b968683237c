/**
 * Rate limits of the observer's costly reads: "what was that?" scans the whole catalogue over a window and
 * "brightest tonight" a whole night (both in the sky worker), and the calendar feed is fetched without a
 * session by calendar apps. Token buckets from lib/throttle (Redis when configured, else the database, so
 * every process shares them), per user and, separately, per address: many accounts behind one address
 * cannot multiply the budget, and one user cannot spend a shared office's.
 */
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context.ts';
import { rateHeaders, rateLimited } from '../../lib/errors.ts';
import { dbBucket, redisBucket, type BucketPolicy, type RateLimiter } from '../../lib/throttle.ts';

export const OBSERVER_BUCKETS = {
  identifyUser: { capacity: 20, perSecond: 1 / 6 }, // 20 at once, then 10 a minute
  identifyAddress: { capacity: 60, perSecond: 0.5 },
  brightestUser: { capacity: 20, perSecond: 1 / 6 }, // cached per place and hour; still each miss is a night's scan
  brightestAddress: { capacity: 60, perSecond: 0.5 },
  // Calendar apps poll every 15 min to a few hours; 30 at once then 1 a minute per feed is generous.
  feedSecret: { capacity: 30, perSecond: 1 / 60 },
  feedAddress: { capacity: 120, perSecond: 0.5 },
  elementsUser: { capacity: 30, perSecond: 0.5 },
  // The planner searches the whole catalogue over hours (seconds of worker time on a miss): 10 at once, then 2 a minute.
  fieldPlanUser: { capacity: 10, perSecond: 1 / 30 },
  fieldPlanAddress: { capacity: 30, perSecond: 0.2 },
} satisfies Record<string, BucketPolicy>;
export type ObserverBucket = keyof typeof OBSERVER_BUCKETS;

const cache = new WeakMap<AppContext, Map<ObserverBucket, RateLimiter>>();

function bucket(ctx: AppContext, name: ObserverBucket): RateLimiter {
  let m = cache.get(ctx);
  if (!m) cache.set(ctx, (m = new Map()));
  let b = m.get(name);
  if (!b) {
    const p = OBSERVER_BUCKETS[name];
    b = ctx.redis ? redisBucket(ctx.redis, p, `observer-${name}:`) : dbBucket(ctx.db, p, `observer-${name}:`);
    m.set(name, b);
  }
  return b;
}

/** Spends one token; sets RateLimit-* on the answer, throws 429 problem+json with Retry-After when empty. */
export async function limit(ctx: AppContext, reply: FastifyReply, name: ObserverBucket, key: string) {
  const r = await bucket(ctx, name).take(key);
  if (!r.allowed) throw rateLimited(r.resetSeconds, r.limit, 'Too many requests. Wait a moment and try again.');
  reply.headers(rateHeaders(r.limit, r.remaining, r.resetSeconds));
}

/** The user's bucket, then the address's. */
export async function limitBoth(
  ctx: AppContext,
  reply: FastifyReply,
  kind: 'identify' | 'brightest' | 'fieldPlan',
  userId: string,
  address: string,
) {
  await limit(ctx, reply, `${kind}User`, userId);
  await limit(ctx, reply, `${kind}Address`, address);
}
