/**
 * Web Push (issue 35): the browsers a user turned "Notifications on this device" on in, and what is pushed to them.
 * Every notification that is announced (the user's Enable Notifications setting is on: `notification.created`) is
 * pushed to each of the user's browsers, except during their quiet hours, when it is dropped (the inbox keeps it): a
 * pass alert held until morning would announce a pass long gone. Expired subscriptions are deleted at the first
 * 404/410; other failures are retried a few times (push-delivery.ts).
 */
import type { Notification, PushPayload, PushSubscription, PushSubscriptionBody } from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { t } from '../../lib/i18n/index.ts';
import { isUuid } from '../../lib/uuid.ts';
import { defaultPlace } from '../places/places.service.ts';
import { userLanguage, userSettings } from '../settings/settings.service.ts';
import {
  allowedEndpoint,
  sendPush,
  validBrowserKey,
  type Outcome,
  type SendOptions,
  type Target,
} from './push-delivery.ts';
import { inQuietHours } from './quiet-hours.ts';
import * as repo from './push.repository.ts';
import type { Vapid } from './vapid.ts';

/** Browsers per account: a phone, a laptop, a tablet… with room for stale ones the push service has not expired yet. */
export const MAX_SUBSCRIPTIONS = 10;
/** A failed push is tried again after 5 s and 30 s, then given up. */
export const RETRY_DELAYS_MS = [5_000, 30_000] as const;

export interface Push {
  ctx: AppContext;
  /** The VAPID keys, loaded once (push.module.ts). */
  vapid: () => Promise<Vapid>;
  /** Aborted at close: retries still waiting give up. */
  closing: AbortController;
  retryDelaysMs: readonly number[];
}

const keysContext = (endpoint: string) => `push:${endpoint}`;

const present = (r: repo.PushRow): PushSubscription => ({
  id: r.id,
  endpoint: r.endpoint,
  userAgent: r.user_agent,
  createdAt: new Date(r.created_at).toISOString(),
  lastSuccessAt: r.last_success_at ? new Date(r.last_success_at).toISOString() : null,
});

export async function subscribe(
  p: Push,
  userId: string,
  body: PushSubscriptionBody,
  userAgent: string | undefined,
): Promise<PushSubscription> {
  if (!allowedEndpoint(body.endpoint, p.ctx.config.PUSH_ENDPOINT_ORIGINS))
    throw new AppError(400, 'validation_failed', 'This push service is not accepted', [
      { field: 'endpoint', message: 'not a known push service' },
    ]);
  if (!validBrowserKey(body.keys.p256dh))
    throw new AppError(400, 'validation_failed', 'The browser key is not a P-256 public key', [
      { field: 'keys.p256dh', message: 'not a P-256 public key' },
    ]);
  const mine = await repo.listForUser(p.ctx.db, userId);
  if (!mine.some((r) => r.endpoint === body.endpoint) && mine.length >= MAX_SUBSCRIPTIONS)
    throw new AppError(409, 'conflict', `At most ${MAX_SUBSCRIPTIONS} devices can receive notifications`, [
      { field: 'endpoint', message: `at most ${MAX_SUBSCRIPTIONS}` },
    ]);
  const sealed = p.ctx.secrets.seal(JSON.stringify(body.keys), keysContext(body.endpoint));
  const row = await repo.upsert(p.ctx.db, userId, body.endpoint, sealed, userAgent?.slice(0, 300) ?? null);
  return present(row);
}

export const list = async (p: Push, userId: string) => (await repo.listForUser(p.ctx.db, userId)).map(present);

export async function remove(p: Push, userId: string, id: string) {
  if (!isUuid(id) || !(await repo.removeForUser(p.ctx.db, userId, id))) throw notFound('Push subscription');
}

const targetOf = (p: Push, r: repo.PushRow): Target => ({
  endpoint: r.endpoint,
  keys: JSON.parse(p.ctx.secrets.open(r.keys, keysContext(r.endpoint))) as Target['keys'],
});

/** Sends to one subscription and records the result: deleted when expired, counted when failed. */
export async function deliver(p: Push, r: repo.PushRow, payload: PushPayload, o: Partial<SendOptions> = {}) {
  const outcome: Outcome = await sendPush(await p.vapid(), targetOf(p, r), payload, {
    ttlSeconds: 3_600,
    urgency: 'normal',
    retryDelaysMs: p.retryDelaysMs,
    signal: p.closing.signal,
    ...o,
  });
  if (outcome === 'sent') await repo.markSuccess(p.ctx.db, r.id);
  else if (outcome === 'expired') await repo.removeById(p.ctx.db, r.id);
  else {
    await repo.markFailure(p.ctx.db, r.id);
    p.ctx.log.warn({ subscription: r.id }, 'push notification could not be delivered');
  }
  return outcome;
}

/** "Send a test notification" on one of the user's devices: at once, quiet hours or not, no retries. */
export async function test(p: Push, userId: string, id: string): Promise<{ status: Outcome }> {
  const r = isUuid(id) ? await repo.findForUser(p.ctx.db, userId, id) : undefined;
  if (!r) throw notFound('Push subscription');
  const lang = await userLanguage(p.ctx, userId);
  const payload = { title: t(lang, 'push.testTitle'), body: t(lang, 'push.testBody'), link: '/settings', tag: 'test' };
  return { status: await deliver(p, r, payload, { retryDelaysMs: [], ttlSeconds: 300 }) };
}

/**
 * Pushes an announced notification to each of the user's browsers, unless it is quiet time at their default place
 * (UTC without one). Sky alerts are urgent and short-lived: high urgency, kept an hour at most for an offline phone.
 * Resolves with what happened to each (the tests await it; the listener does not).
 */
export async function pushNotification(p: Push, userId: string, n: Notification): Promise<Outcome[] | 'quiet'> {
  const subs = await repo.listForUser(p.ctx.db, userId);
  if (!subs.length) return [];
  const [settings, place] = await Promise.all([userSettings(p.ctx, userId), defaultPlace(p.ctx, userId)]);
  if (inQuietHours(settings.quietHours, place?.timeZone ?? 'UTC', new Date())) return 'quiet';
  const payload: PushPayload = { title: n.title, body: n.message, link: n.link, tag: n.id };
  const sky = n.type === 'sky';
  return Promise.all(
    subs.map((r) =>
      deliver(p, r, payload, { urgency: sky ? 'high' : 'normal', ttlSeconds: sky ? 3_600 : 86_400 }).catch(
        (err: unknown) => {
          p.ctx.log.warn({ err: (err as Error).message, subscription: r.id }, 'push notification failed');
          return 'failed' as const;
        },
      ),
    ),
  );
}
