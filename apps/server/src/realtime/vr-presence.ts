import type { Gateway } from './gateway.ts';

export const vrRoom = (sceneId: string) => `vr:${sceneId}`;
const SCENE_ID = /^[a-z0-9-]{1,64}$/;

/** Members of a VR scene, counted across every process through the adapter. */
export async function sceneMembers(gw: Gateway, sceneId: string) {
  const sockets = await gw.io.in(vrRoom(sceneId)).fetchSockets();
  return new Set(sockets.map((s) => s.data.user.id)).size;
}

export function registerVrPresence(gw: Gateway, sceneExists: (id: string) => Promise<boolean>) {
  const broadcast = async (sceneId: string) => {
    gw.io.to(vrRoom(sceneId)).emit('vrSceneUpdate', { id: sceneId, members: await sceneMembers(gw, sceneId) });
  };
  gw.onConnection((socket) => {
    socket.on('joinVRScene', async (sceneId, ack) => {
      if (typeof sceneId !== 'string' || !SCENE_ID.test(sceneId) || !(await sceneExists(sceneId))) return ack?.({ ok: false, error: 'unknown scene' });
      await socket.join(vrRoom(sceneId));
      await broadcast(sceneId);
      ack?.({ ok: true, members: await sceneMembers(gw, sceneId) });
    });
    socket.on('leaveVRScene', async (sceneId, ack) => {
      if (typeof sceneId === 'string' && SCENE_ID.test(sceneId)) {
        await socket.leave(vrRoom(sceneId));
        await broadcast(sceneId);
      }
      ack?.({ ok: true });
    });
    socket.on('disconnecting', () => {
      const rooms = [...socket.rooms].filter((r) => r.startsWith('vr:'));
      setImmediate(() => rooms.forEach((r) => void broadcast(r.slice(3))));
    });
  });
}
