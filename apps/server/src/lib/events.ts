import { EventEmitter } from 'node:events';
import type { Notification, SupportTicketUpdate } from '@cosmos/contracts';

/**
 * Domain events: services announce what happened; the realtime gateway (and other listeners)
 * decide who hears about it. Add an entry here when a feature gains an event.
 */
export interface DomainEvents {
  'user.signedOut': { userId: string; sessionId: string };
  /** A sign-in by password (and second factor): not registration, which opens the account's first session. */
  'user.signedIn': { userId: string; userAgent: string };
  /** Anything a session's user presentation shows changed (profile, email, verification). */
  'user.updated': { userId: string };
  /** An administrator changed the user's role: their sockets reconnect so rooms and channels follow it. */
  'user.roleChanged': { userId: string };
  /** Payloads are the socket events' (packages/contracts socket.ts): the relay forwards them as they are. */
  'notification.created': { userId: string; notification: Notification };
  'ticket.updated': { ticketId: string; ownerId: string; ticket: SupportTicketUpdate };
  /** `change` says what the user did, when a user did it (not a renewal or a webhook), with a sentence for their history. */
  'subscription.changed': {
    userId: string;
    change?: { kind: 'upgrade' | 'downgrade' | 'subscribe' | 'keep' | 'cancel' | 'resume'; detail: string };
  };
  /**
   * The payment provider's subscription now bills `extraSeats` team seats (its seat item's quantity; 0 when it has
   * none or was cancelled): the owner's team follows it, so no seat outlives the subscription that paid for it.
   */
  'subscription.seatsBilled': { userId: string; extraSeats: number };
  'export.created': { userId: string; format: string; rows: number };
  /** A user left a VR scene (or disconnected) after at least a minute in it. */
  'vr.sessionEnded': { userId: string; sceneId: string; minutes: number };
  /** Something in a community thread changed; `post` is a new visible reply (the rest make clients refetch). */
  'community.threadUpdated': { threadId: string; post?: unknown };
  /** A catalogue refresh failed (the refresh job emits it); admins get an inbox notification. */
  'catalog.refreshFailed': { reason: string };
}

/**
 * A listener's failure is reported to `onError` and goes no further: it must not fail the request that
 * emitted (its change is already committed), and a rejected promise must not reach the process
 * (an unhandled rejection or an unhandled 'error' event ends it).
 */
export class EventBus {
  private readonly emitter = new EventEmitter();
  constructor(private readonly onError: (err: unknown, event: string) => void = () => undefined) {
    this.emitter.setMaxListeners(100);
  }
  emit<K extends keyof DomainEvents>(name: K, payload: DomainEvents[K]) {
    this.emitter.emit(name, payload);
  }
  on<K extends keyof DomainEvents>(name: K, listener: (payload: DomainEvents[K]) => void | Promise<void>) {
    const safe = (payload: DomainEvents[K]) => {
      try {
        const r = listener(payload);
        if (r && typeof r.catch === 'function') r.catch((err) => this.onError(err, name));
      } catch (err) {
        this.onError(err, name);
      }
    };
    this.emitter.on(name, safe);
    return () => this.emitter.off(name, safe);
  }
}
