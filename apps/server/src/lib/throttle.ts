import type { Redis } from 'ioredis';
import type { Db } from '../db/client.ts';
import { rateLimited } from './errors.ts';
import * as repo from './throttle.repository.ts';

/**
 * Failure counters with exponential back-off, shared by every process: in Redis when configured,
 * otherwise in the database. `check` says how long a key is blocked; `fail` records a failure.
 */
export interface Throttle {
  check(key: string): Promise<number>; // seconds until allowed, 0 when allowed
  fail(key: string): Promise<number>; // seconds blocked after this failure, 0 when not yet blocked
  reset(key: string): Promise<void>;
}

export interface ThrottlePolicy {
  freeFailures: number; // failures allowed before any delay
  baseSeconds: number; // first block length, doubled per further failure
  maxSeconds: number;
  windowSeconds: number; // failures older than this are forgotten
}

export const LOGIN_POLICY: ThrottlePolicy = {
  freeFailures: 5,
  baseSeconds: 30,
  maxSeconds: 15 * 60,
  windowSeconds: 15 * 60,
};

/** Throws 429 while an account key is in back-off. */
export async function checkAccount(t: Throttle, key: string, p: ThrottlePolicy) {
  const wait = await t.check(key);
  if (wait > 0) throw rateLimited(wait, p.freeFailures);
}

export const blockSeconds = (failures: number, p: ThrottlePolicy) =>
  failures < p.freeFailures ? 0 : Math.min(p.maxSeconds, p.baseSeconds * 2 ** (failures - p.freeFailures));

export function dbThrottle(db: Db, p: ThrottlePolicy): Throttle {
  return {
    check: (key) => repo.blockedFor(db, key),
    async fail(key) {
      const wait = blockSeconds(await repo.countFailure(db, key, p.windowSeconds), p);
      if (wait > 0) await repo.blockKey(db, key, wait);
      return wait;
    },
    async reset(key) {
      await repo.resetKey(db, key);
    },
  };
}

export function redisThrottle(redis: Redis, p: ThrottlePolicy, prefix = 'throttle:'): Throttle {
  return {
    async check(key) {
      const ttl = await redis.pttl(`${prefix}block:${key}`);
      return ttl > 0 ? ttl / 1000 : 0;
    },
    async fail(key) {
      const k = `${prefix}fail:${key}`;
      const [[, failures]] = (await redis.multi().incr(k).expire(k, p.windowSeconds, 'NX').exec()) as [[null, number]];
      const wait = blockSeconds(failures, p);
      if (wait > 0) await redis.set(`${prefix}block:${key}`, '1', 'EX', wait);
      return wait;
    },
    async reset(key) {
      await redis.del(`${prefix}fail:${key}`, `${prefix}block:${key}`);
    },
  };
}

/**
 * Per-address token bucket: `capacity` requests at once, refilled at `perSecond`. `take` spends one token
 * when there is one and says what the standard RateLimit-* headers need.
 */
export interface BucketPolicy {
  capacity: number;
  perSecond: number;
}

export interface BucketResult {
  allowed: boolean;
  limit: number;
  remaining: number;
  resetSeconds: number; // until the bucket is full again (or, when denied, until one token is back)
}

export interface RateLimiter {
  take(key: string): Promise<BucketResult>;
}

const bucketResult = (tokens: number, allowed: boolean, p: BucketPolicy): BucketResult => ({
  allowed,
  limit: p.capacity,
  remaining: Math.max(0, Math.floor(tokens)),
  resetSeconds: Math.max(1, Math.ceil(allowed ? (p.capacity - tokens) / p.perSecond : (1 - tokens) / p.perSecond)),
});

export function dbBucket(db: Db, p: BucketPolicy, prefix: string): RateLimiter {
  return {
    async take(key) {
      const r = await repo.takeToken(db, prefix + key, p.capacity, p.perSecond);
      return bucketResult(Number(r.tokens), r.allowed, p);
    },
  };
}

// Same algorithm as dbBucket, atomically in Redis (one script, one round trip).
const BUCKET_LUA = `
local cap = tonumber(ARGV[1]); local rate = tonumber(ARGV[2]); local now = tonumber(ARGV[3])
local v = redis.call('HMGET', KEYS[1], 't', 'ts')
local t = tonumber(v[1]) or cap; local ts = tonumber(v[2]) or now
t = math.min(cap, t + (now - ts) / 1000 * rate)
local ok = 0
if t >= 1 then t = t - 1; ok = 1 end
redis.call('HSET', KEYS[1], 't', tostring(t), 'ts', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(cap / rate * 1000) + 1000)
return {ok, tostring(t)}`;

export function redisBucket(redis: Redis, p: BucketPolicy, prefix: string): RateLimiter {
  return {
    async take(key) {
      const [ok, tokens] = (await redis.eval(
        BUCKET_LUA,
        1,
        `throttle:bucket:${prefix}${key}`,
        p.capacity,
        p.perSecond,
        Date.now(),
      )) as [number, string];
      return bucketResult(Number(tokens), ok === 1, p);
    },
  };
}
