/** The socket gateway survives hostile clients: a non-function "ack", wrong argument types, a failing handler. */
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { formatTle } from '@cosmos/astro';
import type { CatalogueVersionEvent } from '@cosmos/contracts';
import { setRole } from '../../test/factories.ts';
import { MAX_CHANNELS_PER_SOCKET } from './gateway.ts';

let t: TestApp;
let url: string;
const clients: Socket[] = [];
const rejections: unknown[] = [];
const onRejection = (err: unknown) => rejections.push(err);

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  process.on('unhandledRejection', onRejection);
});
afterAll(() => {
  process.off('unhandledRejection', onRejection);
  clients.forEach((c) => c.disconnect());
});

async function client(token: string): Promise<Socket> {
  const c = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    forceNew: true,
  });
  clients.push(c);
  await new Promise<void>((resolve, reject) => {
    c.once('connect', () => resolve());
    c.once('connect_error', reject);
  });
  return c;
}

describe('socket gateway', () => {
  it('a non-function ack or wrong argument types never throw out of a handler (an unhandled rejection ends the process)', async () => {
    const u = await t.register();
    const c = await client(u.token);
    const scenes = (await t.app.inject({ url: '/api/vr/scenes', headers: u.auth })).json() as { id: string }[];
    const scene = scenes[0]!.id;
    c.emit('subscribe', 'vr:lobby', 123);
    c.emit('subscribe', 'no-such-channel', 'not-a-function');
    c.emit('unsubscribe', 'vr:lobby', {});
    c.emit('joinVRScene', scene, 5);
    c.emit('joinVRScene', { $ne: 1 }, 5);
    c.emit('setVRTimeCursor', { sceneId: scene, timeCursor: null }, 'x');
    c.emit('setVRTimeCursor', null, 7);
    c.emit('leaveVRScene', scene, []);
    c.emit('subscribe');
    await new Promise((r) => setTimeout(r, 300));
    expect(rejections).toEqual([]);
    // Still connected and answering.
    const pong = await new Promise((resolve) => {
      c.once('pong', resolve);
      c.emit('ping');
    });
    expect(pong).toBeTruthy();
    expect(c.connected).toBe(true);
  });

  it('caps the channels one socket holds at once', async () => {
    t.gateway.addChannel({ pattern: /^cap-test:\d+$/ });
    const u = await t.register();
    const c = await client(u.token);
    const sub = (ch: string) =>
      new Promise<{ ok: boolean; error?: string }>((resolve) => c.emit('subscribe', ch, resolve));
    const first = await Promise.all(Array.from({ length: MAX_CHANNELS_PER_SOCKET }, (_, i) => sub(`cap-test:${i}`)));
    expect(first.every((r) => r.ok)).toBe(true);
    expect(await sub('cap-test:100000')).toMatchObject({ ok: false });
    expect((await sub('cap-test:0')).ok).toBe(true); // one already held is fine
    await new Promise((resolve) => c.emit('unsubscribe', 'cap-test:1', resolve));
    expect((await sub('cap-test:100000')).ok).toBe(true);
  });

  it.each(['expires_at', 'absolute_expires_at'])(
    'disconnects a socket when its session expires (%s), not only when it is revoked',
    async (column) => {
      const u = await t.register();
      // The session ends in 1.5 s; last seen now, so the handshake does not renew it.
      await t.db.query(
        `UPDATE sessions SET ${column} = now() + interval '1500 milliseconds', last_seen_at = now() WHERE user_id = $1`,
        [u.user.id],
      );
      const c = await client(u.token);
      const gone = await new Promise<string>((resolve) => {
        const timer = setTimeout(() => resolve('still connected'), 5000);
        c.once('disconnect', (reason) => {
          clearTimeout(timer);
          resolve(reason);
        });
      });
      expect(gone).toBe('io server disconnect');
    },
  );

  it('keeps a socket whose session is live', async () => {
    const u = await t.register();
    const c = await client(u.token);
    await new Promise((r) => setTimeout(r, 500));
    expect(c.connected).toBe(true);
  });
});

describe('catalogue.version', () => {
  it('is sent to connected sockets when an import changes the catalogue, with the version the list then reports', async () => {
    const admin = await t.register();
    await setRole(t, { email: admin.email }, 'admin');
    const watcher = await client((await t.register()).token);
    const before = Number(
      (await t.app.inject({ url: '/api/celestial-data?limit=1', headers: admin.auth })).headers['x-catalogue-version'],
    );
    const heard = new Promise<CatalogueVersionEvent>((resolve) => watcher.once('catalogue.version', resolve));
    const { line1, line2 } = formatTle({
      noradId: 99871,
      epoch: new Date('2026-02-01T00:00:00Z'),
      inclinationDeg: 51.6,
      raanDeg: 20,
      eccentricity: 0.0005,
      argPerigeeDeg: 90,
      meanAnomalyDeg: 270,
      meanMotionRevPerDay: 15.5,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/catalog/import',
      headers: { ...admin.auth, 'content-type': 'text/plain' },
      payload: `VERSION PROBE\n${line1}\n${line2}\n`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const ev = await heard;
    expect(ev.version).toBeGreaterThan(before);
    expect(ev.satellites).toBe(t.engine.satellites.length);
    const after = await t.app.inject({ url: '/api/celestial-data?limit=1', headers: admin.auth });
    expect(Number(after.headers['x-catalogue-version'])).toBe(ev.version);
  });
});
