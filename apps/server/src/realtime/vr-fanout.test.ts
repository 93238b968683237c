/**
 * Issue 30, N1: one account's VR cursor fan-out stalled everyone (200 sockets from one address, one scene,
 * every move sent to every member). The caps, the per-user budget and the per-tick coalescing are checked
 * here with small numbers; `npm run bench:flood` runs the 200-socket flood next to a quiet user.
 */
import type { AddressInfo } from 'node:net';
import type { ClientToServerEvents, ServerToClientEvents, VrSceneUpdate } from '@cosmos/contracts';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { EVENT_LIMITS, USER_EVENT_FACTOR } from './socket-limits.ts';
import { VR_TICK_MS } from './vr-presence.ts';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;
const PER_USER = 3;
const PER_ADDRESS = 5;
let t: TestApp;
let url: string;
const open: Client[] = [];

beforeAll(async () => {
  t = await startTestApp({ SOCKETS_PER_USER: String(PER_USER), SOCKETS_PER_ADDRESS: String(PER_ADDRESS) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  open.forEach((c) => c.disconnect());
  await t.app.close();
});

/** Connects, resolving with the client or with the handshake's refusal. */
function client(token: string): Promise<Client | (Error & { data?: { code: string; scope: string; limit: number } })> {
  const c: Client = connect(url, { transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
  return new Promise((resolve) => {
    c.once('connect', () => {
      open.push(c);
      resolve(c);
    });
    c.once('connect_error', (err) => {
      c.close();
      resolve(err);
    });
  });
}
const connected = async (token: string) => {
  const c = await client(token);
  if (c instanceof Error) throw c;
  return c;
};

describe('issue 30 N1: VR fan-out is bounded', () => {
  it('caps sockets per user and per address, refusing the handshake with a clear error; a closed socket frees its slot', async () => {
    const a = await t.register();
    const mine = [];
    for (let i = 0; i < PER_USER; i++) mine.push(await connected(a.token));
    const refused = await client(a.token);
    expect(refused).toBeInstanceOf(Error);
    expect((refused as Error).message).toMatch(/Too many open connections for this account \(at most 3\)/);
    expect((refused as { data?: unknown }).data).toEqual({ code: 'too_many_sockets', scope: 'user', limit: PER_USER });

    const b = await t.register(); // another account from the same address: the address cap is the total
    for (let i = 0; i < PER_ADDRESS - PER_USER; i++) await connected(b.token);
    const byAddress = await client(b.token);
    expect((byAddress as { data?: { scope: string } }).data?.scope).toBe('address');

    mine[0]!.disconnect();
    await new Promise((r) => setTimeout(r, 100));
    expect(await client(a.token)).not.toBeInstanceOf(Error);
    open.splice(0).forEach((c) => c.disconnect());
    await new Promise((r) => setTimeout(r, 100));
  });

  it("one budget per user across all of that user's sockets, and at most one batched update per tick per member", async () => {
    const mover = await t.register();
    const watcher = await t.register();
    const scene = 'solar-system';
    const sockets = [];
    for (let i = 0; i < PER_USER; i++) sockets.push(await connected(mover.token));
    const w = await connected(watcher.token);
    for (const s of [...sockets, w]) await s.emitWithAck('joinVRScene', scene);
    await new Promise((r) => setTimeout(r, 3 * VR_TICK_MS)); // the joins' own updates are out
    const seen: VrSceneUpdate[] = [];
    w.on('vrSceneUpdate', (u) => seen.push(u));

    // Each socket sends its whole per-socket burst at once: without a user budget all of them pass.
    const perSocket = EVENT_LIMITS.setVRTimeCursor.capacity;
    const started = performance.now();
    const acks = await Promise.all(
      sockets.flatMap((s, k) =>
        Array.from({ length: perSocket }, (_, i) =>
          s.emitWithAck('setVRTimeCursor', {
            sceneId: scene,
            timeCursor: new Date(Date.UTC(2030, 0, 1, k, 0, i)).toISOString(),
          }),
        ),
      ),
    );
    const elapsedS = (performance.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, 3 * VR_TICK_MS));
    const accepted = acks.filter((a) => a.ok).length;
    const { capacity, perSecond } = EVENT_LIMITS.setVRTimeCursor;
    expect(accepted).toBeLessThan(sockets.length * perSocket);
    expect(accepted).toBeLessThanOrEqual(USER_EVENT_FACTOR * (capacity + perSecond * (elapsedS + 0.5)));
    expect(acks.find((a) => !a.ok)?.error).toMatch(/Too many events/);

    // Dozens of accepted moves reached the watcher as a handful of batches: at most one per tick.
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.length).toBeLessThanOrEqual(Math.ceil((elapsedS * 1000) / VR_TICK_MS) + 2);
    expect(seen.length).toBeLessThan(accepted);
    expect(seen.at(-1)).toMatchObject({ id: scene, members: 2 });
    expect(seen.at(-1)!.timeCursor).toMatch(/^2030-01-01T0/);
  });
});
