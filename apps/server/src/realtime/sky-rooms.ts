/**
 * The sky channel's names, parsed in one place. A client subscribes to a channel (`celestial`,
 * `celestial:type:<type>`, `celestial:<id>`); the server keeps each subscriber in the channel's
 * cadence room `ch:<channel>:rt` (every tick) or `ch:<channel>:basic` (every 15 minutes).
 */
import type { Group } from '../sky/compute.ts';
import { channelRoom } from './gateway.ts';

export const SKY_CHANNEL = /^celestial(?::type:([a-zA-Z]+)|:([a-z0-9][a-z0-9-]{0,79}))?$/;

export type SkyChannel =
  | { name: string; kind: 'all' }
  | { name: string; kind: 'type'; type: string }
  | { name: string; kind: 'one'; id: string };

export function parseSkyChannel(name: string): SkyChannel | null {
  const m = SKY_CHANNEL.exec(name);
  if (!m) return null;
  if (m[1] !== undefined) return { name, kind: 'type', type: m[1] };
  if (m[2] !== undefined) return { name, kind: 'one', id: m[2] };
  return { name, kind: 'all' };
}

export const GROUPS: readonly Group[] = ['rt', 'basic'];
export const cadenceRoom = (channel: string, group: Group) => `${channelRoom(channel)}:${group}`;

export interface CadenceRoom {
  room: string;
  channel: SkyChannel;
  group: Group;
}

/** `ch:<channel>:<group>` → its parts, or null for any other room. */
export function parseCadenceRoom(room: string): CadenceRoom | null {
  if (!room.startsWith('ch:celestial')) return null;
  const cut = room.lastIndexOf(':');
  const group = room.slice(cut + 1);
  if (group !== 'rt' && group !== 'basic') return null;
  const channel = parseSkyChannel(room.slice(3, cut));
  return channel ? { room, channel, group } : null;
}

/** The cadence rooms that have members in this process. */
export function* occupiedSkyRooms(rooms: Map<string, Set<string>>): Generator<CadenceRoom> {
  for (const [room, members] of rooms) {
    if (members.size === 0) continue;
    const parsed = parseCadenceRoom(room);
    if (parsed) yield parsed;
  }
}
