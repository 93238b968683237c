import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { mailboxEnabled } from '../src/modules/mail/mail.service.ts';
import { startTestApp } from './harness.ts';

const t = await startTestApp(); // NODE_ENV=test, no SMTP, no DATABASE_URL: the mailbox is on
afterAll(() => t.app.close());

/** A real request over loopback TCP with the Host header a browser would send for `host`. */
const get = (port: number, path: string, host: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });

describe('development mailbox', () => {
  it('is readable from the machine itself', async () => {
    const res = await t.app.inject({ url: '/dev/mailbox', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
  });

  it('answers 404 to anyone else, and to requests carrying any proxy header: it holds every reset link', async () => {
    const u = await t.register();
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: u.email } });
    const proxied = [
      'x-forwarded-for',
      'x-forwarded-host',
      'x-forwarded-proto',
      'x-real-ip',
      'forwarded',
      'via',
      'true-client-ip',
      'cf-connecting-ip',
    ];
    const requests = [
      { remoteAddress: '10.1.2.3' },
      ...proxied.map((h) => ({
        remoteAddress: '127.0.0.1',
        headers: { [h]: h === 'via' ? '1.1 proxy' : '127.0.0.1' },
      })),
    ];
    for (const r of requests) {
      const res = await t.app.inject({ url: '/dev/mailbox', ...r });
      expect(res.statusCode, JSON.stringify(r)).toBe(404);
      expect(res.body).not.toContain('reset-password');
    }
  });

  it('issue 30 N7 + N10: refuses a DNS-rebinding Host on a loopback socket, for the mailbox and /metrics alike', async () => {
    const u = await t.register();
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: u.email } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `LocalHost:${port}`]) {
      const mailbox = await get(port, '/dev/mailbox', host);
      expect(mailbox.status, host).toBe(200);
      expect(mailbox.body).toContain('reset-password');
      expect((await get(port, '/metrics', host)).status, host).toBe(200);
    }
    // The attacker's name re-pointed at 127.0.0.1, a loopback name on another port (a second server that
    // forwards), and a name that only starts like localhost: all refused, as from another machine.
    for (const host of [
      `rebind.attacker.example:${port}`,
      `localhost:${port + 1}`,
      'localhost',
      `localhost.attacker.example:${port}`,
    ]) {
      const mailbox = await get(port, '/dev/mailbox', host);
      expect(mailbox.status, host).toBe(404);
      expect(mailbox.body).not.toContain('reset-password');
      const metrics = await get(port, '/metrics', host);
      expect(metrics.status, host).toBe(403);
      expect(metrics.body).not.toContain('http_request_duration_seconds');
    }
  });

  it('is on by default only for the embedded demo; DEV_MAILBOX turns it on or off explicitly; never with SMTP', () => {
    const on = (env: Record<string, string>) => mailboxEnabled({ config: loadConfig(env) } as never);
    expect(on({})).toBe(true);
    expect(on({ NODE_ENV: 'production' })).toBe(false);
    expect(on({ DATABASE_URL: 'postgres://db.example.test/cosmos' })).toBe(false);
    expect(on({ NODE_ENV: 'production', DEV_MAILBOX: 'true' })).toBe(true);
    expect(on({ DATABASE_URL: 'postgres://db.example.test/cosmos', DEV_MAILBOX: '1' })).toBe(true);
    expect(on({ DEV_MAILBOX: 'false' })).toBe(false);
    expect(on({ DEV_MAILBOX: 'true', SMTP_URL: 'smtp://mail.example.test' })).toBe(false);
  });
});
