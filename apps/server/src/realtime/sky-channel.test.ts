import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.ts';
import { SAT_WINDOW, selectForSend } from './sky-channel.ts';

const t = await startTestApp({ SKY_TICK_MS: '200' });
const pro = await t.register();
await t.app.inject({ method: 'GET', url: '/api/subscription/current', headers: pro.auth }); // creates the Basic subscription row
await t.db.query("UPDATE subscriptions SET plan_id = 'pro' WHERE user_id = (SELECT id FROM users WHERE email = $1)", [
  pro.email,
]);
const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
const sockets: Socket[] = [];
afterAll(() => sockets.forEach((s) => s.disconnect()));

async function open(token: string) {
  const s = connect(address, { path: '/socket.io', transports: ['websocket'], auth: { token }, reconnection: false });
  sockets.push(s);
  await new Promise<void>((resolve, reject) => {
    s.on('connect', () => resolve());
    s.on('connect_error', reject);
  });
  return s;
}
const subscribe = (s: Socket, ch: string) =>
  new Promise<{ ok: boolean }>((resolve) => s.emit('subscribe', ch, resolve));
type Update = { channel: string; objects: { id: string; position: { x: number }; r?: number[] }[] };
const nextUpdate = <U = Update>(s: Socket, channel: string) =>
  new Promise<U>((resolve) => {
    const h = (u: U & { channel: string }) => {
      if (u.channel !== channel) return;
      s.off('celestialDataUpdate', h);
      resolve(u);
    };
    s.on('celestialDataUpdate', h);
  });

