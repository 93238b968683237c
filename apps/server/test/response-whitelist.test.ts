/** Responses carry only what their schema names: no session id, hash or internal column slips out. */
import { describe, expect, it } from 'vitest';
import { startTestApp } from './harness.ts';

const t = await startTestApp();

describe('response whitelisting', () => {
  it('user presentations never carry the session id, password hash or other internals', async () => {
    const u = await t.register();
    for (const url of ['/api/auth/me', '/api/auth/sessions', '/api/subscription/current', '/api/support/tickets']) {
      const body = (await t.app.inject({ url, headers: u.auth })).body;
      expect(body, url).not.toMatch(/sessionId|password|_hash|token_hash|secret/i);
    }
    const profile = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: u.auth,
      payload: { firstName: 'A', lastName: 'B' },
    });
    expect(profile.body).not.toMatch(/sessionId|password|_hash/i);
  });
});
