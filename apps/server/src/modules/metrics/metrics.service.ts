import { timingSafeEqual, hash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { forbidden, unauthorized } from '../../lib/errors.ts';
import { fromThisMachine } from '../../lib/loopback.ts';
import { countSockets, httpDuration } from '../../lib/metrics.ts';
import type { Gateway } from '../../realtime/gateway.ts';

/**
 * Times every answer by route pattern: `/api/support/tickets/:id`, never the raw URL, so a
 * scanner cannot make a label per path. Unmatched requests share one label.
 */
export function instrumentHttp(app: FastifyInstance, gateway: Gateway): () => void {
  app.addHook('onResponse', async (req, reply) => {
    httpDuration.observe(
      { method: req.method, route: req.routeOptions.url ?? 'unmatched', status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  return countSockets(() => gateway.io.engine.clientsCount);
}

const digest = (s: string) => hash('sha256', s, 'buffer');

/**
 * Who may read /metrics: with METRICS_TOKEN, whoever sends it as a bearer token; without it, only a
 * client on this machine, by the same rule as the dev mailbox (lib/loopback.ts: loopback socket, no
 * proxy header, a loopback Host on this port).
 */
export function assertMetricsAccess(req: FastifyRequest, config: Pick<Config, 'METRICS_TOKEN'>) {
  if (config.METRICS_TOKEN) {
    const given = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
    // Equal-length digests: the comparison takes the same time whatever was sent.
    if (!timingSafeEqual(digest(given), digest(config.METRICS_TOKEN)))
      throw unauthorized('Send the metrics token as a bearer token');
    return;
  }
  if (!fromThisMachine(req))
    throw forbidden('Metrics are served only to this machine; set METRICS_TOKEN to read them from elsewhere');
}