describe('celestial socket channels', () => {
  it('a Pro subscriber to `celestial` receives moving bodies and a rotating window of satellites, every tick', async () => {
    const s = await open(pro.token);
    expect(await subscribe(s, 'celestial')).toEqual({ ok: true });
    const seen = new Set<string>();
    let iss: Update['objects'][number] | undefined;
    // The nominal catalogue (~1,760 satellites) is covered in ceil(N / 500) sends.
    for (let k = 0; k < 5; k++) {
      const u = await nextUpdate(s, 'celestial');
      const sats = u.objects.filter((o) => o.id.startsWith('sat-'));
      expect(sats.length).toBeLessThanOrEqual(SAT_WINDOW);
      if (k === 0) expect(u.objects.some((o) => o.id === 'mars')).toBe(true);
      for (const o of sats) seen.add(o.id);
      iss ??= u.objects.find((o) => o.id === 'sat-25544');
    }
    expect(seen.size).toBeGreaterThan(1700);
    expect(iss?.r).toHaveLength(3);
    // rounded to 0.1 km
    for (const x of iss!.r!) expect(Math.abs(x * 10 - Math.round(x * 10))).toBeLessThan(1e-6);
  });

  it('`celestial:type:planet` sends planets only, in the compact form; unknown types are refused', async () => {
    const s = await open(pro.token);
    // The first message is the snapshot sent on subscribe (ticks carry only what moved since).
    const first = nextUpdate<{ ids: string[]; position: number[]; r: number[]; v: number[] }>(
      s,
      'celestial:type:planet',
    );
    expect(await subscribe(s, 'celestial:type:planet')).toEqual({ ok: true });
    const u = await first;
    expect(u.ids).toContain('jupiter');
    expect(u.ids).not.toContain('moon');
    expect(u.ids.some((id) => id.startsWith('sat-'))).toBe(false);
    expect(u.position).toHaveLength(u.ids.length * 3);
    expect(u.r).toHaveLength(u.ids.length * 3);
    expect((await subscribe(s, 'celestial:type:quasar')).ok).toBe(false);
  });

  it('`celestial:type:satellite` sends satellites only, at most the window per send', async () => {
    const s = await open(pro.token);
    expect(await subscribe(s, 'celestial:type:satellite')).toEqual({ ok: true });
    const u = await nextUpdate<{ ids: string[]; position: number[] }>(s, 'celestial:type:satellite');
    expect(u.ids.length).toBeGreaterThan(0);
    expect(u.ids.every((id) => id.startsWith('sat-'))).toBe(true);
    expect(u.position).toHaveLength(u.ids.length * 3);
  });

  it('selectForSend: bodies that moved, then the wrapping satellite window', () => {
    // 3 bodies (0..2), 10 satellites (3..12); moved: bodies 0, 2 and satellites 0, 1, 5, 8, 9
    const idx = Int32Array.from([0, 2, 3, 4, 8, 11, 12]);
    expect(selectForSend(idx, 3, 10, () => true, true, 0, 4)).toEqual({ pick: [0, 2, 3, 4], next: 4 });
    expect(selectForSend(idx, 3, 10, () => true, true, 8, 4)).toEqual({ pick: [0, 2, 11, 12, 3, 4], next: 2 });
    expect(selectForSend(idx, 3, 10, null, true, 4, 4)).toEqual({ pick: [8], next: 8 });
    expect(selectForSend(idx, 3, 10, (i) => i === 2, false, 0, 4)).toEqual({ pick: [2], next: 0 });
  });

  it('`celestial:{id}` sends one object; unknown ids are refused', async () => {
    const s = await open(pro.token);
    expect(await subscribe(s, 'celestial:sat-25544')).toEqual({ ok: true });
    const u = await nextUpdate(s, 'celestial:sat-25544');
    expect(u.objects.map((o) => o.id)).toEqual(['sat-25544']);
    expect((await subscribe(s, 'celestial:vulcan')).ok).toBe(false);
  });

  it('resubscribing within 5 s still joins but sends no new snapshot (at most one per channel per socket)', async () => {
    const basic = await t.register(); // Basic: ticks only at 15-minute boundaries, so what arrives here are snapshots
    const s = await open(basic.token);
    const got: string[] = [];
    s.on('celestialDataUpdate', (u: { channel: string }) => got.push(u.channel));
    for (let i = 0; i < 4; i++) {
      expect(await subscribe(s, 'celestial:type:planet')).toEqual({ ok: true });
      await new Promise((r) => s.emit('unsubscribe', 'celestial:type:planet', r));
    }
    expect(await subscribe(s, 'celestial:type:planet')).toEqual({ ok: true });
    expect(await subscribe(s, 'celestial')).toEqual({ ok: true }); // another channel has its own window
    await new Promise((r) => setTimeout(r, 300));
    expect(got.filter((c) => c === 'celestial:type:planet')).toHaveLength(1);
    expect(got.filter((c) => c === 'celestial')).toHaveLength(1);
    // Still joined: the socket is in the channel's cadence room.
    const [server] = await t.gateway.io.in(`ch:celestial:type:planet:basic`).fetchSockets();
    expect(server?.id).toBe(s.id);
  });

  it('a Basic subscriber is in the 15-minute cadence room', async () => {
    const basic = await t.register();
    const s = await open(basic.token);
    expect(await subscribe(s, 'celestial')).toEqual({ ok: true });
    const room = t.gateway.io.of('/').adapter.rooms.get('ch:celestial:basic');
    expect(room?.has(s.id!)).toBe(true);
    expect(t.gateway.io.of('/').adapter.rooms.get('ch:celestial:rt')?.has(s.id!) ?? false).toBe(false);
  });

  it('a Pro subscription whose renewal failed (past due) gets the Basic cadence, as the entitlements say', async () => {
    const lapsed = await t.register();
    await t.app.inject({ url: '/api/subscription/current', headers: lapsed.auth }); // creates the subscription row
    await t.db.query("UPDATE subscriptions SET plan_id = 'pro', status = 'past_due' WHERE user_id = $1", [
      lapsed.user.id,
    ]);
    const s = await open(lapsed.token);
    expect(await subscribe(s, 'celestial')).toEqual({ ok: true });
    expect(t.gateway.io.of('/').adapter.rooms.get('ch:celestial:basic')?.has(s.id!)).toBe(true);
  });
});
