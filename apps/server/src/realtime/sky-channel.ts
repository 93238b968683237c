/**
 * Socket channels of the sky (event `celestialDataUpdate`; see docs/features/sky.md):
 * - `celestial`: the 3D view's channel. Every moving body (Sun, planets, moons, asteroids, comets)
 *   that moved, plus satellites in a rotating window of SAT_WINDOW per send (the client propagates
 *   satellites itself and uses these to re-sync), as `objects: [{id, position, r, v}]`.
 * - `celestial:type:<type>` (planet, moon, star, asteroid, comet, satellite): that type only, in the
 *   compact form `{ids, position, r, v}` (flat arrays, 3 numbers per object); satellites rotate
 *   through TYPE_SAT_WINDOW per send.
 * - `celestial:{id}`: one object (subscribe several for an explicit id list), `objects` form.
 * Sockets are grouped by plan cadence into rooms `ch:<channel>:rt` (Pro, Enterprise: every tick)
 * and `ch:<channel>:basic` (Basic: every 15 minutes). Names are parsed in sky-rooms.ts, payloads
 * built and sent by sky-sender.ts; this file decides who is in which room and when a tick sends.
 */
import { CelestialType } from '@cosmos/contracts';
import type { AppContext } from '../context.ts';
import { realtimeCadenceMs } from '../modules/celestial/cadence.ts';
import { ID_PATTERN } from '../modules/celestial/celestial.service.ts';
import { userRealtimeCadenceMs } from '../modules/entitlements/entitlements.ts';
import type { Group } from '../sky/compute.ts';
import type { SkyEngine } from '../sky/engine.ts';
import type { SkyTicker } from '../sky/ticker.ts';
import { userRoom, type AppSocket, type Gateway } from './gateway.ts';
import { GROUPS, SKY_CHANNEL, cadenceRoom, occupiedSkyRooms, parseCadenceRoom, parseSkyChannel } from './sky-rooms.ts';
import { SkySender } from './sky-sender.ts';

export { SAT_WINDOW, TYPE_SAT_WINDOW, selectForSend } from './sky-sender.ts';

/** A socket gets at most one subscribe snapshot per channel in this window (resubscribing still joins). */
export const SNAPSHOT_MIN_INTERVAL_MS = 5000;
/**
 * How long a socket's cadence group is reused without asking the entitlements again: repeated
 * subscribes cost no database work. A plan change in this process re-reads it at once.
 */
export const CADENCE_CACHE_MS = 60_000;

type SocketLike = Pick<AppSocket, 'data' | 'join' | 'leave'>;

export function registerSkyChannel(ctx: AppContext, gateway: Gateway, engine: SkyEngine, ticker: SkyTicker) {
  const { io } = gateway;
  const sender = new SkySender(io, engine);

  // The entitlements module decides the cadence (a past-due or lapsed subscription gets Basic's).
  const groupOf = async (socket: SocketLike, fresh = false): Promise<Group> => {
    const cached = socket.data.skyGroup;
    if (!fresh && cached && cached.until > Date.now()) return cached.group;
    const group: Group = (await userRealtimeCadenceMs(ctx.db, socket.data.user.id)) === 0 ? 'rt' : 'basic';
    socket.data.skyGroup = { group, until: Date.now() + CADENCE_CACHE_MS };
    return group;
  };
  const joinCadence = async (socket: SocketLike, channel: string, fresh = false) => {
    const g = await groupOf(socket, fresh);
    await socket.leave(cadenceRoom(channel, g === 'rt' ? 'basic' : 'rt'));
    await socket.join(cadenceRoom(channel, g));
  };

  // Repeated subscribes must not make the server recompute and resend the snapshot each time.
  const lastSnapshot = new WeakMap<AppSocket, Map<string, number>>();
  const snapshotDue = (socket: AppSocket, channel: string) => {
    let sent = lastSnapshot.get(socket);
    if (!sent) lastSnapshot.set(socket, (sent = new Map()));
    const now = Date.now();
    const last = sent.get(channel);
    if (last !== undefined && now - last < SNAPSHOT_MIN_INTERVAL_MS) return false;
    sent.set(channel, now);
    return true;
  };

  gateway.addChannel({
    pattern: SKY_CHANNEL,
    authorize: (_user, name) => {
      const channel = parseSkyChannel(name);
      if (!channel) return false;
      if (channel.kind === 'type') return CelestialType.safeParse(channel.type).success;
      return channel.kind === 'all' || (ID_PATTERN.test(channel.id) && engine.get(channel.id) !== undefined);
    },
    onSubscribe: async (socket, name) => {
      await joinCadence(socket, name);
      const channel = parseSkyChannel(name);
      if (channel && snapshotDue(socket, name)) sender.snapshot(socket, channel);
    },
  });
  gateway.onConnection((socket) => {
    socket.on('unsubscribe', (name) => {
      if (typeof name !== 'string' || !parseSkyChannel(name)) return;
      for (const g of GROUPS) void socket.leave(cadenceRoom(name, g));
    });
  });
  // A plan change moves the user's sockets to the matching cadence rooms.
  const off = ctx.events.on('subscription.changed', async ({ userId }) => {
    const sockets = await io.in(userRoom(userId)).fetchSockets();
    for (const s of sockets) {
      for (const room of s.rooms) {
        const parsed = parseCadenceRoom(room);
        if (parsed) await joinCadence(s, parsed.channel.name, true);
      }
    }
  });

  let basicSlot = -1;
  ticker.every(ctx.config.SKY_TICK_MS, async () => {
    const now = Date.now();
    const slot = Math.floor(now / realtimeCadenceMs('basic'));
    const basicDue = slot !== basicSlot;
    const want = new Set<Group>();
    for (const { channel, group } of occupiedSkyRooms(io.of('/').adapter.rooms)) {
      if (channel.kind !== 'one' && (group === 'rt' || basicDue)) want.add(group);
    }
    if (want.size > 0) {
      const res = await ticker.tick(now, [...want]);
      if (res) for (const g of want) sender.sendGroup(res, g, now);
    }
    sender.sendSingles(now, basicDue);
    if (basicDue) basicSlot = slot;
  });

  return () => {
    off();
    ticker.stopTimer();
  };
}
