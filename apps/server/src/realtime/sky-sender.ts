/**
 * Builds and sends `celestialDataUpdate` payloads: the subscribe snapshot, each cadence group's tick
 * diff for the `celestial` and `celestial:type:*` rooms, and the single-object rooms. What to send
 * when is decided by sky-channel.ts; the room names are parsed by sky-rooms.ts.
 */
import type { CelestialUpdate, CelestialUpdateCompact } from '@cosmos/contracts';
import { BODY_IDS, roundedState, type Group } from '../sky/compute.ts';
import type { SkyEngine } from '../sky/engine.ts';
import { objectAt, objectInFrame } from '../sky/objects.ts';
import type { TickResult } from '../sky/ticker.ts';
import type { AppSocket, Io } from './gateway.ts';
import { occupiedSkyRooms, type SkyChannel } from './sky-rooms.ts';

/** Satellites per send on `celestial` (full catalogue every ceil(N / 500) sends). */
export const SAT_WINDOW = 500;
/** Satellites per send on `celestial:type:satellite`. */
export const TYPE_SAT_WINDOW = 2000;

type Item = CelestialUpdate['objects'][number];
const r6 = (x: number, k: number) => Math.round(x * k) / k;
const round3 = (xs: readonly number[], k: number) => xs.map((x) => r6(x, k)) as [number, number, number];

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
export function selectForSend(
  idx: Int32Array,
  nb: number,
  nSat: number,
  bodyOk: ((i: number) => boolean) | null,
  sats: boolean,
  cursor: number,
  window: number,
): { pick: number[]; next: number } {
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

/** The `celestial` form (`objects`) or, for a type channel, the compact form (flat arrays). */
function payload(
  base: { at: string; lastUpdated: number; channel: string },
  items: Item[],
  compact: boolean,
): CelestialUpdate | CelestialUpdateCompact {
  if (!compact) return { ...base, objects: items };
  const position: number[] = [];
  const r: number[] = [];
  const v: number[] = [];
  for (const x of items) {
    position.push(x.position.x, x.position.y, x.position.z);
    r.push(...x.r!);
    v.push(...x.v!);
  }
  return { ...base, ids: items.map((x) => x.id), position, r, v };
}

export class SkySender {
  /** Rotating satellite cursor per room. */
  private cursors = new Map<string, number>();
  /** Last rounded state sent per single-object room. */
  private lastOne = new Map<string, string>();

  constructor(
    private readonly io: Io,
    private readonly engine: SkyEngine,
  ) {}

  private emit(room: string, p: CelestialUpdate | CelestialUpdateCompact) {
    // Each process computes for its own sockets: no sky traffic crosses the Redis adapter.
    this.io.local.to(room).volatile.emit('celestialDataUpdate', p);
  }

  /** A new subscriber's first view: the channel's moving bodies now (satellites come with the window). */
  snapshot(socket: AppSocket, channel: SkyChannel) {
    if (channel.kind === 'one' || (channel.kind === 'type' && channel.type === 'satellite')) return;
    const now = Date.now();
    const t = { ms: now, iso: new Date(now).toISOString() };
    const frame = this.engine.frames.at(t);
    const items: Item[] = [];
    for (const id of BODY_IDS) {
      const e = this.engine.get(id);
      if (!e || (channel.kind === 'type' && e.type !== channel.type)) continue;
      const o = objectInFrame(e, frame);
      if (!o || !('r' in o.state)) continue;
      items.push({
        id,
        position: { x: r6(o.position.x, 1e5), y: r6(o.position.y, 1e5), z: r6(o.position.z, 1e5) },
        r: round3(o.state.r, 1e6),
        v: round3(o.state.v, 1e8),
      });
    }
    if (items.length > 0)
      socket.emit(
        'celestialDataUpdate',
        payload({ at: t.iso, lastUpdated: now, channel: channel.name }, items, channel.kind === 'type'),
      );
  }

  /** Sends one cadence group's diff to that group's `celestial` and `celestial:type:*` rooms. */
  sendGroup(res: TickResult, group: Group, now: number) {
    const diff = res.groups[group];
    if (!diff) return;
    const nb = BODY_IDS.length;
    const nSat = res.satellites.length;
    const idOf = (i: number) => (i < nb ? BODY_IDS[i] : `sat-${res.satellites[i - nb].noradId}`);
    const bodyType = (i: number) => this.engine.get(BODY_IDS[i])?.type;
    const base = { at: new Date(now).toISOString(), lastUpdated: Math.floor(now) };
    for (const { room, channel, group: g } of occupiedSkyRooms(this.io.of('/').adapter.rooms)) {
      if (g !== group || channel.kind === 'one') continue;
      const type = channel.kind === 'type' ? channel.type : null;
      const bodyOk = type === null ? () => true : type === 'satellite' ? null : (i: number) => bodyType(i) === type;
      const sats = type === null || type === 'satellite';
      const { pick, next } = selectForSend(
        diff.idx,
        nb,
        nSat,
        bodyOk,
        sats,
        this.cursors.get(room) ?? 0,
        type ? TYPE_SAT_WINDOW : SAT_WINDOW,
      );
      this.cursors.set(room, next);
      if (pick.length === 0) continue;
      const items = pick.map((i) => ({ id: idOf(i), ...roundedState(res.frame, i) }));
      this.emit(room, payload({ ...base, channel: channel.name }, items, type !== null));
    }
  }

  /** Single-object rooms: computed here (a handful of objects), sent only when the rounded state changed. */
  sendSingles(now: number, basicDue: boolean) {
    for (const { room, channel, group } of occupiedSkyRooms(this.io.of('/').adapter.rooms)) {
      if (channel.kind !== 'one' || (group === 'basic' && !basicDue)) continue;
      const entry = this.engine.get(channel.id);
      if (!entry) continue;
      let obj;
      try {
        obj = objectAt(entry, { ms: now, iso: new Date(now).toISOString() });
      } catch {
        continue;
      }
      const [kr, kv] = obj.state.frame === 'TEME' ? [10, 1e4] : [1e6, 1e8];
      const item: Item = {
        id: channel.id,
        position: { x: r6(obj.position.x, 1e4), y: r6(obj.position.y, 1e4), z: r6(obj.position.z, 1e4) },
        ...('r' in obj.state ? { r: round3(obj.state.r, kr), v: round3(obj.state.v, kv) } : {}),
      };
      const key = JSON.stringify(item);
      if (this.lastOne.get(room) === key) continue;
      this.lastOne.set(room, key);
      this.emit(room, {
        at: new Date(now).toISOString(),
        lastUpdated: Math.floor(now),
        channel: channel.name,
        objects: [item],
      });
    }
  }
}
