/**
 * Per-socket limits on every client→server event: a token bucket per event name and a payload size
 * cap. A refused event is dropped, its ack (if any) answered `{ ok: false }`, and the client told with
 * an `error` event; a socket that keeps flooding is disconnected. Subscribing 5,000 times a second
 * (each one a database read) or fanning out 5,000 VR cursor moves must not cost anyone else.
 */
import type { ClientToServerEvents, SocketErrorEvent } from '@cosmos/contracts';
import { MemoryBuckets } from '../lib/memory-bucket.ts';
import type { AppSocket } from './gateway.ts';

export interface EventLimit {
  /** Events allowed at once. */
  capacity: number;
  /** Events refilled per second. */
  perSecond: number;
}

export const EVENT_LIMITS: Record<keyof ClientToServerEvents, EventLimit> = {
  // A page may subscribe to an explicit id list (up to 100 channels) at once.
  subscribe: { capacity: 120, perSecond: 20 },
  unsubscribe: { capacity: 120, perSecond: 20 },
  joinVRScene: { capacity: 10, perSecond: 1 },
  leaveVRScene: { capacity: 10, perSecond: 1 },
  // Dragging the shared date sends a stream of moves; ten a second is smooth, and each is fanned out.
  setVRTimeCursor: { capacity: 20, perSecond: 10 },
  ping: { capacity: 5, perSecond: 1 },
};
/** Events with no handler still cost a parse: they share a small budget. */
const OTHER: EventLimit = { capacity: 5, perSecond: 1 };

/**
 * One budget per user across all of that user's sockets (issue 30, N1): 200 sockets of one account each
 * inside its own limit made 200 times the work. A user's tabs share twice one socket's allowance.
 */
export const USER_EVENT_FACTOR = 2;

/** The per-user side of the limits: `take(userId, event)` spends one event of that user's budget. */
export function userEventBudget() {
  const buckets = new Map<string, MemoryBuckets>();
  return {
    take(userId: string, event: string): boolean {
      const limit = (EVENT_LIMITS as Record<string, EventLimit>)[event] ?? OTHER;
      const key = limit === OTHER ? '*other*' : event;
      let b = buckets.get(key);
      if (!b)
        buckets.set(
          key,
          (b = new MemoryBuckets({
            capacity: limit.capacity * USER_EVENT_FACTOR,
            perSecond: limit.perSecond * USER_EVENT_FACTOR,
          })),
        );
      return b.take(userId).allowed;
    },
  };
}
export type UserEventBudget = ReturnType<typeof userEventBudget>;

/** Largest accepted event payload (its arguments as JSON); channel names and cursor bodies are tiny. */
export const MAX_EVENT_BYTES = 2048;
/** Refused events a socket may send within REFUSAL_WINDOW_MS before it is disconnected. */
export const MAX_REFUSALS = 50;
export const REFUSAL_WINDOW_MS = 10_000;

class Bucket {
  private tokens: number;
  private at = Date.now();
  constructor(private readonly limit: EventLimit) {
    this.tokens = limit.capacity;
  }
  take(): boolean {
    const now = Date.now();
    this.tokens = Math.min(this.limit.capacity, this.tokens + ((now - this.at) / 1000) * this.limit.perSecond);
    this.at = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

function payloadBytes(args: unknown[]): number {
  let n = 0;
  for (const a of args) {
    if (typeof a === 'function' || a === undefined) continue;
    try {
      n += JSON.stringify(a)?.length ?? 0;
    } catch {
      return Infinity;
    }
  }
  return n;
}

export function limitSocketEvents(
  socket: AppSocket,
  onDisconnect: (reason: string) => void = () => undefined,
  userBudget?: UserEventBudget,
) {
  const buckets = new Map<string, Bucket>();
  let refusals = 0;
  let windowStart = Date.now();
  let lastErrorAt = 0;

  socket.use(([event, ...args], next) => {
    const refuse = (problem: SocketErrorEvent) => {
      const ack = args.at(-1);
      if (typeof ack === 'function') ack({ ok: false, error: problem.message });
      const now = Date.now();
      if (now - windowStart > REFUSAL_WINDOW_MS) {
        windowStart = now;
        refusals = 0;
      }
      refusals += 1;
      if (refusals > MAX_REFUSALS) {
        onDisconnect('flooding');
        socket.disconnect(true);
        return;
      }
      // One error event a second is enough to tell the client; one per refused event doubled a flood's traffic.
      if (now - lastErrorAt >= 1000) {
        lastErrorAt = now;
        socket.emit('error', problem);
      }
    };
    const limit = (EVENT_LIMITS as Record<string, EventLimit>)[event] ?? OTHER;
    const key = limit === OTHER ? '*other*' : event;
    let bucket = buckets.get(key);
    if (!bucket) buckets.set(key, (bucket = new Bucket(limit)));
    if (!bucket.take() || (userBudget && !userBudget.take(socket.data.user.id, event)))
      return refuse({ event, code: 'rate_limited', message: 'Too many events. Slow down.' });
    if (payloadBytes(args) > MAX_EVENT_BYTES)
      return refuse({ event, code: 'payload_too_large', message: `Event payload over ${MAX_EVENT_BYTES} bytes` });
    next();
  });
}
