/**
 * Socket channels (event `celestialDataUpdate`; see docs/features/sky.md):
 * - `celestial`: the 3D view's channel. Every moving body (Sun, planets, moons, asteroids, comets)
 *   that moved, plus satellites in a rotating window of SAT_WINDOW per send (the client propagates
 *   satellites itself and uses these to re-sync), as `objects: [{id, position, r, v}]`.
 * - `celestial:type:<type>` (planet, moon, star, asteroid, comet, satellite): that type only, in the
 *   compact form `{ids, position, r, v}` (flat arrays, 3 numbers per object); satellites rotate
 *   through TYPE_SAT_WINDOW per send.
 * - `celestial:{id}`: one object (subscribe several for an explicit id list), `objects` form.
 * Sockets are grouped by plan cadence into rooms `ch:<channel>:rt` (Pro, Enterprise: every tick)
 * and `ch:<channel>:basic` (Basic: every 15 minutes). Each process computes positions for its own
 * sockets (`io.local`), so no sky traffic crosses the Redis adapter.
 */
import { CelestialType, type CelestialUpdate, type CelestialUpdateCompact } from '@cosmos/contracts';
import type { AppContext } from '../context.ts';
import { realtimeCadenceMs } from '../modules/celestial/cadence.ts';
import { userRealtimeCadenceMs } from '../modules/entitlements/entitlements.ts';
import { ID_PATTERN } from '../modules/celestial/celestial.service.ts';
import { BODY_IDS, roundedState, type Group } from '../sky/compute.ts';
import type { SkyEngine } from '../sky/engine.ts';
import { objectAt, objectInFrame } from '../sky/objects.ts';
import type { SkyTicker, TickResult } from '../sky/ticker.ts';
import { channelRoom, userRoom, type AppSocket, type Gateway } from './gateway.ts';

/** A socket gets at most one subscribe snapshot per channel in this window (resubscribing still joins). */
export const SNAPSHOT_MIN_INTERVAL_MS = 5000;

/** Satellites per send on `celestial` (full catalogue every ceil(N / 500) sends). */
export const SAT_WINDOW = 500;
/** Satellites per send on `celestial:type:satellite`. */
export const TYPE_SAT_WINDOW = 2000;

const CHANNEL = /^celestial(?::type:([a-zA-Z]+)|:([a-z0-9][a-z0-9-]{0,79}))?$/;
const ROOM = /^ch:(celestial(?::type:[a-zA-Z]+|:[a-z0-9-]+)?):(rt|basic)$/;

// The entitlements module decides the cadence (a past-due or lapsed subscription gets Basic's).
const groupOf = async (ctx: AppContext, userId: string): Promise<Group> => ((await userRealtimeCadenceMs(ctx.db, userId)) === 0 ? 'rt' : 'basic');

async function joinCadence(ctx: AppContext, socket: AppSocket, channel: string) {
  const g = await groupOf(ctx, socket.data.user.id);
  await socket.leave(`${channelRoom(channel)}:${g === 'rt' ? 'basic' : 'rt'}`);
  await socket.join(`${channelRoom(channel)}:${g}`);
}

const r6 = (x: number, k: number) => Math.round(x * k) / k;

