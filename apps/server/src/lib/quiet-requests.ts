/**
 * Requests not worth a log line each: probes and scrapes that arrive every few seconds, and static
 * files (a page view fetches dozens). Page views, API calls and their errors are still logged, and
 * /metrics counts everything.
 */
const PROBES = new Set(['/healthz', '/readyz', '/metrics']);
const STATIC = /^\/(?:assets\/|api\/docs\/static\/)|^\/(?!api\/)[^?]*\.[a-z0-9]{1,8}$/i;

export function isQuietRequest(req: { url?: string }): boolean {
  const path = (req.url ?? '').split('?')[0]!;
  return PROBES.has(path) || STATIC.test(path);
}
