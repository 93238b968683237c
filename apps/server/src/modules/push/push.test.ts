import { describe, expect, it } from 'vitest';
import { fakePushService } from '../../../test/fake-push-service.ts';
import { notification } from '../../../test/factories.ts';
import { startTestApp } from '../../../test/harness.ts';
import type { Push } from './push-context.ts';
import { RETRY_LEASE_S, retryDue, startRetrySweeper } from './push-retries.ts';
import * as repo from './push.repository.ts';
import { deliver, pushNotification } from './push.service.ts';
import { loadVapid } from './vapid.ts';

const fake = await fakePushService();
// A short backoff (50 ms, then 80 ms): the retries this file waits for are due within a second.
const BACKOFF = [50, 80];
const t = await startTestApp(
  { PUSH_ENDPOINT_ORIGINS: `https://fcm.googleapis.com,${fake.origin}` },
  { pushRetryDelaysMs: BACKOFF },
);
type Auth = Record<string, string>;

const subscribe = (auth: Auth, body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/push/subscriptions', headers: auth, payload: body as object });
const hhmm = (ms: number) => new Date(ms).toISOString().slice(11, 16);
const until = async (check: () => boolean | Promise<boolean>, ms = 5_000) => {
  for (const end = Date.now() + ms; !(await check()) && Date.now() < end;) await new Promise((r) => setTimeout(r, 20));
  expect(await check()).toBe(true);
};

describe('push: VAPID keys', () => {
  it('are made at first start, kept in the database with the private key sealed, and the same on every load', async () => {
    const key = (await t.app.inject({ url: '/api/push/key', headers: (await t.register()).auth })).json().publicKey;
    expect(key).toMatch(/^[\w-]{87}$/);
    const again = await loadVapid(t.ctx);
    expect(again.publicKey).toBe(key);
    expect(again.subject).toBe('mailto:support@cosmos.local');
    const stored = (await t.db.query<{ value: string }>("SELECT value FROM app_meta WHERE key = 'vapid_keys'"))[0]!;
    expect(stored.value.startsWith('v1.')).toBe(true);
    expect(stored.value).not.toContain(again.privateKey);
  });
});

describe('push: subscriptions', () => {
  it("are the caller's own: stored with sealed keys, listed, tested and deleted only by their owner", async () => {
    const owner = await t.register();
    const other = await t.register();
    const body = fake.subscription('/own');
    const created = await subscribe(owner.auth, body);
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    expect(created.json()).toMatchObject({ endpoint: body.endpoint, lastSuccessAt: null });
    expect(created.json()).not.toHaveProperty('keys');
    const row = (await t.db.query<{ keys: string }>('SELECT keys FROM push_subscriptions WHERE id = $1', [id]))[0]!;
    expect(row.keys.startsWith('v1.')).toBe(true);
    expect(row.keys).not.toContain(body.keys.p256dh);

    expect((await t.app.inject({ url: '/api/push/subscriptions', headers: owner.auth })).json()).toHaveLength(1);
    expect((await t.app.inject({ url: '/api/push/subscriptions', headers: other.auth })).json()).toHaveLength(0);
    for (const [method, url] of [
      ['DELETE', `/api/push/subscriptions/${id}`],
      ['POST', `/api/push/subscriptions/${id}/test`],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: other.auth })).statusCode).toBe(404);
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
    const test = await t.app.inject({ method: 'POST', url: `/api/push/subscriptions/${id}/test`, headers: owner.auth });
    expect(test.json()).toEqual({ status: 'sent' });
    expect(fake.at('/own')[0]!.payload).toMatchObject({ title: 'Cosmos test notification', link: '/settings' });
    const del = await t.app.inject({ method: 'DELETE', url: `/api/push/subscriptions/${id}`, headers: owner.auth });
    expect(del.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/push/subscriptions', headers: owner.auth })).json()).toHaveLength(0);
  });

  it('the same browser subscribing from another account moves to it', async () => {
    const a = await t.register();
    const b = await t.register();
    const body = fake.subscription('/shared');
    await subscribe(a.auth, body);
    expect((await subscribe(b.auth, body)).statusCode).toBe(201);
    expect((await t.app.inject({ url: '/api/push/subscriptions', headers: a.auth })).json()).toHaveLength(0);
    expect((await t.app.inject({ url: '/api/push/subscriptions', headers: b.auth })).json()).toHaveLength(1);
  });

  it('refuses an endpoint outside PUSH_ENDPOINT_ORIGINS and malformed keys, naming the field', async () => {
    const u = await t.register();
    const good = fake.subscription('/x');
    for (const [body, field] of [
      [{ ...good, endpoint: 'http://10.0.0.1/internal' }, 'endpoint'],
      [{ ...good, endpoint: 'https://fcm.googleapis.com.evil.example/x' }, 'endpoint'],
      [{ ...good, endpoint: 'not a url' }, 'endpoint'],
      [{ ...good, keys: { p256dh: good.keys.p256dh } }, 'keys.auth'],
      [{ ...good, keys: { ...good.keys, p256dh: 'short' } }, 'keys.p256dh'],
      [{ ...good, keys: { ...good.keys, p256dh: `B${'A'.repeat(86)}` } }, 'keys.p256dh'], // not a point on the curve
    ] as const) {
      const r = await subscribe(u.auth, body);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      expect(r.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect((await subscribe(u.auth, { ...good, endpoint: 'https://fcm.googleapis.com/fcm/send/abc' })).statusCode).toBe(
      201,
    );
  });
});

describe('push: delivery to a local push service', () => {
  it('a notification reaches each of the user’s browsers, signed (VAPID) and encrypted (aes128gcm)', async () => {
    const u = await t.register();
    await subscribe(u.auth, fake.subscription('/phone'));
    await subscribe(u.auth, fake.subscription('/laptop'));
    await notification(t, u.user.id, {
      type: 'sky',
      title: 'ISS visible at 21:04',
      message: 'In about 10 min',
      link: '/objects/sat-25544',
    });
    await until(() => fake.at('/phone').length === 1 && fake.at('/laptop').length === 1);
    const key = (await loadVapid(t.ctx)).publicKey;
    for (const r of [...fake.at('/phone'), ...fake.at('/laptop')]) {
      expect(r.error).toBeUndefined();
      expect(r.vapidKey).toBe(key);
      expect(r.claims!.aud).toBe(fake.origin);
      expect(r.headers.urgency).toBe('high'); // a sky alert
      expect(Number(r.headers.ttl)).toBeLessThanOrEqual(3600);
      expect(r.payload).toMatchObject({
        title: 'ISS visible at 21:04',
        body: 'In about 10 min',
        link: '/objects/sat-25544',
      });
    }
    // Both recorded as delivered.
    await until(async () => (await repo.listForUser(t.db, u.user.id)).every((s) => s.last_success_at !== null));
  });

  it('an expired subscription (410 or 404) is deleted at once, never retried', async () => {
    const u = await t.register();
    await subscribe(u.auth, fake.subscription('/gone'));
    await subscribe(u.auth, fake.subscription('/missing'));
    fake.answer('/gone', 410);
    fake.answer('/missing', 404);
    const [a, b] = await repo.listForUser(t.db, u.user.id);
    const payload = { title: 'x', body: 'y', link: null, tag: 't' };
    expect([await deliver(t.push, a!, payload), await deliver(t.push, b!, payload)]).toEqual(['expired', 'expired']);
    expect(await repo.listForUser(t.db, u.user.id)).toHaveLength(0);
    await new Promise((r) => setTimeout(r, 300)); // longer than the whole backoff: nothing more is sent
    expect(fake.at('/gone')).toHaveLength(1);
    expect(fake.at('/missing')).toHaveLength(1);
  });

  it('a push the service cannot take yet waits in the database and is retried with the backoff up to the cap, then given up; the subscription stays', async () => {
    const u = await t.register();
    await subscribe(u.auth, fake.subscription('/flaky'));
    await subscribe(u.auth, fake.subscription('/down'));
    fake.answer('/flaky', 503, 429);
    fake.answer('/down', 500, 502, 503, 504);
    const rows = await repo.listForUser(t.db, u.user.id);
    const payload = { title: 'x', body: 'y', link: null, tag: 't' };
    const byPath = (p: string) => rows.find((r) => r.endpoint.endsWith(p))!;
    expect(await deliver(t.push, byPath('/flaky'), payload)).toBe('retrying');
    expect(await deliver(t.push, byPath('/down'), payload)).toBe('retrying');
    expect(await repo.retriesFor(t.db, byPath('/flaky').id)).toMatchObject([{ attempts: 1 }]);
    // The module's sweeper sends them when due: /flaky succeeds on its third try.
    await until(() => fake.at('/flaky').length === 3 && fake.at('/down').length === 3);
    await until(async () => (await repo.retriesFor(t.db, byPath('/down').id)).length === 0);
    expect(await repo.retriesFor(t.db, byPath('/flaky').id)).toEqual([]);
    await new Promise((r) => setTimeout(r, 300));
    expect(fake.at('/down')).toHaveLength(3); // the first try and two retries: the cap
    // The backoff: each wait at least as long as its step.
    const times = fake.at('/down').map((r) => r.at);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(BACKOFF[0]! - 5);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(BACKOFF[1]! - 5);
    const left = await t.db.query<{ endpoint: string; failures: number; last_success_at: Date | null }>(
      'SELECT endpoint, failures, last_success_at FROM push_subscriptions WHERE user_id = $1',
      [u.user.id],
    );
    const flaky = left.find((r) => r.endpoint.endsWith('/flaky'))!;
    const down = left.find((r) => r.endpoint.endsWith('/down'))!;
    expect([flaky.failures, flaky.last_success_at !== null]).toEqual([0, true]);
    expect([down.failures, down.last_success_at]).toEqual([1, null]);
  });

  it('a subscription that expires while its push waits for a retry is deleted with its retries', async () => {
    const u = await t.register();
    await subscribe(u.auth, fake.subscription('/expires-later'));
    fake.answer('/expires-later', 503, 410);
    const [row] = await repo.listForUser(t.db, u.user.id);
    expect(await deliver(t.push, row!, { title: 'x', body: 'y', link: null, tag: 't' })).toBe('retrying');
    await until(async () => (await repo.listForUser(t.db, u.user.id)).length === 0);
    expect(await repo.retriesFor(t.db, row!.id)).toEqual([]);
    await new Promise((r) => setTimeout(r, 300));
    expect(fake.at('/expires-later')).toHaveLength(2);
  });

  it('a push is not retried past its TTL', async () => {
    const u = await t.register();
    await subscribe(u.auth, fake.subscription('/short-lived'));
    fake.answer('/short-lived', 503);
    const [row] = await repo.listForUser(t.db, u.user.id);
    // TTL 0: now or never (the first wait, 50 ms, is already past it).
    expect(await deliver(t.push, row!, { title: 'x', body: 'y', link: null, tag: 't' }, { ttlSeconds: 0 })).toBe(
      'failed',
    );
    expect(await repo.retriesFor(t.db, row!.id)).toEqual([]);
  });

  it('nothing is pushed during quiet hours (the inbox still has it); outside them it is', async () => {
    const u = await t.register();
    await subscribe(u.auth, fake.subscription('/night'));
    const now = Date.now();
    const quiet = { from: hhmm(now - 3_600_000), to: hhmm(now + 3_600_000) };
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: u.auth,
      payload: { quietHours: quiet },
    });
    expect(put.json().quietHours).toEqual(quiet);
    const n = (await notification(t, u.user.id, { title: 'Quiet' }))!;
    expect(await pushNotification(t.push, u.user.id, n)).toBe('quiet');
    const inbox = (await t.app.inject({ url: '/api/notifications', headers: u.auth })).json();
    expect(inbox.items.map((i: { title: string }) => i.title)).toContain('Quiet');
    await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: u.auth,
      payload: { quietHours: { from: hhmm(now + 3_600_000), to: hhmm(now + 7_200_000) } },
    });
    expect(await pushNotification(t.push, u.user.id, n)).toEqual(['sent']);
    // The listener's own push of the first notification was dropped: one message only.
    expect(fake.at('/night')).toHaveLength(1);
  });

  it('quiet hours must be HH:MM, naming the field', async () => {
    const u = await t.register();
    const r = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: u.auth,
      payload: { quietHours: { from: '25:00', to: '07:00' } },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors[0].field).toBe('quietHours.from');
  });
});

