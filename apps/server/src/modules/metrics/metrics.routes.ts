import type { AppContext } from '../../context.ts';
import { registry } from '../../lib/metrics.ts';
import type { App } from '../../lib/route-types.ts';
import { assertMetricsAccess } from './metrics.service.ts';

/** Prometheus text exposition of this process's metrics (lib/metrics.ts). */
export async function metricsRoutes(app: App, ctx: AppContext) {
  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    assertMetricsAccess(req, ctx.config);
    const body = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(body);
  });
}
