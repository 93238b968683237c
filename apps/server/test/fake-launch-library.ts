import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

export const HOUR = 3_600_000;

/** A launch as Launch Library 2 lists it: a Falcon 9 from SLC-40, `extra` overriding any field. */
export const ll2Launch = (id: string, netMs: number, status = 'Go', extra: Record<string, unknown> = {}) => ({
  id,
  url: `https://ll.thespacedevs.com/2.2.0/launch/${id}/`,
  name: `Falcon 9 Block 5 | Mission ${id}`,
  status: { id: 1, name: status === 'Go' ? 'Go for Launch' : status, abbrev: status },
  net: new Date(netMs).toISOString(),
  window_start: new Date(netMs).toISOString(),
  window_end: new Date(netMs + HOUR).toISOString(),
  launch_service_provider: { id: 121, name: 'SpaceX', type: 'Commercial' },
  rocket: { id: 1, configuration: { id: 164, name: 'Falcon 9', full_name: 'Falcon 9 Block 5' } },
  mission: { id: 9, name: `Mission ${id}`, description: 'Test', type: 'Communications', orbit: { name: 'LEO' } },
  pad: { id: 80, name: 'SLC-40', location: { id: 12, name: 'Cape Canaveral, FL, USA' } },
  ...extra,
});

/**
 * A local Launch Library 2 source for one test file, started before its tests and closed after: `respond` answers
 * each request path (undefined: 404). `base` is its URL once started.
 */
export function fakeLaunchLibrary(respond: (path: string) => { status?: number; body: unknown } | undefined) {
  const source = { base: '' };
  let server: Server;
  beforeAll(async () => {
    server = createServer((req, res) => {
      const r = respond(req.url ?? '');
      res.writeHead(r?.status ?? (r ? 200 : 404), { 'content-type': 'application/json' });
      res.end(r ? (typeof r.body === 'string' ? r.body : JSON.stringify(r.body)) : '{}');
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    source.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((ok) => server.close(() => ok())));
  return source;
}
