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
    await t.app.inject({ url: `/api/feeds/${secret}w.ics` }); // the private calendar feed: the secret is the path
    const all = logLines.join('');
    expect(all).toContain('/reset-password');
    expect(all).not.toContain(secret);
    expect(all).toContain('q=cancel'); // harmless parameters stay readable
  });
});

describe('one line per request', () => {
  it('says method, URL, status and time, and nothing of the body or the reply (passwords stay out)', async () => {
    const password = 'Hunter2-is-not-a-good-password';
    const before = logLines.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-request-id': 'one-line-test' },
      payload: { email: 'nobody@example.test', password },
    });
    expect(res.statusCode).toBe(401);
    const lines = logLines
      .slice(before)
      .join('')
      .split('\n')
      .filter((l) => l.includes('"one-line-test"'))
      .map((l) => JSON.parse(l));
    const request = lines.filter((l) => l.msg === 'request completed' || l.msg === 'incoming request');
    expect(request).toHaveLength(1);
    expect(request[0]).toMatchObject({
      reqId: 'one-line-test',
      req: { method: 'POST', url: '/api/auth/login' },
      res: { statusCode: 401 },
      msg: 'request completed',
    });
    expect(Object.keys(request[0].res)).toEqual(['statusCode']);
    expect(JSON.stringify(lines)).not.toContain(password);
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
