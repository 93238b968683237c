import { z } from 'zod';
import type { CommunityThreadUpdate } from './community.ts';
import type { VrSceneUpdate, VrTimeCursorBody } from './vr.ts';

/** Sent when the server drops a client event: too many of them, or too large. */
export const SocketErrorEvent = z.object({
  event: z.string(),
  code: z.enum(['rate_limited', 'payload_too_large']),
  message: z.string(),
});
export type SocketErrorEvent = z.infer<typeof SocketErrorEvent>;

/**
 * Socket.io event maps shared by server and client. Payload types grow with their features;
 * the names are the spec's (§7 Realtime socket).
 */
export interface ServerToClientEvents {
  notification: (n: unknown) => void;
  celestialDataUpdate: (update: unknown) => void;
  vrSceneUpdate: (scene: VrSceneUpdate) => void;
  supportTicketUpdate: (ticket: unknown) => void;
  communityThreadUpdate: (update: CommunityThreadUpdate) => void;
  pong: (p: { at: number }) => void;
  error: (problem: SocketErrorEvent) => void;
}

export interface ClientToServerEvents {
  subscribe: (channel: string, ack?: (res: { ok: boolean; error?: string }) => void) => void;
  unsubscribe: (channel: string, ack?: (res: { ok: boolean }) => void) => void;
  joinVRScene: (sceneId: string, ack?: (res: { ok: boolean; members?: number; error?: string }) => void) => void;
  leaveVRScene: (sceneId: string, ack?: (res: { ok: boolean }) => void) => void;
  setVRTimeCursor: (body: VrTimeCursorBody, ack?: (res: { ok: boolean; error?: string }) => void) => void;
  ping: () => void;
}