/** Positions in idx (sorted) of the first index >= v. */
function lowerBound(idx: Int32Array, v: number, from = 0): number {
  let lo = from;
  let hi = idx.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (idx[mid] < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Indices to send from one diff: moved bodies accepted by `bodyOk`, then moved satellites in the
 * window [cursor, cursor + window) of catalogue order (wrapping). Returns the next cursor.
 */
export function selectForSend(idx: Int32Array, nb: number, nSat: number, bodyOk: ((i: number) => boolean) | null, sats: boolean, cursor: number, window: number): { pick: number[]; next: number } {
  const pick: number[] = [];
  const firstSat = lowerBound(idx, nb);
  if (bodyOk) for (let k = 0; k < firstSat; k++) if (bodyOk(idx[k])) pick.push(idx[k]);
  if (!sats || nSat === 0) return { pick, next: cursor };
  const c = cursor % nSat;
  const take = (lo: number, hi: number) => {
    for (let k = lowerBound(idx, nb + lo, firstSat); k < idx.length && idx[k] < nb + hi; k++) pick.push(idx[k]);
  };
  if (window >= nSat) take(0, nSat);
  else {
    take(c, Math.min(nSat, c + window));
    if (c + window > nSat) take(0, c + window - nSat);
  }
  return { pick, next: (c + Math.min(window, nSat)) % nSat };
}

export function registerSkyChannel(ctx: AppContext, gateway: Gateway, engine: SkyEngine, ticker: SkyTicker) {
  const { io } = gateway;
  /**
   * Ticks send what moved since the room's last send, so a new subscriber first gets the channel's
   * moving bodies now (satellites arrive with the rotating window).
   */
  const lastSnapshot = new WeakMap<AppSocket, Map<string, number>>();
  const snapshot = (socket: AppSocket, channel: string) => {
    const type = /^celestial:type:(\w+)$/.exec(channel)?.[1] ?? (channel === 'celestial' ? null : undefined);
    if (type === undefined || type === 'satellite') return;
    const now = Date.now();
    const t = { ms: now, iso: new Date(now).toISOString() };
    const frame = engine.frames.at(t);
    const items: CelestialUpdate['objects'] = [];
    for (const id of BODY_IDS) {
      const e = engine.get(id);
      if (!e || (type !== null && e.type !== type)) continue;
      const o = objectInFrame(e, frame);
      if (!o || !('r' in o.state)) continue;
      const [kr, kv] = [1e6, 1e8];
      items.push({
        id,
        position: { x: r6(o.position.x, 1e5), y: r6(o.position.y, 1e5), z: r6(o.position.z, 1e5) },
        r: o.state.r.map((x) => r6(x, kr)) as [number, number, number],
        v: o.state.v.map((x) => r6(x, kv)) as [number, number, number],
      });
    }
    if (items.length === 0) return;
    const base = { at: t.iso, lastUpdated: now, channel };
    if (type === null) socket.emit('celestialDataUpdate', { ...base, objects: items });
    else socket.emit('celestialDataUpdate', { ...base, ids: items.map((x) => x.id), position: items.flatMap((x) => [x.position.x, x.position.y, x.position.z]), r: items.flatMap((x) => x.r), v: items.flatMap((x) => x.v) });
  };
  gateway.addChannel({
    pattern: CHANNEL,
    authorize: (_user, channel) => {
      const m = CHANNEL.exec(channel);
      if (!m) return false;
      if (m[1] !== undefined) return CelestialType.safeParse(m[1]).success;
      const id = m[2];
      return id === undefined || (ID_PATTERN.test(id) && engine.get(id) !== undefined);
    },
    onSubscribe: async (socket, channel) => {
      await joinCadence(ctx, socket, channel);
      // Repeated subscribes must not make the server recompute and resend the snapshot each time.
      let sent = lastSnapshot.get(socket);
      if (!sent) lastSnapshot.set(socket, (sent = new Map()));
      const now = Date.now();
      const last = sent.get(channel);
      if (last !== undefined && now - last < SNAPSHOT_MIN_INTERVAL_MS) return;
      sent.set(channel, now);
      snapshot(socket, channel);
    },
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
  let basicSlot = -1;
  /** Last rounded position sent per single-object room. */
  const lastOne = new Map<string, string>();

  const emit = (room: string, payload: CelestialUpdate | CelestialUpdateCompact) => {
    io.local.to(room).volatile.emit('celestialDataUpdate', payload);
  };
  /** Rotating satellite cursor per room. */
  const cursors = new Map<string, number>();
  const bodyType = (i: number) => engine.get(BODY_IDS[i])?.type;
  const idOf = (res: TickResult, i: number) => (i < BODY_IDS.length ? BODY_IDS[i] : `sat-${res.satellites[i - BODY_IDS.length].noradId}`);

  /** Sends one cadence group's diff to the `celestial` and `celestial:type:*` rooms of that group. */
  const sendGroup = (res: TickResult, g: Group, now: number) => {
    const d = res.groups[g];
    if (!d) return;
    const nb = BODY_IDS.length;
    const nSat = res.satellites.length;
    const at = new Date(now).toISOString();
    const lastUpdated = Math.floor(now);
    for (const [room, set] of rooms()) {
      const m = ROOM.exec(room);
      if (!m || m[2] !== g || set.size === 0) continue;
      const channel = m[1];
      let type: string | null = null;
      if (channel !== 'celestial') {
        const tm = /^celestial:type:(\w+)$/.exec(channel);
        if (!tm) continue; // single-object rooms are handled below
        type = tm[1];
      }
      const window = type ? TYPE_SAT_WINDOW : SAT_WINDOW;
      const bodyOk = type === null ? () => true : type === 'satellite' ? null : (i: number) => bodyType(i) === type;
      const sats = type === null || type === 'satellite';
      const { pick, next } = selectForSend(d.idx, nb, nSat, bodyOk, sats, cursors.get(room) ?? 0, window);
      cursors.set(room, next);
      if (pick.length === 0) continue;
      if (type === null) {
        const objects: CelestialUpdate['objects'] = pick.map((i) => ({ id: idOf(res, i), ...roundedState(res.frame, i) }));
        emit(room, { at, lastUpdated, channel, objects });
      } else {
        const ids: string[] = [];
        const position: number[] = [];
        const r: number[] = [];
        const v: number[] = [];
        for (const i of pick) {
          const st = roundedState(res.frame, i);
          ids.push(idOf(res, i));
          position.push(st.position.x, st.position.y, st.position.z);
          r.push(...st.r);
          v.push(...st.v);
        }
        emit(room, { at, lastUpdated, channel, ids, position, r, v });
      }
    }
  };

  ticker.every(ctx.config.SKY_TICK_MS, async () => {
    const now = Date.now();
    const slot = Math.floor(now / realtimeCadenceMs('basic'));
    const basicDue = slot !== basicSlot;
    let rt = false;
    let basic = false;
    for (const [room, set] of rooms()) {
      const m = ROOM.exec(room);
      if (!m || set.size === 0 || !(m[1] === 'celestial' || m[1].startsWith('celestial:type:'))) continue;
      if (m[2] === 'rt') rt = true;
      else if (basicDue) basic = true;
    }
    const want: Group[] = [];
    if (rt) want.push('rt');
    if (basic) want.push('basic');
    if (want.length > 0) {
      const res = await ticker.tick(now, want);
      if (res) for (const g of want) sendGroup(res, g, now);
    }
    // Single-object channels: computed here (a handful of objects), sent only when the rounded state changed.
    for (const [room, set] of rooms()) {
      const m = ROOM.exec(room);
      if (!m || m[1] === 'celestial' || m[1].startsWith('celestial:type:') || set.size === 0) continue;
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
      emit(room, { at: new Date(now).toISOString(), lastUpdated: Math.floor(now), channel: m[1], objects: [item] });
    }
    if (basicDue) basicSlot = slot;
  });

  return () => {
    off();
    ticker.stopTimer();
  };
}
