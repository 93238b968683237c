import { createServer } from 'node:net';

/** A loopback port that was free a moment ago: for a process a test starts, or, left closed, one nothing answers on. */
export const freePort = () =>
  new Promise<number>((res) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => res(p));
    });
  });
