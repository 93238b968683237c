import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers, computed once at start: the policy does not change per request, and running
 * helmet's middleware on every response cost more than the rest of a cached authenticated request.
 */
function staticHelmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (k: string, v: unknown) => void (headers[k.toLowerCase()] = String(v)),
    removeHeader: (k: string) => void delete headers[k.toLowerCase()],
  };
  helmet(options)({} as never, res as never, () => undefined);
  return headers;
}

type Directives = Record<string, string[]>;

function policy(opts: { hsts: boolean; directives: Directives; document: boolean }): Record<string, string> {
  return staticHelmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: opts.directives },
    // HSTS only means something over TLS; a proxy that terminates TLS adds it, or we do when PUBLIC_URL is https.
    strictTransportSecurity: opts.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Headers that only steer documents: opener and agent-cluster isolation, DNS prefetch, legacy IE and Flash switches.
    crossOriginOpenerPolicy: opts.document,
    originAgentCluster: opts.document,
    xDnsPrefetchControl: opts.document,
    xDownloadOptions: opts.document,
    xPermittedCrossDomainPolicies: opts.document,
    xXssProtection: opts.document,
  });
}

/** Documents (the SPA, the mailbox, the API reference): a CSP the SPA works under, no inline scripts, inline styles for MUI's emotion. */
const DOCUMENT_CSP: Directives = {
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
};

/**
 * API answers (JSON, problem+json, files): the OWASP REST set. Nothing may run or load inside an API
 * answer opened as a page, so its CSP is `default-src 'none'`, and the document-only headers are left
 * off, which keeps each small JSON answer about 400 bytes shorter.
 */
const API_CSP: Directives = { defaultSrc: ["'none'"], frameAncestors: ["'none'"] };

const isApi = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/** The path as the router sees it: `/%61pi/auth/me` reaches /api/auth/me and must get its headers. */
function routedPath(url: string) {
  if (!url.includes('%')) return url;
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}

export async function registerSecurityHeaders(app: FastifyInstance, opts: { hsts?: boolean } = {}) {
  const hsts = opts.hsts ?? false;
  const documents = policy({ hsts, directives: DOCUMENT_CSP, document: true });
  const api = policy({ hsts, directives: API_CSP, document: false });
  // Set before the handler runs, so a route with its own policy (the API reference UI) can replace it.
  app.addHook('onRequest', (req, reply, done) => {
    const path = routedPath(req.url);
    reply.headers(isApi(path) ? api : documents);
    reply.header('x-request-id', req.id);
    // Answers about accounts, sessions and codes must not sit in a shared or browser cache.
    if (path.startsWith('/api/auth/') || path.startsWith('/dev/')) reply.header('cache-control', 'no-store');
    done();
  });
}
