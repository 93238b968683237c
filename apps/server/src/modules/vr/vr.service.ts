import type { AppContext } from '../../context.ts';
import { findScene, listScenes } from './vr.repository.ts';

/** A scene's display title, for other modules (activity) that mention it. */
export const sceneTitle = async (ctx: AppContext, sceneId: string) => (await findScene(ctx.db, sceneId))?.title ?? null;

/** The VR experiences offered, in their order (the assistant lists them). */
export const scenes = async (ctx: AppContext) =>
  (await listScenes(ctx.db)).map(({ id, title, description }) => ({ id, title, description }));
