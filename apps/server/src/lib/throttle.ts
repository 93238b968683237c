import type { Redis } from 'ioredis';
import type { Db } from '../db/client.ts';

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

export const LOGIN_POLICY: ThrottlePolicy = { freeFailures: 5, baseSeconds: 30, maxSeconds: 15 * 60, windowSeconds: 15 * 60 };

export const blockSeconds = (failures: number, p: ThrottlePolicy) =>
  failures < p.freeFailures ? 0 : Math.min(p.maxSeconds, p.baseSeconds * 2 ** (failures - p.freeFailures));

export function dbThrottle(db: Db, p: ThrottlePolicy): Throttle {
  return {
    async check(key) {
      const rows = await db.query<{ wait: number }>(
        `SELECT GREATEST(0, EXTRACT(EPOCH FROM (blocked_until - now())))::float8 AS wait FROM throttle WHERE key = $1 AND blocked_until > now()`,
        [key],
      );
      return rows[0]?.wait ?? 0;
    },
    async fail(key) {
      const rows = await db.query<{ failures: number }>(
        `INSERT INTO throttle (key, failures, window_start) VALUES ($1, 1, now())
         ON CONFLICT (key) DO UPDATE SET
           failures = CASE WHEN throttle.window_start < now() - make_interval(secs => $2) THEN 1 ELSE throttle.failures + 1 END,
           window_start = CASE WHEN throttle.window_start < now() - make_interval(secs => $2) THEN now() ELSE throttle.window_start END
         RETURNING failures`,
        [key, p.windowSeconds],
      );
      const wait = blockSeconds(rows[0]!.failures, p);
      if (wait > 0) await db.query(`UPDATE throttle SET blocked_until = now() + make_interval(secs => $2) WHERE key = $1`, [key, wait]);
      return wait;
    },
    async reset(key) {
      await db.query('DELETE FROM throttle WHERE key = $1', [key]);
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
