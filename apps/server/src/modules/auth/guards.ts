import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context.ts';
import { rateHeaders, rateLimited } from '../../lib/errors.ts';
import {
  dbBucket,
  dbThrottle,
  redisBucket,
  redisThrottle,
  type BucketPolicy,
  type BucketResult,
  type RateLimiter,
  type Throttle,
  type ThrottlePolicy,
} from '../../lib/throttle.ts';

/**
 * Abuse limits of the account endpoints. Per address: token buckets (bursts allowed, steady rate capped).
 * Per account: exponential back-off on failures. Sign-in and reset use separate keys, so a throttled
 * sign-in never blocks the reset form.
 */
export const BUCKETS = {
  login: { capacity: 30, perSecond: 0.5 }, // 30 at once, then 30 a minute: a shared office NAT still signs in
  mfa: { capacity: 20, perSecond: 0.2 },
  reset: { capacity: 10, perSecond: 10 / 600 }, // forgot, reset and verification mail: 10 per 10 minutes
  register: { capacity: 50, perSecond: 1 / 60 }, // 50 at once, then 60 an hour: harvesting emails through 409 is slow
  strength: { capacity: 120, perSecond: 2 },
  // Per signed-in user: cheap to call, costly to serve or to read (agents' queue, CPU for exports).
  ticket: { capacity: 20, perSecond: 20 / 3600 }, // 20 at once, then 20 an hour
  chat: { capacity: 30, perSecond: 0.5 }, // 30 at once, then 30 a minute
  export: { capacity: 10, perSecond: 1 / 30 }, // 10 at once, then 2 a minute
} satisfies Record<string, BucketPolicy>;
export type BucketName = keyof typeof BUCKETS;

/** Reset requests per email (known or not, so the answer reveals nothing): 3 an hour, then doubling waits. */
export const RESET_ACCOUNT_POLICY: ThrottlePolicy = {
  freeFailures: 3,
  baseSeconds: 300,
  maxSeconds: 3600,
  windowSeconds: 3600,
};
/** Registration attempts on a taken email: a few, then back-off. */
export const REGISTER_ACCOUNT_POLICY: ThrottlePolicy = {
  freeFailures: 3,
  baseSeconds: 60,
  maxSeconds: 3600,
  windowSeconds: 3600,
};

/**
 * Sign-in failures per account across every address (issue 30 N6): far looser than the per-(account, address) back-off
 * (LOGIN_POLICY), so that nobody can lock a user out from their own address. Past it, only addresses that have
 * themselves failed on this account within the hour are refused; the right password from a fresh address still works.
 */
export const LOGIN_ACCOUNT_POLICY: ThrottlePolicy = {
  freeFailures: 100,
  baseSeconds: 60,
  maxSeconds: 3600,
  windowSeconds: 3600,
};
/** Marks an (account, address) pair that failed at least once in the hour: blocked from its first failure on. */
const LOGIN_FAILED_HERE_POLICY: ThrottlePolicy = {
  freeFailures: 1,
  baseSeconds: 3600,
  maxSeconds: 3600,
  windowSeconds: 3600,
};

interface Guards {
  buckets: Record<BucketName, RateLimiter>;
  resetAccount: Throttle;
  registerAccount: Throttle;
  loginAccount: Throttle;
  loginFailedHere: Throttle;
  signUps: RateLimiter;
}
const cache = new WeakMap<AppContext, Guards>();

export function guards(ctx: AppContext): Guards {
  let g = cache.get(ctx);
  if (!g) {
    const bucket = (name: BucketName) =>
      ctx.redis ? redisBucket(ctx.redis, BUCKETS[name], `${name}:`) : dbBucket(ctx.db, BUCKETS[name], `${name}:`);
    const throttle = (p: ThrottlePolicy, prefix: string) =>
      ctx.redis ? redisThrottle(ctx.redis, p, `throttle:${prefix}`) : dbThrottle(ctx.db, p);
    g = {
      buckets: Object.fromEntries(Object.keys(BUCKETS).map((name) => [name, bucket(name as BucketName)])) as Record<
        BucketName,
        RateLimiter
      >,
      resetAccount: throttle(RESET_ACCOUNT_POLICY, 'reset:'),
      registerAccount: throttle(REGISTER_ACCOUNT_POLICY, 'register:'),
      loginAccount: throttle(LOGIN_ACCOUNT_POLICY, 'login-account:'),
      loginFailedHere: throttle(LOGIN_FAILED_HERE_POLICY, 'login-failed-here:'),
      signUps: (() => {
        const n = ctx.config.SIGNUPS_PER_ADDRESS_PER_HOUR;
        const p = { capacity: n, perSecond: n / 3600 };
        return ctx.redis ? redisBucket(ctx.redis, p, 'signups:') : dbBucket(ctx.db, p, 'signups:');
      })(),
    };
    cache.set(ctx, g);
  }
  return g;
}

/** Spends one token of the address's bucket; sets RateLimit-* on the answer, throws 429 when empty. */
export async function limitAddress(
  ctx: AppContext,
  reply: FastifyReply,
  name: BucketName,
  address: string,
): Promise<BucketResult> {
  const r = await guards(ctx).buckets[name].take(address);
  if (!r.allowed) throw rateLimited(r.resetSeconds, r.limit);
  reply.headers(rateHeaders(r.limit, r.remaining, r.resetSeconds));
  return r;
}

/** New accounts per address per hour (issue 30 N5: 30 throwaway accounts from one address came in a second). */
export async function limitSignUps(ctx: AppContext, address: string) {
  const r = await guards(ctx).signUps.take(address);
  if (!r.allowed)
    throw rateLimited(r.resetSeconds, r.limit, 'Too many new accounts from this network. Try again later.');
}

/** Spends one token of the signed-in user's bucket (`limitAddress` keyed by user id rather than address). */
export const limitUser = (ctx: AppContext, reply: FastifyReply, name: BucketName, userId: string) =>
  limitAddress(ctx, reply, name, `user:${userId}`);

// Moved to lib/ and plugins/ (so the mfa module needs nothing from auth); re-exported for routes written before the move.
export { rateLimited } from '../../lib/errors.ts';
export { checkAccount } from '../../lib/throttle.ts';
export { rejectNul } from '../../plugins/json-body.ts';
