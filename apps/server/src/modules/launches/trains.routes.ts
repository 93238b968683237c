import { LaunchTrains } from '@cosmos/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { problems, type App } from '../../lib/route-types.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import type { SkyEngine } from '../../sky/engine.ts';
import { launchTrains } from './trains.service.ts';

const TrainsQuery = z.object({
  locationId: z.string().uuid().optional().describe('a saved place; default: the default one'),
});

export async function trainsRoutes(app: App, ctx: AppContext, engine: SkyEngine) {
  app.get(
    '/api/launches/trains',
    {
      onRequest: authenticated,
      schema: {
        tags: ['launches'],
        security: [{ bearer: [] }],
        querystring: TrainsQuery,
        description:
          'Launch trains: objects launched in the last 14 days still strung together along one orbit, each with its lead\'s visible passes over the user\'s place in the next 2 days. Elements from SUPGP_URL when configured, else the catalogue; the bundled sample train (`source: "sample"`) when neither has one.',
        response: { 200: LaunchTrains, ...problems(400, 401) },
      },
    },
    async (req) => launchTrains(ctx, engine, requireUser(req).id, req.query.locationId),
  );
}
