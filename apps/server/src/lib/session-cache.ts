import type { User } from '@cosmos/contracts';
import type { Redis } from 'ioredis';
import type { EventBus } from './events.ts';

/** The signed-in user of a request, as routes see it (`requireUser`): read-only, because cached answers share it. */
export type Principal = Readonly<User & { sessionId: string }>;

/** Who a request acts for. Built once per session and reused from the cache, so a cached request allocates nothing. */
export interface SessionAuth {
  readonly user: User;
  readonly sessionId: string;
  readonly principal: Principal;
}

export const sessionAuth = (user: User, sessionId: string): SessionAuth => ({
  user,
  sessionId,
  principal: Object.freeze({ ...user, sessionId }),
});

interface Entry {
  auth: SessionAuth;
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
    const publish = redis
      ? (msg: object) => void redis.publish(CHANNEL, JSON.stringify(msg)).catch(() => undefined)
      : undefined;
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

  get(tokenHash: string): SessionAuth | undefined {
    const e = this.entries.get(tokenHash);
    if (!e) return undefined;
    if (e.until < Date.now()) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return e.auth;
  }

  set(tokenHash: string, auth: SessionAuth) {
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(tokenHash, { auth, until: Date.now() + TTL_MS });
  }

  drop({ sessionId, userId }: { sessionId?: string; userId?: string }) {
    for (const [k, e] of this.entries)
      if (e.auth.sessionId === sessionId || e.auth.user.id === userId) this.entries.delete(k);
  }
}
