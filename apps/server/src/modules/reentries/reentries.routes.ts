import { ReentryList, ReentryQuery } from '@cosmos/contracts';
import type { Db } from '../../db/client.ts';
import { problems, type App } from '../../lib/route-types.ts';
import { authenticated } from '../../plugins/auth.ts';
import type { SkyEngine } from '../../sky/engine.ts';
import { list, type DecayedSource } from './reentries.service.ts';

export async function reentriesRoutes(app: App, db: Db, engine: SkyEngine, decayed: DecayedSource) {
  app.get(
    '/api/reentries',
    {
      onRequest: authenticated,
      schema: {
        tags: ['reentries'],
        security: [{ bearer: [] }],
        description:
          'Objects whose orbit is decaying, with a predicted re-entry window (soonest first), and objects known to have decayed.',
        querystring: ReentryQuery,
        response: { 200: ReentryList, ...problems(400, 401) },
      },
    },
    async (req) => list(engine, db, decayed, req.query),
  );
}
