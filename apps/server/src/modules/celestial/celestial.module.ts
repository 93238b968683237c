/**
 * Wires the sky around the process's engine (the catalogue cache app.ts builds): the worker ticker, the REST routes
 * and the socket channels. The catalogue jobs that keep the engine current start in app.ts with the other jobs.
 */
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import type { App } from '../../lib/route-types.ts';
import type { Gateway } from '../../realtime/gateway.ts';
import { registerSkyChannel } from '../../realtime/sky-channel.ts';
import type { SkyEngine } from '../../sky/engine.ts';
import { SkyTicker } from '../../sky/ticker.ts';
import { catalogRoutes } from '../catalog/catalog.routes.ts';
import { celestialRoutes } from './celestial.routes.ts';
import { closeAllStreams } from './celestial.stream.ts';
import { skyRoutes } from './sky.routes.ts';
import { observerRoutes } from '../observer/observer.routes.ts';

export async function skyModule(app: App, ctx: AppContext, gateway: Gateway, engine: SkyEngine) {
  const ticker = new SkyTicker(engine, ctx.log);
  const stopChannel = registerSkyChannel(ctx, gateway, engine, ticker);
  await celestialRoutes(app, ctx, engine);
  await skyRoutes(app, ctx, engine, ticker);
  await observerRoutes(app, ctx, engine, ticker);
  // Own scope: the import's 64 MB text/csv and geo+json parsers stay local to the catalogue routes;
  // every other route keeps BODY_LIMIT and the JSON parser.
  await app.register(async (scope) => {
    await catalogRoutes(scope.withTypeProvider<ZodTypeProvider>() as unknown as App, ctx, engine);
  });
  app.addHook('onClose', async () => {
    stopChannel();
    await closeAllStreams();
    await ticker.close();
  });
  return { engine, ticker };
}
