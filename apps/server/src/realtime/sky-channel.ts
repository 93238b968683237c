/**
 * Socket channels `celestial` (every moving object) and `celestial:{id}` (one object). Sockets are
 * grouped by plan cadence into rooms `ch:<channel>:rt` (Pro, Enterprise: every tick) and
 * `ch:<channel>:basic` (Basic: every 15 minutes). Each process computes positions for its own
 * sockets (`io.local`), so no sky traffic crosses the Redis adapter.
 */
import type { CelestialUpdate, PlanId } from '@cosmos/contracts';
import type { AppContext } from '../context.ts';
import { realtimeCadenceMs } from '../modules/celestial/cadence.ts';
import { ID_PATTERN } from '../modules/celestial/celestial.service.ts';
import { BODY_IDS, TICK_STRIDE, type Group } from '../sky/compute.ts';
import type { SkyEngine } from '../sky/engine.ts';
import { objectAt } from '../sky/objects.ts';
import type { SkyTicker } from '../sky/ticker.ts';
import { channelRoom, userRoom, type AppSocket, type Gateway } from './gateway.ts';

const CHANNEL = /^celestial(?::([a-z0-9][a-z0-9-]{0,79}))?$/;
const ROOM = /^ch:(celestial(?::[a-z0-9-]+)?):(rt|basic)$/;

async function planOf(ctx: AppContext, userId: string): Promise<PlanId | null> {
  const row = (await ctx.db.query<{ plan_id: PlanId }>("SELECT plan_id FROM subscriptions WHERE user_id = $1 AND status IN ('active', 'trialing', 'past_due')", [userId]))[0];
  return row?.plan_id ?? null;
}
const groupFor = (plan: PlanId | null): Group => (realtimeCadenceMs(plan) === 0 ? 'rt' : 'basic');

async function joinCadence(ctx: AppContext, socket: AppSocket, channel: string) {
  const g = groupFor(await planOf(ctx, socket.data.user.id));
  await socket.leave(`${channelRoom(channel)}:${g === 'rt' ? 'basic' : 'rt'}`);
  await socket.join(`${channelRoom(channel)}:${g}`);
}

const r6 = (x: number, k: number) => Math.round(x * k) / k;

export function registerSkyChannel(ctx: AppContext, gateway: Gateway, engine: SkyEngine, ticker: SkyTicker) {
  const { io } = gateway;
  gateway.addChannel({
    pattern: CHANNEL,
    authorize: (_user, channel) => {
      const id = CHANNEL.exec(channel)?.[1];
      return id === undefined || (ID_PATTERN.test(id) && engine.get(id) !== undefined);
    },
    onSubscribe: (socket, channel) => joinCadence(ctx, socket, channel),
  });
  gateway.onConnection((socket) => {
    socket.on('unsubscribe', (channel) => {
      if (typeof channel !== 'string' || !CHANNEL.test(channel)) return;
      void socket.leave(`${channelRoom(channel)}:rt`);
      void socket.leave(`${channelRoom(channel)}:basic`);
    });
  });
  // A plan change moves the user's sockets to the matching cadence rooms.
  const off = ctx.events.on('subscription.changed', async ({ userId }) => {
    const sockets = await io.in(userRoom(userId)).fetchSockets();
    for (const s of sockets) {
      for (const room of s.rooms) {
        const m = ROOM.exec(room);
        if (m) await joinCadence(ctx, s as unknown as AppSocket, m[1]);
      }
    }
  });

  const rooms = () => io.of('/').adapter.rooms;
  const members = (room: string) => rooms().get(room)?.size ?? 0;
  let basicSlot = -1;
  /** Last rounded position sent per single-object room. */
  const lastOne = new Map<string, string>();

  const emit = (room: string, channel: string, at: number, objects: CelestialUpdate['objects']) => {
    if (objects.length === 0) return;
    const payload: CelestialUpdate = { at: new Date(at).toISOString(), lastUpdated: Math.floor(at), channel, objects };
    io.local.to(room).volatile.emit('celestialDataUpdate', payload);
  };

  ticker.every(ctx.config.SKY_TICK_MS, async () => {
    const now = Date.now();
    const slot = Math.floor(now / realtimeCadenceMs('basic'));
    const basicDue = slot !== basicSlot;
    const want: Group[] = [];
    if (members('ch:celestial:rt') > 0) want.push('rt');
    if (basicDue && members('ch:celestial:basic') > 0) want.push('basic');
    if (want.length > 0) {
      const res = await ticker.tick(now, want);
      if (res) {
        const nb = BODY_IDS.length;
        for (const g of want) {
          const d = res.groups[g];
          if (!d) continue;
          const objects: CelestialUpdate['objects'] = [];
          for (let k = 0; k < d.idx.length; k++) {
            const i = d.idx[k];
            const o = k * TICK_STRIDE;
            const v = d.vals;
            const id = i < nb ? BODY_IDS[i] : `sat-${res.satellites[i - nb].noradId}`;
            objects.push({ id, position: { x: v[o], y: v[o + 1], z: v[o + 2] }, r: [v[o + 3], v[o + 4], v[o + 5]], v: [v[o + 6], v[o + 7], v[o + 8]] });
          }
          emit(`ch:celestial:${g}`, 'celestial', now, objects);
        }
      }
    }
    // Single-object channels: computed here (a handful of objects), sent only when the rounded state changed.
    for (const [room, set] of rooms()) {
      const m = ROOM.exec(room);
      if (!m || m[1] === 'celestial' || set.size === 0) continue;
      if (m[2] === 'basic' && !basicDue) continue;
      const id = m[1].slice('celestial:'.length);
      const entry = engine.get(id);
      if (!entry) continue;
      let obj;
      try {
        obj = objectAt(entry, { ms: now, iso: new Date(now).toISOString() });
      } catch {
        continue;
      }
      const sat = obj.state.frame === 'TEME';
      const [kr, kv] = sat ? [10, 1e4] : [1e6, 1e8];
      const item: CelestialUpdate['objects'][number] = {
        id,
        position: { x: r6(obj.position.x, 1e4), y: r6(obj.position.y, 1e4), z: r6(obj.position.z, 1e4) },
        ...('r' in obj.state ? { r: obj.state.r.map((x) => r6(x, kr)) as [number, number, number], v: obj.state.v.map((x) => r6(x, kv)) as [number, number, number] } : {}),
      };
      const key = JSON.stringify(item);
      if (lastOne.get(room) === key) continue;
      lastOne.set(room, key);
      emit(room, m[1], now, [item]);
    }
    if (basicDue) basicSlot = slot;
  });

  return () => {
    off();
    ticker.stopTimer();
  };
}
