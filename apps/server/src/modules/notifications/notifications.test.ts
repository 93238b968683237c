import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { AGENT_ACCOUNT } from '../../db/seed/seed.ts';
import { startTestApp } from '../../../test/harness.ts';
import { notify } from './notifications.service.ts';
import { setRole, cardOnFile } from '../../../test/factories.ts';

const t = await startTestApp();
const { app } = t;
const agent = await t.login(AGENT_ACCOUNT.email, AGENT_ACCOUNT.password);

const inbox = async (auth: Record<string, string>, qs = '') =>
  (await app.inject({ url: `/api/notifications${qs}`, headers: auth })).json();

describe('inbox', () => {
  it('pages newest first with an exact unread count; marks one, all, removes and clears', async () => {
    const u = await t.register();
    for (let i = 1; i <= 5; i++) await notify(t.ctx, u.user.id, { type: 'system', title: `n${i}`, message: 'm' });
    const p1 = await inbox(u.auth, '?limit=2');
    expect(p1.items.map((n: { title: string }) => n.title)).toEqual(['n5', 'n4']);
    expect(p1.unreadCount).toBe(5);
    expect(p1.items[0]).toMatchObject({ type: 'system', message: 'm', read: false, link: null });
    const p2 = await inbox(u.auth, `?limit=2&cursor=${p1.nextCursor}`);
    expect(p2.items.map((n: { title: string }) => n.title)).toEqual(['n3', 'n2']);
    const p3 = await inbox(u.auth, `?limit=2&cursor=${p2.nextCursor}`);
    expect(p3.items.map((n: { title: string }) => n.title)).toEqual(['n1']);
    expect(p3.nextCursor).toBeNull();

    const read = await app.inject({
      method: 'POST',
      url: `/api/notifications/${p1.items[0].id}/read`,
      headers: u.auth,
    });
    expect(read.json()).toMatchObject({ notification: { read: true }, unreadCount: 4 });
    const del = await app.inject({ method: 'DELETE', url: `/api/notifications/${p1.items[1].id}`, headers: u.auth });
    expect(del.json()).toEqual({ unreadCount: 3 });
    expect((await app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: u.auth })).json()).toEqual({
      unreadCount: 0,
    });
    expect((await inbox(u.auth)).items.every((n: { read: boolean }) => n.read)).toBe(true);
    expect((await app.inject({ method: 'DELETE', url: '/api/notifications', headers: u.auth })).json()).toEqual({
      unreadCount: 0,
    });
    expect(await inbox(u.auth)).toEqual({ items: [], unreadCount: 0, nextCursor: null });
  });

  it('writes notifications created together in one batch, in creation order, each pushed once', async () => {
    const u = await t.register();
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => notify(t.ctx, u.user.id, { type: 'system', title: `b${i}`, message: 'm' })),
    );
    expect(new Set(results.map((r) => r!.id)).size).toBe(60);
    const page = await inbox(u.auth, '?limit=100');
    expect(page.items.map((n: { title: string }) => n.title)).toEqual(
      Array.from({ length: 60 }, (_, i) => `b${59 - i}`),
    );
    expect(page.unreadCount).toBe(60);
  });

  it('rejects a malformed cursor with 400 naming it, and answers 401 without a token on every route', async () => {
    const u = await t.register();
    const bad = await app.inject({ url: '/api/notifications?cursor=abc', headers: u.auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('cursor');
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['POST', '/api/notifications/x/read'],
      ['POST', '/api/notifications/read-all'],
      ['DELETE', '/api/notifications/x'],
      ['DELETE', '/api/notifications'],
    ] as const) {
      expect((await app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('a user cannot list, read, delete or clear another user’s notifications', async () => {
    const a = await t.register();
    const b = await t.register();
    const n = (await notify(t.ctx, a.user.id, { type: 'system', title: 'for a', message: 'secret' }))!;
    expect((await inbox(b.auth)).items).toEqual([]);
    expect(
      (await app.inject({ method: 'POST', url: `/api/notifications/${n.id}/read`, headers: b.auth })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/notifications/${n.id}`, headers: b.auth })).statusCode,
    ).toBe(404);
    await app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: b.auth });
    await app.inject({ method: 'DELETE', url: '/api/notifications', headers: b.auth });
    expect(await inbox(a.auth)).toMatchObject({ unreadCount: 1, items: [{ id: n.id, read: false }] });
  });

  it('tells admins (only) when a catalogue refresh fails, once per hour', async () => {
    const u = await t.register();
    await setRole(t, { id: u.user.id }, 'admin');
    const plain = await t.register();
    t.ctx.events.emit('catalog.refreshFailed', { reason: 'source answered 503' });
    t.ctx.events.emit('catalog.refreshFailed', { reason: 'source answered 503' });
    await expect.poll(async () => (await inbox(u.auth)).items.length).toBe(1);
    expect((await inbox(u.auth)).items[0]).toMatchObject({
      type: 'catalog',
      title: 'Catalogue refresh failed',
      message: 'source answered 503',
    });
    expect((await inbox(plain.auth)).items).toEqual([]);
  });

  it('stores the catalogue-failure notices of several admins with one INSERT (issued together, batched)', async () => {
    const admins = [await t.register(), await t.register(), await t.register()];
    for (const a of admins) await setRole(t, { id: a.user.id }, 'admin');
    const spy = vi.spyOn(t.ctx.db, 'query');
    try {
      t.ctx.events.emit('catalog.refreshFailed', { reason: 'source answered 502' });
      for (const a of admins) await expect.poll(async () => (await inbox(a.auth)).items.length).toBe(1);
      expect(spy.mock.calls.filter(([sql]) => /INSERT INTO notifications/.test(String(sql)))).toHaveLength(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('turns a plan change and its invoice into notifications, once each', async () => {
    const u = await t.register();
    await app.inject({ method: 'GET', url: '/api/subscription/current', headers: u.auth });
    await cardOnFile(t.db, u.user.id);
    const res = await app.inject({
      method: 'POST',
      url: '/api/subscription/change',
      headers: u.auth,
      payload: { planId: 'pro' },
    });
    expect(res.statusCode).toBe(200);
    await expect.poll(async () => (await inbox(u.auth)).items.length).toBe(2);
    const items = (await inbox(u.auth)).items;
    expect(items.map((n: { title: string }) => n.title).sort()).toEqual(['Invoice INV-001', 'Subscription updated']);
    expect(items.every((n: { type: string; link: string }) => n.type === 'billing' && n.link === '/subscription')).toBe(
      true,
    );
  });
});

await app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

describe('realtime', () => {
  const sockets: Socket[] = [];
  afterAll(() => sockets.forEach((s) => s.disconnect()));
  const open = async (token: string) => {
    const s = connect(url, { path: '/socket.io', transports: ['websocket'], auth: { token }, reconnection: false });
    sockets.push(s);
    await new Promise<void>((resolve, reject) => {
      s.once('connect', () => resolve());
      s.once('connect_error', reject);
    });
    return s;
  };
  /** The next `event` on `s` that satisfies `when`. */
  const next = <T>(s: Socket, event: string, when: (x: T) => boolean = () => true) =>
    new Promise<T>((resolve) => {
      const fn = (x: T) => {
        if (!when(x)) return;
        s.off(event, fn);
        resolve(x);
      };
      s.on(event, fn);
    });

  it('an agent’s reply reaches the customer’s socket as supportTicketUpdate and notification, and the agents’ room too', async () => {
    const c = await t.register();
    const other = await t.register();
    const cs = await open(c.token);
    const os = await open(other.token);
    const as = await open(agent.token);
    const strays: unknown[] = [];
    os.on('supportTicketUpdate', (x) => strays.push(x));
    os.on('notification', (x) => strays.push(x));

    const createdForAgent = next<{ kind: string; ticket: { id: string } }>(as, 'supportTicketUpdate');
    const tk = (
      await app.inject({
        method: 'POST',
        url: '/api/support/tickets',
        headers: c.auth,
        payload: { subject: 'Live?', description: 'Testing live updates' },
      })
    ).json();
    expect(await createdForAgent).toMatchObject({ kind: 'created', ticket: { id: tk.id } });

    const update = next<{ kind: string; ticket: { id: string; status: string }; message: { body: string } }>(
      cs,
      'supportTicketUpdate',
      (x) => x.kind === 'message',
    );
    const note = next<{ title: string; link: string; read: boolean }>(cs, 'notification');
    await app.inject({
      method: 'POST',
      url: `/api/support/tickets/${tk.id}/messages`,
      headers: agent.auth,
      payload: { body: 'Hello from support' },
    });
    expect(await update).toMatchObject({
      kind: 'message',
      ticket: { id: tk.id, status: 'pending' },
      message: { body: 'Hello from support' },
    });
    expect(await note).toMatchObject({
      title: `New reply on ticket #${tk.number}`,
      link: `/support/tickets/${tk.id}`,
      read: false,
    });

    // The bystander's socket got nothing: a round trip on it proves its queue is drained.
    await new Promise<void>((resolve) => {
      os.once('pong', () => resolve());
      os.emit('ping');
    });
    expect(strays).toEqual([]);
  });

  it('stores but does not push when the user turned notifications off', async () => {
    const c = await t.register();
    const cs = await open(c.token);
    await app.inject({ method: 'PUT', url: '/api/settings', headers: c.auth, payload: { notifications: false } });
    const pushed: unknown[] = [];
    cs.on('notification', (n) => pushed.push(n));
    await notify(t.ctx, c.user.id, { type: 'system', title: 'quiet', message: 'm' });
    await new Promise<void>((resolve) => {
      cs.once('pong', () => resolve());
      cs.emit('ping');
    });
    expect(pushed).toEqual([]);
    expect((await inbox(c.auth)).unreadCount).toBe(1);
    await app.inject({ method: 'PUT', url: '/api/settings', headers: c.auth, payload: { notifications: true } });
    const got = next<{ title: string }>(cs, 'notification');
    await notify(t.ctx, c.user.id, { type: 'system', title: 'loud', message: 'm' });
    expect((await got).title).toBe('loud');
  });
});
