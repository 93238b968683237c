import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { rateHeaders, rateLimited } from '../lib/errors.ts';
import { MemoryBuckets } from '../lib/memory-bucket.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** One encoded document: the bytes in each encoding, and the ETag of their content. */
interface Encoded {
  type: string;
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** Compressed once, in libuv's pool (not on the event loop); brotli 9 is nearly 11's size at a tenth of its time. */
async function encode(text: string, type: string): Promise<Encoded> {
  const identity = Buffer.from(text);
  const [br, gzip] = await Promise.all([
    brotli(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
    gz(identity, { level: 9 }),
  ]);
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`;
  return { type, etag, identity, br, gzip };
}

/** The best encoding the client accepts (q > 0), brotli first. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

/** Per address, per process: a page of the API reference fetches the document once; a flood gets 429. */
export const OPENAPI_BUCKET = { capacity: 20, perSecond: 0.5 };

/**
 * OpenAPI 3.1 generated from the zod route schemas; served at /api/openapi.json with a reference UI at /api/docs
 * (which reads /api/docs/json). The document is about 500 KB: building and compressing it cost ~90 ms of event
 * loop per request, so 10 anonymous connections slowed everyone (issue 30, N2). Now it is built once per process
 * (before listening, by main.ts; in tests on the first request), compressed once,
 * served with an ETag (304 on If-None-Match) and rate-limited per address, so an answer costs about what a
 * static file does.
 */
export async function registerOpenApi(app: FastifyInstance) {
  const buckets = new MemoryBuckets(OPENAPI_BUCKET);
  let json: Promise<Encoded> | undefined;
  let yaml: Promise<Encoded> | undefined;
  const documents = {
    json: () => (json ??= encode(JSON.stringify(app.swagger()), 'application/json; charset=utf-8')),
    yaml: () => (yaml ??= encode(app.swagger({ yaml: true }), 'application/x-yaml; charset=utf-8')),
  };

  const serve = async (req: FastifyRequest, reply: FastifyReply, which: keyof typeof documents) => {
    const r = buckets.take(req.ip);
    if (!r.allowed) throw rateLimited(r.resetSeconds, r.limit);
    const doc = await documents[which]();
    reply
      .headers(rateHeaders(r.limit, r.remaining, r.resetSeconds))
      .header('etag', doc.etag)
      .header('vary', 'accept-encoding')
      .header('cache-control', 'public, max-age=0, must-revalidate');
    const given = req.headers['if-none-match'];
    if (given && given.split(',').some((t) => t.trim().replace(/^W\//, '') === doc.etag)) return reply.code(304).send();
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.type(doc.type).send(doc[encoding]);
  };

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Cosmos API',
        version: '1.0.0',
        description:
          'Satellites, the solar system and the stars, accounts, subscriptions and support. Errors are RFC 9457 problem+json.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'Session token from /api/auth/login' },
          apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key', description: 'Personal API key (Enterprise)' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list' },
    // The UI's own copies of the document get the same once-built, rate-limited answer.
    uiHooks: {
      onRequest: async (req, reply) => {
        const path = req.url.split('?')[0];
        if (path === '/api/docs/json') return serve(req, reply, 'json');
        if (path === '/api/docs/yaml') return serve(req, reply, 'yaml');
      },
    },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, (req, reply) => serve(req, reply, 'json'));
  app.decorate('buildOpenApi', async () => void (await documents.json()));
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Builds and compresses the JSON document now. main.ts calls it before listening: the build holds the event
     * loop for a second or more (every route's schema), which the first request would otherwise wait behind —
     * with everyone else's. Tests leave it to the first request.
     */
    buildOpenApi(): Promise<void>;
  }
}
