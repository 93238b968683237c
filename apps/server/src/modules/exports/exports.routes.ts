import { ExportBody } from '@cosmos/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { problems, type App } from '../../lib/route-types.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import { limitUser } from '../auth/guards.ts';
import { createExport } from './exports.service.ts';

/** Server-side bulk exports (Pro and up); the answer is the file itself and counts against the data quota. */
export async function exportsRoutes(app: App, ctx: AppContext) {
  app.post(
    '/api/exports',
    {
      preHandler: authenticated,
      config: { metered: true },
      schema: {
        tags: ['exports'],
        security: [{ bearer: [] }, { apiKey: [] }],
        description: 'Positions of the chosen objects (or the whole catalogue, or one type) from `from` to `to` every `stepMinutes`, with the chosen fields, as JSON, CSV or XML. Accepts a session or an `x-api-key`.',
        body: ExportBody,
        response: { 200: z.string().describe('the export file'), ...problems(400, 401, 403, 429) },
      },
    },
    async (req, reply) => {
      const userId = requireUser(req).id;
      await limitUser(ctx, reply, 'export', userId);
      const file = await createExport(ctx, userId, req.body);
      return reply.type(file.type).header('content-disposition', `attachment; filename="${file.filename}"`).header('cache-control', 'no-store').send(file.content);
    },
  );
}
