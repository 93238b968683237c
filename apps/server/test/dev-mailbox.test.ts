import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { mailboxEnabled } from '../src/modules/mail/mail.service.ts';
import { startTestApp } from './harness.ts';

const t = await startTestApp(); // NODE_ENV=test, no SMTP, no DATABASE_URL: the mailbox is on

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
