import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness.ts';
import { codeFor, countMail, enrolled, forgetUsedSteps, mailTo, post } from '../../../test/security-helpers.ts';
import { endMfaLock } from '../../../test/factories.ts';

const t = await startTestApp();
const { app } = t;

describe('2FA enrolment (ASVS V6.6 TOTP, V6.5 recovery codes)', () => {
  it('needs the current password, shows secret, otpauth URI and QR code; takes effect only after a valid code', async () => {
    const u = await t.register();
    expect((await post(t, '/api/auth/mfa/setup', { password: 'wrong-password-x' }, u.auth)).statusCode).toBe(400);
    const setup = await post(t, '/api/auth/mfa/setup', { password: u.password }, u.auth);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUri, qrCode } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    // Pending only: sign-in still needs no code, settings still off.
    expect((await t.login(u.email, u.password)).token).toBeTruthy();
    expect((await app.inject({ url: '/api/settings', headers: u.auth })).json().twoFactor).toBe(false);

    const wrong = await post(t, '/api/auth/mfa/enable', { code: '000000' }, u.auth);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].field).toBe('code');
    const ok = await post(t, '/api/auth/mfa/enable', { code: codeFor(secret) }, u.auth);
    expect(ok.statusCode).toBe(200);
    const codes = ok.json().recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    codes.forEach((c) => expect(c).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/));
    // Stored hashed only.
    const stored = await t.db.query<{ code_hash: string }>('SELECT code_hash FROM recovery_codes WHERE user_id = $1', [
      u.user.id,
    ]);
    expect(stored).toHaveLength(10);
    expect(stored.map((s) => s.code_hash)).not.toContain(codes[0]);
    expect(stored[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    // The settings flag reflects enrolment; PUT cannot change it.
    expect((await app.inject({ url: '/api/settings', headers: u.auth })).json().twoFactor).toBe(true);
    await app.inject({ method: 'PUT', url: '/api/settings', headers: u.auth, payload: { twoFactor: false } });
    expect((await app.inject({ url: '/api/settings', headers: u.auth })).json().twoFactor).toBe(true);
    expect((await app.inject({ url: '/api/auth/mfa', headers: u.auth })).json()).toEqual({
      enabled: true,
      pending: false,
      recoveryCodesLeft: 10,
    });
    await mailTo(t, u.email, 'security notice');
  });

  it('answers 401 to anonymous callers', async () => {
    expect((await post(t, '/api/auth/mfa/setup', { password: 'x' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/auth/mfa' })).statusCode).toBe(401);
  });
});

describe('sign-in with a second factor (ASVS V6.3 multi-factor, V7.2 new session token)', () => {
  it('returns a challenge, not a session, then a fresh session token after a valid code; refuses replay', async () => {
    const u = await enrolled(t);
    const first = await post(t, '/api/auth/login', { email: u.email, password: u.password });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ mfaRequired: true, challengeToken: expect.any(String) });
    expect(first.json().token).toBeUndefined();
    const { challengeToken } = first.json();
    // The challenge is not a session token.
    expect(
      (await app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${challengeToken}` } })).statusCode,
    ).toBe(401);

    await forgetUsedSteps(t, u.user.id);
    const code = codeFor(u.secret);
    const second = await post(t, '/api/auth/login/mfa', { challengeToken, code });
    expect(second.statusCode).toBe(200);
    const token = second.json().token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(token).not.toBe(u.token);
    expect((await app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(
      200,
    );
    // The challenge is single-use.
    expect((await post(t, '/api/auth/login/mfa', { challengeToken, code })).statusCode).toBe(401);
    // The same code on a new challenge is a replay and is refused.
    const again = (await post(t, '/api/auth/login', { email: u.email, password: u.password })).json();
    const replay = await post(t, '/api/auth/login/mfa', { challengeToken: again.challengeToken, code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('invalid_code');
  });

  it('accepts a recovery code once and refuses it the second time', async () => {
    const u = await enrolled(t);
    const rc = u.recoveryCodes[3]!;
    const c1 = (await post(t, '/api/auth/login', { email: u.email, password: u.password })).json().challengeToken;
    expect((await post(t, '/api/auth/login/mfa', { challengeToken: c1, code: rc.toUpperCase() })).statusCode).toBe(200);
    const c2 = (await post(t, '/api/auth/login', { email: u.email, password: u.password })).json().challengeToken;
    expect((await post(t, '/api/auth/login/mfa', { challengeToken: c2, code: rc })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/auth/mfa', headers: u.auth })).json().recoveryCodesLeft).toBe(9);
  });

  it('locks the second step for 15 minutes after 5 wrong codes, even for a right code (ASVS V6.3.1)', async () => {
    const u = await enrolled(t);
    const ch = (await post(t, '/api/auth/login', { email: u.email, password: u.password })).json().challengeToken;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (await post(t, '/api/auth/login/mfa', { challengeToken: ch, code: String(100000 + i) })).statusCode,
      );
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    await forgetUsedSteps(t, u.user.id);
    const right = await post(t, '/api/auth/login/mfa', { challengeToken: ch, code: codeFor(u.secret) });
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(right.headers['ratelimit-limit']).toBe('5');
    // After the lock has passed the right code works.
    await endMfaLock(t.db, u.user.id);
    expect((await post(t, '/api/auth/login/mfa', { challengeToken: ch, code: codeFor(u.secret) })).statusCode).toBe(
      200,
    );
  });

  it('400 names the field for a missing code or challenge', async () => {
    const res = await post(t, '/api/auth/login/mfa', { challengeToken: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('code');
    expect((await post(t, '/api/auth/login/mfa', { challengeToken: 'nope', code: '123456' })).statusCode).toBe(401);
  });
});

describe('turning 2FA off and regenerating codes need password and code (ASVS V6.4 re-authentication)', () => {
  it('regenerates ten new codes; old ones stop working; a notice is mailed', async () => {
    const u = await enrolled(t);
    const before = await countMail(t, u.email, 'security notice');
    expect(
      (await post(t, '/api/auth/mfa/recovery-codes', { password: u.password }, u.auth)).json().errors[0].field,
    ).toBe('code');
    expect(
      (
        await post(t, '/api/auth/mfa/recovery-codes', { password: 'not-it-at-all', code: u.recoveryCodes[0] }, u.auth)
      ).json().errors[0].field,
    ).toBe('password');
    const res = await post(
      t,
      '/api/auth/mfa/recovery-codes',
      { password: u.password, code: u.recoveryCodes[0] },
      u.auth,
    );
    expect(res.statusCode).toBe(200);
    const fresh = res.json().recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    const ch = (await post(t, '/api/auth/login', { email: u.email, password: u.password })).json().challengeToken;
    expect((await post(t, '/api/auth/login/mfa', { challengeToken: ch, code: u.recoveryCodes[1] })).statusCode).toBe(
      401,
    );
    expect((await post(t, '/api/auth/login/mfa', { challengeToken: ch, code: fresh[0] })).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 50));
    expect(await countMail(t, u.email, 'security notice')).toBeGreaterThan(before);
  });

  it('turns off with password and code; sign-in then needs no code; settings flag off', async () => {
    const u = await enrolled(t);
    const res = await post(t, '/api/auth/mfa/disable', { password: u.password, code: u.recoveryCodes[9] }, u.auth);
    expect(res.statusCode).toBe(200);
    expect((await post(t, '/api/auth/login', { email: u.email, password: u.password })).json().token).toBeTruthy();
    expect((await app.inject({ url: '/api/settings', headers: u.auth })).json().twoFactor).toBe(false);
    expect(await t.db.query('SELECT 1 FROM recovery_codes WHERE user_id = $1', [u.user.id])).toHaveLength(0);
    await mailTo(t, u.email, 'turned off');
  });
});
