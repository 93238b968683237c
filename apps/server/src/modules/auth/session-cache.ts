import type { User } from '@cosmos/contracts';
import type { Redis } from 'ioredis';
import type { EventBus } from '../../lib/events.ts';

interface Entry {
  user: User;
  sessionId: string;
  until: number;
}

const TTL_MS = 15_000;
const MAX_ENTRIES = 20_000;
const CHANNEL = 'cosmos:auth-invalidate';

/**
 * A short-lived, derived cache of token → session user, so an authenticated request does not need a
 * database round trip. It is never the source of truth: entries live 15 s, and a revoked session or a
 * changed user is dropped at once here and, through Redis, in every other process. Without Redis a
 * deployment is one process (the embedded database cannot be shared), so local invalidation suffices.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(events: EventBus, redis?: Redis) {
    const drop = (msg: { sessionId?: string; userId?: string }) => this.drop(msg);
    const publish = redis ? (msg: object) => void redis.publish(CHANNEL, JSON.stringify(msg)).catch(() => undefined) : undefined;
    events.on('user.signedOut', ({ userId, sessionId }) => {
      drop({ sessionId });
      publish?.({ sessionId, userId });
    });
    events.on('user.updated', ({ userId }) => {
      drop({ userId });
      publish?.({ userId });
    });
    if (redis) {
      const sub = redis.duplicate();
      sub.on('error', () => undefined);
      void sub.subscribe(CHANNEL).catch(() => undefined);
      sub.on('message', (_channel, raw) => {
        try {
          drop(JSON.parse(raw));
        } catch {
          /* not ours */
        }
      });
      this.close = () => sub.disconnect();
    }
  }

  close: () => void = () => undefined;

  get(tokenHash: string): Entry | undefined {
    const e = this.entries.get(tokenHash);
    if (!e) return undefined;
    if (e.until < Date.now()) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return e;
  }

  set(tokenHash: string, user: User, sessionId: string) {
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(tokenHash, { user, sessionId, until: Date.now() + TTL_MS });
  }

  drop({ sessionId, userId }: { sessionId?: string; userId?: string }) {
    for (const [k, e] of this.entries) if (e.sessionId === sessionId || e.user.id === userId) this.entries.delete(k);
  }
}
