/**
 * Slow and numerous connections (issue 12): 20,000 connections sending one body byte every 5 s
 * exhausted the file descriptors. Each phase of a connection gets a deadline, idle connections are
 * closed, and the process and each client address hold a bounded number of connections.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';

/** Fastify server options for the timeouts; Node checks them every connectionsCheckingInterval. */
export function serverTimeouts(config: Config): Pick<
  FastifyServerOptions,
  'requestTimeout' | 'keepAliveTimeout' | 'connectionTimeout'
> & {
  http: Record<string, number>;
} {
  return {
    requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    connectionTimeout: config.HTTP_IDLE_TIMEOUT_MS,
    http: {
      headersTimeout: config.HTTP_HEADERS_TIMEOUT_MS,
      // Node's default checks every 30 s, which lets a slow client outlive its deadline by that much.
      connectionsCheckingInterval: Math.max(250, Math.min(2000, Math.floor(config.HTTP_HEADERS_TIMEOUT_MS / 2))),
    },
  };
}

/** Caps open connections for the process and, where the address is the client's own, per address. */
export function limitConnections(server: Server, config: Config, log: Logger) {
  server.maxConnections = config.HTTP_MAX_CONNECTIONS;
  const perAddress = config.TRUST_PROXY ? 0 : config.HTTP_MAX_CONNECTIONS_PER_ADDRESS;
  if (perAddress === 0) return;
  const open = new Map<string, number>();
  let warned = 0;
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const n = (open.get(address) ?? 0) + 1;
    if (n > perAddress) {
      if (Date.now() - warned > 60_000) {
        warned = Date.now();
        log.warn({ address, limit: perAddress }, 'connection refused: too many open connections from one address');
      }
      socket.destroy();
      return;
    }
    open.set(address, n);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
