/** Wires the sky: engine (catalogue cache), worker ticker, catalogue jobs, REST routes and socket channels. */
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { startCatalogJobs } from '../../jobs/catalog-refresh.ts';
import type { App } from '../../lib/route-types.ts';
import type { Gateway } from '../../realtime/gateway.ts';
import { registerSkyChannel } from '../../realtime/sky-channel.ts';
import { SkyEngine } from '../../sky/engine.ts';
import { SkyTicker } from '../../sky/ticker.ts';
import { catalogRoutes } from '../catalog/catalog.routes.ts';
import { celestialRoutes } from './celestial.routes.ts';
import { closeAllStreams } from './celestial.stream.ts';
import { skyRoutes } from './sky.routes.ts';
import { observerRoutes } from '../observer/observer.routes.ts';

export async function skyModule(app: App, ctx: AppContext, gateway: Gateway) {
  const engine = new SkyEngine(ctx.db);
  const ticker = new SkyTicker(engine, ctx.log);
  const jobs = await startCatalogJobs(ctx, engine);
  const stopChannel = registerSkyChannel(ctx, gateway, engine, ticker);
  // Own scope: the import's text/csv and geo+json parsers stay local to these routes.
  await app.register(async (scope) => {
    const s = scope.withTypeProvider<ZodTypeProvider>() as unknown as App;
    await celestialRoutes(s, ctx, engine);
    await catalogRoutes(s, ctx, engine);
    await skyRoutes(s, ctx, engine, ticker);
    await observerRoutes(s, ctx, engine, ticker);
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    stopChannel();
    await closeAllStreams();
    await ticker.close();
  });
  return { engine, ticker };
}
