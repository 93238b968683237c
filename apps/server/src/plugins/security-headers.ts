import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Helmet with a CSP the SPA works under: no inline scripts; inline styles for MUI's emotion. */
export async function registerSecurityHeaders(app: FastifyInstance, opts: { hsts?: boolean } = {}) {
  await app.register(helmet, {
    // The swagger UI sets its own CSP with hashes for its page.
    enableCSPNonces: false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // HSTS only means something over TLS; a proxy that terminates TLS adds it, or we do when PUBLIC_URL is https.
    strictTransportSecurity: opts.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  // Answers about accounts, sessions and codes must not sit in a shared or browser cache.
  app.addHook('onSend', async (req, reply) => {
    if (req.url.startsWith('/api/auth/') || req.url.startsWith('/dev/')) reply.header('cache-control', 'no-store');
  });
}
