import { z } from 'zod';

export const VrScene = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  thumbnail: z.string(),
  parameters: z.record(z.string(), z.unknown()),
  members: z.number().int(),
});
export type VrScene = z.infer<typeof VrScene>;

/**
 * Socket `vrSceneUpdate`: the scene's live state. timeCursor (ISO 8601) is the shared date, null = "now"; absent
 * when it did not change. Batched: the server coalesces a scene's presence and date changes and sends at most one
 * update per scene per tick (100 ms) to each member, holding the member count and the newest date of that tick,
 * so a client applies it as the scene's whole state (issue 30, N1). The lobby channel gets member counts only.
 */
export const VrSceneUpdate = z.object({
  id: z.string(),
  members: z.number().int(),
  timeCursor: z.string().nullable().optional(),
});
export type VrSceneUpdate = z.infer<typeof VrSceneUpdate>;

/** Socket `setVRTimeCursor`: a member moves the scene's shared date (null returns to live time). */
export const VrTimeCursorBody = z.object({
  sceneId: z.string().regex(/^[a-z0-9-]{1,64}$/),
  timeCursor: z.iso.datetime({ offset: true }).nullable(),
});
export type VrTimeCursorBody = z.infer<typeof VrTimeCursorBody>;

/** Channel every VR card page subscribes to: carries vrSceneUpdate for all scenes (live member counts). */
export const VR_LOBBY_CHANNEL = 'vr-lobby';
