import type { AppContext } from '../../context.ts';
import { findScene } from './vr.repository.ts';

/** A scene's display title, for other modules (activity) that mention it. */
export const sceneTitle = async (ctx: AppContext, sceneId: string) => (await findScene(ctx.db, sceneId))?.title ?? null;
