/** VR scenes (GET /api/vr/scenes, /api/vr/scenes/:id), read by the VR store. */
import { client, ok } from '../index';

export const vrCalls = {
  scenes: (failMessage: string) => ok(client.GET('/api/vr/scenes', { failMessage })),
  scene: (id: string, failMessage: string) =>
    ok(client.GET('/api/vr/scenes/{id}', { params: { path: { id } }, failMessage })),
};
