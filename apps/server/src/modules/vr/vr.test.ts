import type { AddressInfo } from 'node:net';
import type { ClientToServerEvents, ServerToClientEvents, VrScene, VrSceneUpdate } from '@cosmos/contracts';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;
let t: TestApp;
let url: string;
const clients: Client[] = [];

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => clients.forEach((c) => c.disconnect()));

async function client(token: string): Promise<Client> {
  const c: Client = connect(url, {
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
const emit = <R>(c: Client, ev: 'joinVRScene' | 'leaveVRScene', id: string) =>
  new Promise<R>((resolve) => (c.emit as (...a: unknown[]) => void)(ev, id, resolve));
/** Resolves with the first vrSceneUpdate matching `pred`. */
const nextUpdate = (c: Client, pred: (u: VrSceneUpdate) => boolean) =>
  new Promise<VrSceneUpdate>((resolve) => {
    const on = (u: VrSceneUpdate) => {
      if (!pred(u)) return;
      c.off('vrSceneUpdate', on);
      resolve(u);
    };
    c.on('vrSceneUpdate', on);
  });

describe('VR scenes API', () => {
  it('lists the four seeded scenes with a live member count', async () => {
    const u = await t.register();
    const res = await t.app.inject({ url: '/api/vr/scenes', headers: u.auth });
    expect(res.statusCode).toBe(200);
    const scenes = res.json() as VrScene[];
    expect(scenes.map((s) => s.id)).toEqual(['space-station', 'solar-system', 'satellite-ops', 'deep-space']);
    expect(scenes.every((s) => s.members === 0 && s.title && s.thumbnail)).toBe(true);
  });

  it('returns one scene, and 404 with a message naming the unknown id', async () => {
    const u = await t.register();
    const ok = await t.app.inject({ url: '/api/vr/scenes/solar-system', headers: u.auth });
    expect(ok.statusCode).toBe(200);
    expect((ok.json() as VrScene).title).toBe('Solar System Explorer');
    const missing = await t.app.inject({ url: '/api/vr/scenes/mars-colony', headers: u.auth });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/problem+json');
    expect(missing.json().detail ?? missing.json().title).toMatch(/VR scene 'mars-colony' not found/);
  });

  it('rejects anonymous callers with 401', async () => {
    expect((await t.app.inject({ url: '/api/vr/scenes' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/vr/scenes/space-station' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/vr/scenes/space-station', headers: { authorization: 'Bearer nope' } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('VR presence over socket.io', () => {
  it('counts members across two connections, drops on leave, and relays the time cursor', async () => {
    const [a, b] = [await t.register(), await t.register()];
    const ca = await client(a.token);
    const cb = await client(b.token);
    const lobby = await client(a.token);
    await new Promise((r) => lobby.emit('subscribe', 'vr-lobby', r));

    expect(await emit<{ ok: boolean; members: number }>(ca, 'joinVRScene', 'solar-system')).toEqual({
      ok: true,
      members: 1,
    });
    const aSeesTwo = nextUpdate(ca, (u) => u.members === 2);
    const lobbySeesTwo = nextUpdate(lobby, (u) => u.id === 'solar-system' && u.members === 2);
    expect(await emit<{ ok: boolean; members: number }>(cb, 'joinVRScene', 'solar-system')).toEqual({
      ok: true,
      members: 2,
    });
    expect(await aSeesTwo).toMatchObject({ id: 'solar-system', members: 2 });
    expect(await lobbySeesTwo).toEqual({ id: 'solar-system', members: 2 });

    const api = await t.app.inject({ url: '/api/vr/scenes/solar-system', headers: a.auth });
    expect((api.json() as VrScene).members).toBe(2);

    // A's date change reaches B.
    const bSeesCursor = nextUpdate(cb, (u) => u.timeCursor !== undefined);
    const ack = await new Promise((r) =>
      ca.emit('setVRTimeCursor', { sceneId: 'solar-system', timeCursor: '2030-06-01T12:00:00Z' }, r),
    );
    expect(ack).toEqual({ ok: true });
    expect(await bSeesCursor).toEqual({ id: 'solar-system', members: 2, timeCursor: '2030-06-01T12:00:00.000Z' });

    // Invalid cursors and cursors for scenes the socket has not joined are refused.
    expect(
      await new Promise((r) => ca.emit('setVRTimeCursor', { sceneId: 'solar-system', timeCursor: 'tomorrow' }, r)),
    ).toMatchObject({ ok: false, error: 'invalid timeCursor' });
    expect(
      await new Promise((r) => ca.emit('setVRTimeCursor', { sceneId: 'deep-space', timeCursor: null }, r)),
    ).toMatchObject({ ok: false });

    // B leaves: A sees 1.
    const aSeesOne = nextUpdate(ca, (u) => u.members === 1);
    expect(await emit(cb, 'leaveVRScene', 'solar-system')).toEqual({ ok: true });
    expect(await aSeesOne).toMatchObject({ id: 'solar-system', members: 1 });

    // A late joiner receives the shared date.
    const late = await client(b.token);
    const lateCursor = nextUpdate(late, (u) => u.timeCursor !== undefined);
    await emit(late, 'joinVRScene', 'solar-system');
    expect((await lateCursor).timeCursor).toBe('2030-06-01T12:00:00.000Z');
  });

  it('refuses unknown scenes and counts one user with two tabs once', async () => {
    const u = await t.register();
    const c1 = await client(u.token);
    const c2 = await client(u.token);
    expect(await emit(c1, 'joinVRScene', 'mars-colony')).toEqual({ ok: false, error: 'unknown scene' });
    await emit(c1, 'joinVRScene', 'deep-space');
    expect(await emit(c2, 'joinVRScene', 'deep-space')).toEqual({ ok: true, members: 1 });
  });

  it('drops a disconnected member from the count', async () => {
    const [a, b] = [await t.register(), await t.register()];
    const ca = await client(a.token);
    const cb = await client(b.token);
    await emit(ca, 'joinVRScene', 'satellite-ops');
    await emit(cb, 'joinVRScene', 'satellite-ops');
    const aSeesOne = nextUpdate(ca, (u) => u.members === 1);
    cb.disconnect();
    expect(await aSeesOne).toMatchObject({ id: 'satellite-ops', members: 1 });
  });

  it('announces a VR session of a minute or more with its length when it is left; a glance is not a session', async () => {
    const u = await t.register();
    const c = await client(u.token);
    const seen: { userId: string; sceneId: string; minutes: number }[] = [];
    const off = t.ctx.events.on('vr.sessionEnded', (e) => void seen.push(e));
    try {
      await emit(c, 'joinVRScene', 'space-station');
      await emit(c, 'leaveVRScene', 'space-station');
      await emit(c, 'joinVRScene', 'space-station');
      // Move the join 24 minutes into the past on the server's side of this socket (faking the clock stalls socket.io).
      const [server] = (await t.gateway.io.fetchSockets()).filter((s) => s.id === c.id);
      const joined = (server!.data as unknown as { vrJoinedAt: Record<string, number> }).vrJoinedAt;
      joined['space-station'] = Date.now() - 24 * 60_000 - 5_000;
      await emit(c, 'leaveVRScene', 'space-station');
      expect(seen).toEqual([{ userId: u.user.id, sceneId: 'space-station', minutes: 24 }]);
    } finally {
      off();
    }
  });
});
