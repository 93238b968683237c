import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.ts';

const t = await startTestApp({ SKY_TICK_MS: '200' });
const pro = await t.register();
await t.app.inject({ method: 'GET', url: '/api/subscription/current', headers: pro.auth }); // creates the Basic subscription row
await t.db.query("UPDATE subscriptions SET plan_id = 'pro' WHERE user_id = (SELECT id FROM users WHERE email = $1)", [pro.email]);
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
const subscribe = (s: Socket, ch: string) => new Promise<{ ok: boolean }>((resolve) => s.emit('subscribe', ch, resolve));
type Update = { channel: string; objects: { id: string; position: { x: number }; r?: number[] }[] };
const nextUpdate = (s: Socket, channel: string) =>
  new Promise<Update>((resolve) => {
    const h = (u: Update) => {
      if (u.channel !== channel) return;
      s.off('celestialDataUpdate', h);
      resolve(u);
    };
    s.on('celestialDataUpdate', h);
  });

describe('celestial socket channels', () => {
  it('a Pro subscriber to `celestial` receives what moved, every tick', async () => {
    const s = await open(pro.token);
    expect(await subscribe(s, 'celestial')).toEqual({ ok: true });
    const first = await nextUpdate(s, 'celestial');
    const second = await nextUpdate(s, 'celestial');
    const iss = second.objects.find((o) => o.id === 'sat-25544');
    expect(iss?.r).toHaveLength(3);
    expect(first.objects.length).toBeGreaterThan(1700);
    // rounded to 0.1 km
    for (const x of iss!.r!) expect(Math.abs(x * 10 - Math.round(x * 10))).toBeLessThan(1e-6);
    expect(second.objects.length).toBeLessThanOrEqual(first.objects.length);
  });

  it('`celestial:{id}` sends one object; unknown ids are refused', async () => {
    const s = await open(pro.token);
    expect(await subscribe(s, 'celestial:sat-25544')).toEqual({ ok: true });
    const u = await nextUpdate(s, 'celestial:sat-25544');
    expect(u.objects.map((o) => o.id)).toEqual(['sat-25544']);
    expect((await subscribe(s, 'celestial:vulcan')).ok).toBe(false);
  });

  it('a Basic subscriber is in the 15-minute cadence room', async () => {
    const basic = await t.register();
    const s = await open(basic.token);
    expect(await subscribe(s, 'celestial')).toEqual({ ok: true });
    const room = t.gateway.io.of('/').adapter.rooms.get('ch:celestial:basic');
    expect(room?.has(s.id!)).toBe(true);
    expect(t.gateway.io.of('/').adapter.rooms.get('ch:celestial:rt')?.has(s.id!) ?? false).toBe(false);
  });
});
