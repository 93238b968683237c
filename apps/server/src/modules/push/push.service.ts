/**
 * Web Push (issue 35): the browsers a user turned "Notifications on this device" on in, and what is pushed to them.
 * Every notification that is announced (the user's Enable Notifications setting is on: `notification.created`) is
 * pushed to each of the user's browsers, except during their quiet hours, when it is dropped (the inbox keeps it): a
 * pass alert held until morning would announce a pass long gone. Expired subscriptions are deleted at the first
 * 404/410; a push the push service cannot take yet is retried from the database with a backoff (push-retries.ts).
 */
import type { Notification, PushPayload, PushSubscription, PushSubscriptionBody } from '@cosmos/contracts';
import { AppError, notFound } from '../../lib/errors.ts';
import { t } from '../../lib/i18n/index.ts';
import { isUuid } from '../../lib/uuid.ts';
import { defaultPlace } from '../places/places.service.ts';
import { userLanguage, userSettings } from '../settings/settings.service.ts';
import { keysContext, targetOf, type Push } from './push-context.ts';
import { allowedEndpoint, sendPush, validBrowserKey, type SendOptions } from './push-delivery.ts';
import { settle, type Delivery } from './push-retries.ts';
import { inQuietHours } from './quiet-hours.ts';
import * as repo from './push.repository.ts';

export type { Push } from './push-context.ts';

/** Browsers per account: a phone, a laptop, a tablet… with room for stale ones the push service has not expired yet. */
export const MAX_SUBSCRIPTIONS = 10;
/**
 * A push the push service cannot take yet is tried again after 30 s, 2 min and 10 min (each wait longer: a service
 * that is down is not hammered), then given up; never past the message's TTL.
 */
export const RETRY_DELAYS_MS = [30_000, 120_000, 600_000] as const;

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

/**
 * The first try at one subscription, and what it leaves: the subscription deleted when expired, a retry kept in the
 * database when the push service may take it later (`retries: false` for none), a failure counted when given up.
 */
export async function deliver(
  p: Push,
  r: repo.PushRow,
  payload: PushPayload,
  o: Partial<Pick<SendOptions, 'urgency' | 'ttlSeconds'>> & { retries?: boolean } = {},
): Promise<Delivery> {
  const send = { ttlSeconds: o.ttlSeconds ?? 3_600, urgency: o.urgency ?? 'normal' };
  const outcome = await sendPush(await p.vapid(), targetOf(p, r), payload, send);
  const expiresAt = new Date(Date.now() + send.ttlSeconds * 1000);
  return settle(p, { r, payload, o: send, attempts: 1, expiresAt }, outcome, o.retries ?? true);
}

/** "Send a test notification" on one of the user's devices: at once, quiet hours or not, no retries. */
export async function test(p: Push, userId: string, id: string): Promise<{ status: 'sent' | 'expired' | 'failed' }> {
  const r = isUuid(id) ? await repo.findForUser(p.ctx.db, userId, id) : undefined;
  if (!r) throw notFound('Push subscription');
  const lang = await userLanguage(p.ctx, userId);
  const payload = { title: t(lang, 'push.testTitle'), body: t(lang, 'push.testBody'), link: '/settings', tag: 'test' };
  const status = await deliver(p, r, payload, { retries: false, ttlSeconds: 300 });
  return { status: status === 'retrying' ? 'failed' : status };
}

/**
 * Pushes an announced notification to each of the user's browsers, unless it is quiet time at their default place
 * (UTC without one). Sky alerts are urgent and short-lived: high urgency, kept an hour at most for an offline phone.
 * Resolves with what happened to each (the tests await it; the listener does not).
 */
export async function pushNotification(p: Push, userId: string, n: Notification): Promise<Delivery[] | 'quiet'> {
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
