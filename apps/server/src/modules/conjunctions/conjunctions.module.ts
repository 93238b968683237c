/** Wires conjunction screening: the job (after catalogue changes, on admin demand), its routes, and follows. */
import type { AppContext } from '../../context.ts';
import { startConjunctionJob } from '../../jobs/conjunction-screen.ts';
import type { App } from '../../lib/route-types.ts';
import type { SkyEngine } from '../../sky/engine.ts';
import { followsRoutes } from '../follows/follows.routes.ts';
import { conjunctionsRoutes } from './conjunctions.routes.ts';

export async function conjunctionsModule(app: App, ctx: AppContext, engine: SkyEngine) {
  const job = startConjunctionJob(ctx, engine);
  await conjunctionsRoutes(app, ctx, job);
  await followsRoutes(app, ctx, engine);
  app.addHook('onClose', () => job.stop());
  return job;
}
