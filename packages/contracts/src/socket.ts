import { z } from 'zod';
import type { CommunityThreadUpdate } from './community.ts';
import type { CelestialUpdate, CelestialUpdateCompact } from './celestial.ts';
import type { Notification } from './notifications.ts';
import type { SupportTicketUpdate } from './support.ts';
import type { VrSceneUpdate, VrTimeCursorBody } from './vr.ts';

/** Client → server payloads (the server checks them; anything else is refused). */
export const SocketChannel = z
  .string()
  .min(1)
  .max(100)
  .describe('celestial, celestial:type:<type>, celestial:<id> or vr:lobby');
export const VrSceneId = z.string().regex(/^[a-z0-9-]{1,64}$/);
/** What an ack carries back. */
export const SocketAck = z.object({ ok: z.boolean(), error: z.string().optional() });
export type SocketAck = z.infer<typeof SocketAck>;
export const JoinVrSceneAck = SocketAck.extend({ members: z.number().int().optional() });
export type JoinVrSceneAck = z.infer<typeof JoinVrSceneAck>;
export const Pong = z.object({ at: z.number() });
export type Pong = z.infer<typeof Pong>;

/** Sent when the server drops a client event: too many of them, or too large. */
export const SocketErrorEvent = z.object({
  event: z.string(),
  code: z.enum(['rate_limited', 'payload_too_large']),
  message: z.string(),
});
export type SocketErrorEvent = z.infer<typeof SocketErrorEvent>;

/**
 * `catalogue.version`: the catalogue this process serves changed (an import, a refresh, or another process's change
 * seen by the version poll). Sent to every connected socket once the process's sky engine holds the new version, so
 * a client that keeps the catalogue (the 3D page) fetches it again; the list's `x-catalogue-version` header says
 * which version a page came from.
 */
export const CatalogueVersionEvent = z.object({
  version: z.number().int().describe('grows on every change of the stored catalogue'),
  satellites: z.number().int().describe('satellites in this version'),
  at: z.string().describe('when this process loaded it (ISO 8601)'),
});
export type CatalogueVersionEvent = z.infer<typeof CatalogueVersionEvent>;

/**
 * Socket.io event maps shared by server and client, every payload typed by its schema; the names are
 * the spec's (§7 Realtime socket). The server's domain events carry the same payload types
 * (apps/server/src/lib/events.ts).
 */
export interface ServerToClientEvents {
  notification: (n: Notification) => void;
  /** `celestial` and `celestial:<id>` send the objects form; `celestial:type:<type>` the compact form. */
  celestialDataUpdate: (update: CelestialUpdate | CelestialUpdateCompact) => void;
  vrSceneUpdate: (scene: VrSceneUpdate) => void;
  supportTicketUpdate: (update: SupportTicketUpdate) => void;
  communityThreadUpdate: (update: CommunityThreadUpdate) => void;
  'catalogue.version': (v: CatalogueVersionEvent) => void;
  pong: (p: Pong) => void;
  error: (problem: SocketErrorEvent) => void;
}

export interface ClientToServerEvents {
  subscribe: (channel: z.infer<typeof SocketChannel>, ack?: (res: SocketAck) => void) => void;
  unsubscribe: (channel: z.infer<typeof SocketChannel>, ack?: (res: SocketAck) => void) => void;
  joinVRScene: (sceneId: z.infer<typeof VrSceneId>, ack?: (res: JoinVrSceneAck) => void) => void;
  leaveVRScene: (sceneId: z.infer<typeof VrSceneId>, ack?: (res: SocketAck) => void) => void;
  setVRTimeCursor: (body: VrTimeCursorBody, ack?: (res: SocketAck) => void) => void;
  ping: () => void;
}
