import { ExportBody } from '@cosmos/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { problems, type App } from '../../lib/route-types.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import { limitUser } from '../auth/guards.ts';
import type { SkyEngine } from '../../sky/engine.ts';
import { createExport } from './exports.service.ts';

/** Server-side bulk exports (Pro and up); the answer is the file itself and counts against the data quota. */
export async function exportsRoutes(app: App, ctx: AppContext, engine: SkyEngine) {
  app.post(
    '/api/exports',
    {
      preHandler: authenticated,
      config: { metered: true },
      schema: {
        tags: ['exports'],
        security: [{ bearer: [] }, { apiKey: [] }],
        description: [
          'States of the chosen objects (`ids`: any id the API knows, e.g. sat-25544, mars, star-32349), or one `type`, or the whole catalogue, from `from` to `to` every `stepMinutes`, with the chosen fields, as JSON, CSV or XML. At most 50,000 rows (objects × times). Accepts a session or an `x-api-key`.',
          'Each row has a `frame`: TEME (satellites, SGP4; x,y,z km, vx,vy,vz km/s, Earth-centred), HELIO_EQJ2000 (Sun, planets, moons, asteroids, comets; AU and AU/day) or ICRS (stars, deep-sky objects; ra_deg, dec_deg, distance_ly, static over time).',
          "Fields that do not apply to a row's frame are empty (null in JSON). mass kg, radius km, temperature K (empty when unknown).",
          'When SGP4 cannot place a satellite at a time, the row is kept with an empty position and the reason in `error`; the JSON header and XML root count them as `sgp4Errors`.',
        ].join(' '),
        body: ExportBody,
        response: { 200: z.string().describe('the export file'), ...problems(400, 401, 403, 429) },
      },
    },
    async (req, reply) => {
      const userId = requireUser(req).id;
      await limitUser(ctx, reply, 'export', userId);
      const file = await createExport(ctx, engine, userId, req.body);
      return reply
        .type(file.type)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.content);
    },
  );
}
