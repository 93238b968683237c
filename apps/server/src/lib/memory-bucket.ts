import type { BucketPolicy, BucketResult } from './throttle.ts';

/**
 * Token buckets kept in this process's memory, keyed (by address, user, …): no database or Redis trip, so
 * refusing costs nothing. Per process on purpose where what they protect is this process's event loop (a
 * cheap anonymous route, socket events); throttle.ts's shared buckets are for limits that must hold across
 * processes (sign-in, sign-up).
 */
export class MemoryBuckets {
  private buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    readonly policy: BucketPolicy,
    private readonly maxKeys = 10_000,
  ) {}

  /** Spends `cost` tokens of `key`'s bucket when it has them. */
  take(key: string, cost = 1): BucketResult {
    const now = Date.now();
    const { capacity, perSecond } = this.policy;
    const b = this.buckets.get(key) ?? { tokens: capacity, at: now };
    b.tokens = Math.min(capacity, b.tokens + ((now - b.at) / 1000) * perSecond);
    b.at = now;
    const allowed = b.tokens >= cost;
    if (allowed) b.tokens -= cost;
    this.buckets.set(key, b);
    if (this.buckets.size > this.maxKeys) this.prune(now);
    return {
      allowed,
      limit: capacity,
      remaining: Math.max(0, Math.floor(b.tokens)),
      resetSeconds: Math.max(1, Math.ceil(allowed ? (capacity - b.tokens) / perSecond : (cost - b.tokens) / perSecond)),
    };
  }

  /** Drops full buckets (they hold nothing a fresh one would not). */
  private prune(now: number) {
    const fullAfterMs = (this.policy.capacity / this.policy.perSecond) * 1000;
    for (const [k, b] of this.buckets) if (now - b.at > fullAfterMs) this.buckets.delete(k);
  }
}
