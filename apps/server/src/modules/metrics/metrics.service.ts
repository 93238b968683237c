import { timingSafeEqual, hash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { forbidden, unauthorized } from '../../lib/errors.ts';
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

const PROXY_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-real-ip',
  'x-forwarded-host',
  'x-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
];
const LOOPBACK = /^(?:127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const digest = (s: string) => hash('sha256', s, 'buffer');

/**
 * Who may read /metrics: with METRICS_TOKEN, whoever sends it as a bearer token; without it, only
 * a client on this machine, judged by the socket's address and never by a header, and not through
 * a proxy on this machine (a request carrying any proxy header is refused).
 */
export function assertMetricsAccess(req: FastifyRequest, config: Pick<Config, 'METRICS_TOKEN'>) {
  if (config.METRICS_TOKEN) {
    const given = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
    // Equal-length digests: the comparison takes the same time whatever was sent.
    if (!timingSafeEqual(digest(given), digest(config.METRICS_TOKEN)))
      throw unauthorized('Send the metrics token as a bearer token');
    return;
  }
  const proxied = PROXY_HEADERS.some((h) => req.headers[h] !== undefined);
  if (proxied || !LOOPBACK.test(req.socket.remoteAddress ?? ''))
    throw forbidden('Metrics are served only to this machine; set METRICS_TOKEN to read them from elsewhere');
}
