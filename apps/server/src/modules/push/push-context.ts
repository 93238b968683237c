/** What Web Push's service and its retries share: the module's state, and how a stored subscription becomes a target. */
import type { AppContext } from '../../context.ts';
import type { Target } from './push-delivery.ts';
import type { PushRow } from './push.repository.ts';
import type { Vapid } from './vapid.ts';

export interface Push {
  ctx: AppContext;
  /** The VAPID keys, loaded once (push.module.ts). */
  vapid: () => Promise<Vapid>;
  /** Aborted at close: the retry sweeper stops (the retries stay in the database for the next start). */
  closing: AbortController;
  /** Waits before each retry (the backoff); its length is the cap on retries. */
  retryDelaysMs: readonly number[];
}

/** The sealed browser keys are bound to their endpoint: a row's keys cannot be moved to another endpoint. */
export const keysContext = (endpoint: string) => `push:${endpoint}`;

export const targetOf = (p: Push, r: PushRow): Target => ({
  endpoint: r.endpoint,
  keys: JSON.parse(p.ctx.secrets.open(r.keys, keysContext(r.endpoint))) as Target['keys'],
});
