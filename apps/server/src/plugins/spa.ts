import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { msg } from '../lib/i18n/index.ts';
import { sendProblem } from './errors.ts';
import { loadFirstPaint } from './first-paint.ts';

export { defaultWebDist } from '../lib/paths.ts';

/**
 * Serves the built SPA; any non-API GET that is not a file gets index.html so client routes work on reload.
 * The build writes `.br` and `.gz` beside each text asset (apps/web/build/precompress.ts); `preCompressed`
 * picks one from Accept-Encoding and answers `Vary: Accept-Encoding`. Hashed assets never change, so
 * they are cached for a year; everything else (index.html above all) revalidates on every visit.
 */
export async function registerSpa(app: FastifyInstance, webDist: string) {
  const hasSpa = existsSync(join(webDist, 'index.html'));
  const firstPaint = hasSpa ? loadFirstPaint(webDist) : undefined;
  // index.html with the first paint for this page and visitor (plugins/first-paint.ts); compressed on the fly. It is
  // read once at start: after rebuilding the web app, restart the server.
  const sendPage = (req: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache');
    if (!firstPaint) return reply.sendFile('index.html');
    const page = firstPaint.render(req.url.split('?')[0]!, req.headers.cookie, req.headers['accept-language']);
    reply.header('vary', 'Cookie, Accept-Language').header('etag', page.etag);
    if (req.headers['if-none-match'] === page.etag) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(page.html);
  };
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: false,
      preCompressed: true,
      // @fastify/static 9 (kept for Node 20) would write its own "public, max-age=0" over ours and does not say that
      // the answer depends on Accept-Encoding: both are set here.
      cacheControl: false,
      setHeaders(res, path) {
        res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
  }
  // The static plugin answers a directory ("/") with 403; the SPA's entry is index.html.
  if (hasSpa) app.get('/', { schema: { hide: true } }, sendPage);
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0]!;
    const isApi = path === '/api' || path.startsWith('/api/') || path.startsWith('/socket.io');
    if (!isApi && hasSpa && (req.method === 'GET' || req.method === 'HEAD') && !/\.[a-z0-9]{1,8}$/i.test(path)) {
      return sendPage(req, reply);
    }
    return sendProblem(reply, req, 404, 'not_found', msg('errors.noRoute', { method: req.method, path }));
  });
}