// Last in the file: it stops the test app's sweeper (this process "dies"); nothing after it relies on retries.
describe('push: retries survive a restart', () => {
  it('a retry claimed by a process that died mid-try is sent by the next process once its lease runs out', async () => {
    const u = await t.register();
    await subscribe(u.auth, fake.subscription('/restart'));
    fake.answer('/restart', 503, 503); // then 201
    const [row] = await repo.listForUser(t.db, u.user.id);
    const payload = { title: 'Across a restart', body: 'y', link: null, tag: 'r' };
    // The first process: its sweeper stops, so from here on only the database remembers the push.
    t.push.closing.abort();
    expect(await deliver(t.push, row!, payload)).toBe('retrying');
    await new Promise((r) => setTimeout(r, BACKOFF[0]! + 20));
    // It claims the due retry and dies before the answer is recorded.
    expect(await repo.claimDueRetries(t.db, 10, RETRY_LEASE_S)).toHaveLength(1);
    expect(fake.at('/restart')).toHaveLength(1);

    // The next process: same database, nothing in memory carried over.
    const next: Push = {
      ctx: t.ctx,
      vapid: () => loadVapid(t.ctx),
      closing: new AbortController(),
      retryDelaysMs: BACKOFF,
    };
    expect(await retryDue(next)).toEqual([]); // the dead process's claim is still a live lease
    await t.db.query(
      "UPDATE push_retries SET claimed_at = claimed_at - $2 * interval '1 second' WHERE subscription_id = $1",
      [row!.id, RETRY_LEASE_S + 1],
    );
    expect(await retryDue(next)).toEqual(['retrying']); // taken over: 503 again, rescheduled
    expect(await repo.retriesFor(t.db, row!.id)).toMatchObject([{ attempts: 2, claimed_at: null }]);
    startRetrySweeper(next, 20);
    await until(() => fake.at('/restart').length === 3);
    await until(async () => (await repo.retriesFor(t.db, row!.id)).length === 0);
    next.closing.abort();
    expect(fake.at('/restart')[2]!.payload).toMatchObject({ title: 'Across a restart' });
    expect((await repo.listForUser(t.db, u.user.id))[0]!.last_success_at).not.toBeNull();
  });
});
