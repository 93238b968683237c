/** A place's horizon profile: read, draw, import (HeyWhatsThat, PVGIS), or flatten. */
import { HorizonImportQuery, HorizonProfile, PlaceIdParam, PutHorizonBody } from '@cosmos/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { problems, type App } from '../../lib/route-types.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import * as service from './horizons.service.ts';

const tags = ['places'];
const security = [{ bearer: [] }];
const ImportBody = z.object({ text: z.string().min(1, 'the file is empty').max(512_000) });

export async function horizonsRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/places/:id/horizon',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        params: PlaceIdParam,
        response: { 200: HorizonProfile, ...problems(400, 401, 404) },
        description:
          "The place's horizon profile (altitude of the skyline by azimuth); `source: flat` when it has none.",
      },
    },
    async (req) => service.getHorizon(ctx, requireUser(req).id, req.params.id),
  );
  app.put(
    '/api/places/:id/horizon',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        params: PlaceIdParam,
        body: PutHorizonBody,
        response: { 200: HorizonProfile, ...problems(400, 401, 404) },
      },
    },
    async (req) => service.drawHorizon(ctx, requireUser(req).id, req.params.id, req.body.points),
  );
  app.post(
    '/api/places/:id/horizon/import',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        params: PlaceIdParam,
        querystring: HorizonImportQuery,
        body: ImportBody,
        response: { 200: HorizonProfile, ...problems(400, 401, 404) },
        description:
          'Imports a horizon file given as `text`: HeyWhatsThat CSV (azimuth and altitude columns, or bare pairs) or PVGIS (the printhorizon table or its JSON; azimuth from south turned to north-based). A line that cannot be read answers 400 naming it.',
      },
    },
    async (req) => service.importHorizon(ctx, requireUser(req).id, req.params.id, req.body.text, req.query.format),
  );
  app.delete(
    '/api/places/:id/horizon',
    {
      onRequest: authenticated,
      schema: { tags, security, params: PlaceIdParam, response: { 204: z.null(), ...problems(400, 401, 404) } },
    },
    async (req, reply) => {
      await service.flattenHorizon(ctx, requireUser(req).id, req.params.id);
      return reply.code(204).send(null);
    },
  );
}
