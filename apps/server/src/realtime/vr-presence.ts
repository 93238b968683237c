import { VR_LOBBY_CHANNEL, VrSceneId, VrTimeCursorBody, type VrSceneUpdate } from '@cosmos/contracts';
import { channelRoom, safeAck, type AppSocket, type Gateway } from './gateway.ts';

export const vrRoom = (sceneId: string) => `vr:${sceneId}`;
const validScene = (id: unknown): id is string => VrSceneId.safeParse(id).success;

/** A scene's shared date as last seen by one socket; kept in socket.data so fetchSockets sees it from any process. */
type Cursor = { value: string | null; at: number };
type VrData = { vrCursor?: Record<string, Cursor> };
const cursors = (data: unknown): Record<string, Cursor> => {
  const d = data as VrData;
  d.vrCursor ??= {};
  return d.vrCursor;
};

/** Members of a VR scene, counted across every process through the adapter. */
export async function sceneMembers(gw: Gateway, sceneId: string) {
  const sockets = await gw.io.in(vrRoom(sceneId)).fetchSockets();
  return new Set(sockets.map((s) => s.data.user.id)).size;
}

/** The newest time cursor any member of the scene holds (null = live time). */
async function sceneCursor(gw: Gateway, sceneId: string): Promise<Cursor | undefined> {
  let best: Cursor | undefined;
  for (const s of await gw.io.in(vrRoom(sceneId)).fetchSockets()) {
    const c = (s.data as VrData).vrCursor?.[sceneId];
    if (c && (!best || c.at > best.at)) best = c;
  }
  return best;
}

/** When each of a socket's scenes was joined, for the length of the VR session when it is left. */
const joinedAt = (data: unknown): Record<string, number> =>
  ((data as { vrJoinedAt?: Record<string, number> }).vrJoinedAt ??= {});

export type VrSessionEnded = { userId: string; sceneId: string; minutes: number };

export function registerVrPresence(
  gw: Gateway,
  sceneExists: (id: string) => Promise<boolean>,
  onSessionEnded: (e: VrSessionEnded) => void = () => undefined,
) {
  // A visit shorter than a minute is a look at the page, not a session worth listing in the user's activity.
  const ended = (socket: AppSocket, sceneId: string) => {
    const since = joinedAt(socket.data)[sceneId];
    delete joinedAt(socket.data)[sceneId];
    const minutes = since === undefined ? 0 : Math.round((Date.now() - since) / 60_000);
    if (minutes >= 1) onSessionEnded({ userId: socket.data.user.id, sceneId, minutes });
  };
  // The card page listens here for every scene's member count.
  gw.addChannel({ pattern: new RegExp(`^${VR_LOBBY_CHANNEL}$`) });

  const broadcast = coalescedBroadcast(gw);
  const inScene = (socket: AppSocket, sceneId: string) => socket.rooms.has(vrRoom(sceneId));

  gw.onConnection((socket) => {
    socket.on(
      'joinVRScene',
      gw.guard(
        'joinVRScene',
        async (sceneId: string, rawAck?: (res: { ok: boolean; members?: number; error?: string }) => void) => {
          const ack = safeAck(rawAck);
          if (!validScene(sceneId) || !(await sceneExists(sceneId)))
            return ack?.({ ok: false, error: 'unknown scene' });
          const cursor = await sceneCursor(gw, sceneId);
          if (cursor) cursors(socket.data)[sceneId] = cursor; // keep the shared date alive after its setter leaves
          await socket.join(vrRoom(sceneId));
          joinedAt(socket.data)[sceneId] ??= Date.now();
          broadcast(sceneId, { presence: true });
          const members = await sceneMembers(gw, sceneId);
          // The joiner's own catch-up, once: the scene's shared date as it stands.
          if (cursor) socket.emit('vrSceneUpdate', { id: sceneId, members, timeCursor: cursor.value });
          ack?.({ ok: true, members });
        },
      ),
    );
    socket.on(
      'leaveVRScene',
      gw.guard('leaveVRScene', async (sceneId: string, rawAck?: (res: { ok: boolean }) => void) => {
        const ack = safeAck(rawAck);
        if (validScene(sceneId)) {
          await socket.leave(vrRoom(sceneId));
          delete cursors(socket.data)[sceneId];
          ended(socket, sceneId);
          broadcast(sceneId, { presence: true });
        }
        ack?.({ ok: true });
      }),
    );
    socket.on(
      'setVRTimeCursor',
      gw.guard('setVRTimeCursor', async (body: unknown, rawAck?: (res: { ok: boolean; error?: string }) => void) => {
        const ack = safeAck(rawAck);
        const parsed = VrTimeCursorBody.safeParse(body);
        if (!parsed.success)
          return ack?.({ ok: false, error: `invalid ${parsed.error.issues[0]?.path.join('.') || 'body'}` });
        const { sceneId, timeCursor } = parsed.data;
        if (!inScene(socket, sceneId)) return ack?.({ ok: false, error: 'join the scene first' });
        const value = timeCursor === null ? null : new Date(timeCursor).toISOString();
        cursors(socket.data)[sceneId] = { value, at: Date.now() };
        broadcast(sceneId, { timeCursor: value });
        ack?.({ ok: true });
      }),
    );
    socket.on('disconnecting', () => {
      const rooms = [...socket.rooms].filter((r) => r.startsWith('vr:'));
      rooms.forEach((r) => ended(socket, r.slice(3)));
      rooms.forEach((r) => broadcast(r.slice(3), { presence: true })); // sent after the socket has left the room
    });
  });
}

/** How often a scene's changes are sent: a member gets at most one vrSceneUpdate per scene per tick. */
export const VR_TICK_MS = 100;

type Change = { presence?: boolean; timeCursor?: string | null };

/**
 * Presence and cursor changes are coalesced per scene and sent once per tick (issue 30, N1). Sending each
 * change to every member made the work grow with the square of the room: 200 sockets moving the date ten
 * times a second were 400,000 messages a second and an 8 s stall. Now a tick sends one update per changed
 * scene, with the member count and the newest shared date, whatever the room's size and however many
 * changes it held; the lobby hears only member counts. Each process coalesces its own sockets' changes.
 */
function coalescedBroadcast(gw: Gateway) {
  const pending = new Map<string, Change>();
  let timer: NodeJS.Timeout | undefined;

  const flush = async () => {
    timer = undefined;
    const batch = [...pending];
    pending.clear();
    for (const [id, change] of batch) {
      try {
        const update: VrSceneUpdate = { id, members: await sceneMembers(gw, id) };
        if ('timeCursor' in change) update.timeCursor = change.timeCursor;
        gw.io.to(vrRoom(id)).emit('vrSceneUpdate', update);
        if (change.presence)
          gw.io.to(channelRoom(VR_LOBBY_CHANNEL)).emit('vrSceneUpdate', { id, members: update.members });
      } catch {
        // the adapter may be gone at shutdown: nothing left to tell
      }
    }
  };

  return (sceneId: string, change: Change) => {
    const p = pending.get(sceneId) ?? {};
    if (change.presence) p.presence = true;
    if ('timeCursor' in change) p.timeCursor = change.timeCursor; // the newest date wins
    pending.set(sceneId, p);
    if (!timer) {
      timer = setTimeout(() => void flush(), VR_TICK_MS);
      timer.unref();
    }
  };
}
