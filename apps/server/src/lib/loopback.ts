/**
 * One rule for what only the machine itself may read (the dev mailbox, /metrics without METRICS_TOKEN):
 * - the socket's own address is loopback (never req.ip, which TRUST_PROXY takes from a header);
 * - no proxy header of any kind: a reverse proxy on this machine would make every visitor look local;
 * - the Host header names a loopback host on the port the connection arrived on. A web page on
 *   `rebind.attacker.example` whose name the attacker re-points at 127.0.0.1 (DNS rebinding) reaches this
 *   port from the victim's browser with its own name in Host, and is refused (issue 30, N7 and N10).
 */
import type { IncomingHttpHeaders } from 'node:http';

/** What the rule reads from a request: Fastify's request and Node's IncomingMessage both have it. */
export interface LoopbackCandidate {
  headers: IncomingHttpHeaders;
  socket: { remoteAddress?: string; localPort?: number };
}

const LOOPBACK_ADDRESS = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Headers proxies and CDNs add; X-Forwarded-* is matched by prefix. */
export const PROXY_HEADERS = [
  'forwarded',
  'via',
  'x-real-ip',
  'x-client-ip',
  'client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-cluster-client-ip',
  'x-original-forwarded-for',
  'x-original-host',
  'x-host',
] as const;

export const isLoopbackAddress = (address: string | undefined) => LOOPBACK_ADDRESS.test(address ?? '');

export const carriesProxyHeader = (headers: IncomingHttpHeaders) =>
  PROXY_HEADERS.some((h) => headers[h] !== undefined) || Object.keys(headers).some((h) => h.startsWith('x-forwarded-'));

/** Host is `localhost`, `127.0.0.1` or `[::1]`, with the port the connection arrived on (80 when Host names none). */
export function isLoopbackHost(host: string | undefined, localPort: number | undefined): boolean {
  const m = /^(\[[^\]]+\]|[^:]+)(?::(\d{1,5}))?$/.exec((host ?? '').trim().toLowerCase());
  if (!m || !LOOPBACK_NAMES.has(m[1]!)) return false;
  // A request injected in process (tests) has no local port; every network request has one.
  return localPort === undefined || Number(m[2] ?? 80) === localPort;
}

export const fromThisMachine = (req: LoopbackCandidate) =>
  isLoopbackAddress(req.socket.remoteAddress) &&
  !carriesProxyHeader(req.headers) &&
  isLoopbackHost(req.headers.host, req.socket.localPort);
