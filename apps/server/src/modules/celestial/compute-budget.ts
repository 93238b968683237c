import { Gate } from '../../lib/gate.ts';

/**
 * How many objects one user may have this process compute at instants nobody asked for before.
 * A page at a cached instant costs nothing; a page of 500 at a fresh `at` costs 500. The budget is
 * per process on purpose: it protects this process's event loop, which is what a burst of distinct
 * instants (4 clients at 24 requests a second) would starve.
 */
export interface ComputePolicy {
  capacity: number;
  perSecond: number;
}

// A page of 500 at once, then 100 objects a second: satellites cost about 0.4 ms each on a busy 2-core machine.
export const SKY_COMPUTE_POLICY: ComputePolicy = { capacity: 500, perSecond: 100 };
/** Objects computed between yields to the event loop. */
export const COMPUTE_SLICE = 10;

export class ComputeBudget {
  private buckets = new Map<string, { tokens: number; at: number }>();
  constructor(private readonly policy: ComputePolicy = SKY_COMPUTE_POLICY) {}

  /** Spends `cost` from `key`'s bucket; answers 0, or the seconds to wait when it cannot. */
  take(key: string, cost: number): number {
    const now = Date.now();
    const { capacity, perSecond } = this.policy;
    const b = this.buckets.get(key) ?? { tokens: capacity, at: now };
    b.tokens = Math.min(capacity, b.tokens + ((now - b.at) / 1000) * perSecond);
    b.at = now;
    const need = Math.min(cost, capacity); // a page larger than the capacity waits for a full bucket
    if (b.tokens < need) {
      this.buckets.set(key, b);
      return (need - b.tokens) / perSecond;
    }
    b.tokens -= need;
    this.buckets.set(key, b);
    if (this.buckets.size > 10_000) this.prune(now);
    return 0;
  }

  private prune(now: number) {
    const full = (this.policy.capacity / this.policy.perSecond) * 1000;
    for (const [k, b] of this.buckets) if (now - b.at > full) this.buckets.delete(k);
  }
}

/**
 * Pages computed at once in this process. Slices bound one request's hold on the event loop, but a
 * turn of the loop runs one slice of every computing request, so concurrency is bounded too; the
 * rest wait their turn, and past MAX_WAITING the answer is 429.
 */
export const MAX_COMPUTING = 1;
export const MAX_WAITING = 16;

export class ComputeGate extends Gate {
  constructor() {
    super(MAX_COMPUTING, MAX_WAITING);
  }
}
