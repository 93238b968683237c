/** Double submits and concurrent writes: one wins, the other is told so, and nothing is left half-done. */
import { describe, expect, it } from 'vitest';
import { codeFor, post } from './security-helpers.ts';
import { startTestApp } from './harness.ts';

const t = await startTestApp();

describe('races', () => {
  it('2FA confirm sent twice: one answer carries the recovery codes that work, the other is 409', async () => {
    const u = await t.register();
    const { secret } = (await post(t, '/api/auth/mfa/setup', { password: u.password }, u.auth)).json();
    const code = codeFor(secret);
    const [a, b] = await Promise.all([
      post(t, '/api/auth/mfa/enable', { code }, u.auth),
      post(t, '/api/auth/mfa/enable', { code }, u.auth),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const codes = (a.statusCode === 200 ? a : b).json().recoveryCodes as string[];
    const login = await post(t, '/api/auth/login', { email: u.email, password: u.password });
    const mfa = await post(t, '/api/auth/login/mfa', { challengeToken: login.json().challengeToken, code: codes[0] });
    expect(mfa.statusCode).toBe(200);
  });

  it('settings saved twice at once with different keys keep both', async () => {
    const u = await t.register();
    await Promise.all([
      t.app.inject({ method: 'PUT', url: '/api/settings', headers: u.auth, payload: { darkMode: false } }),
      t.app.inject({ method: 'PUT', url: '/api/settings', headers: u.auth, payload: { volume: 12 } }),
    ]);
    const s = (await t.app.inject({ url: '/api/settings', headers: u.auth })).json();
    expect(s).toMatchObject({ darkMode: false, volume: 12 });
  });
});
