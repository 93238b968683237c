import { describe, expect, it } from 'vitest';
import { fromThisMachine, isLoopbackHost } from './loopback.ts';

const req = (host: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1', localPort = 3000) => ({
  headers: { host, ...headers },
  socket: { remoteAddress, localPort },
});

describe('issue 30 N7 + N10: one loopback rule for the dev mailbox and /metrics', () => {
  it('accepts a loopback name on the listening port, from a loopback socket, with no proxy header', () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'LOCALHOST:3000'])
      expect(fromThisMachine(req(host)), host).toBe(true);
    expect(fromThisMachine(req('[::1]:3000', {}, '::1'))).toBe(true);
    expect(fromThisMachine(req('localhost', {}, '127.0.0.1', 80))).toBe(true); // no port in Host means 80
  });

  it('refuses rebinding names, other ports, remote sockets and every proxy header', () => {
    for (const host of [
      'rebind.attacker.example:3000',
      'localhost:3001',
      'localhost',
      '127.0.0.2:3000',
      '',
      'localhost.:3000',
    ])
      expect(fromThisMachine(req(host)), host).toBe(false);
    expect(fromThisMachine(req('localhost:3000', {}, '10.0.0.7'))).toBe(false);
    for (const h of ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-anything', 'forwarded', 'via', 'x-real-ip'])
      expect(fromThisMachine(req('localhost:3000', { [h]: '127.0.0.1' })), h).toBe(false);
  });

  it('checks only the name for a request injected in process, which has no local port', () => {
    expect(isLoopbackHost('localhost:80', undefined)).toBe(true);
    expect(isLoopbackHost('rebind.attacker.example:80', undefined)).toBe(false);
  });
});
