import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { App } from '../../lib/route-types.ts';
import { ping } from './health.repository.ts';

export async function healthRoutes(app: App, ctx: AppContext) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get(
    '/readyz',
    {
      schema: {
        hide: true,
        response: { 200: z.object({ status: z.string() }), 503: z.object({ status: z.string() }) },
      },
    },
    async (_req, reply) => {
      try {
        await ping(ctx.db);
        return { status: 'ready' };
      } catch {
        return reply.code(503).send({ status: 'database unreachable' });
      }
    },
  );
}
