import { describe, expect, it } from 'vitest';
import { logLines, startTestApp } from './harness.ts';

const t = await startTestApp();

describe('request logs', () => {
  it('never carry a token from a query string (email links, SSE stream URLs)', async () => {
    const secret = 'QmFzZTY0LXNlY3JldC10b2tlbi12YWx1ZQ';
    await t.app.inject({ url: `/reset-password?token=${secret}` });
    await t.app.inject({ url: `/verify-email?email=a%40b.test&token=${secret}x` });
    await t.app.inject({ url: `/api/celestial-data/iss/events?token=${secret}y` });
    await t.app.inject({ url: `/api/support/search?q=cancel&api_key=${secret}z` });
    const all = logLines.join('');
    expect(all).toContain('/reset-password');
    expect(all).not.toContain(secret);
    expect(all).toContain('q=cancel'); // harmless parameters stay readable
  });
});

describe('request ids', () => {
  it('keep a well-formed x-request-id and replace a hostile one', async () => {
    const ok = await t.app.inject({ url: '/api/nope', headers: { 'x-request-id': 'lb-1234.abc' } });
    expect(ok.json().requestId).toBe('lb-1234.abc');
    for (const bad of ['x'.repeat(5000), 'a b\tc', '<script>', 'ü']) {
      const res = await t.app.inject({ url: '/api/nope', headers: { 'x-request-id': bad } });
      expect(res.json().requestId).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
