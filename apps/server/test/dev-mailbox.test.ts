import { describe, expect, it } from 'vitest';
import { startTestApp } from './harness.ts';

const t = await startTestApp(); // NODE_ENV=test, no SMTP: the mailbox is on

describe('development mailbox', () => {
  it('is readable from the machine itself', async () => {
    const res = await t.app.inject({ url: '/dev/mailbox', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
  });
  it('answers 404 to anyone else, and to requests through a proxy: it holds every reset link', async () => {
    const u = await t.register();
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: u.email } });
    for (const r of [{ remoteAddress: '10.1.2.3' }, { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } }]) {
      const res = await t.app.inject({ url: '/dev/mailbox', ...r });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('reset-password');
    }
  });
});
