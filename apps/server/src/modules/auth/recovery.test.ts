import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness.ts';
import {
  codeFor,
  countMail,
  enrolled,
  forgetUsedSteps,
  linkIn,
  mailTo,
  post,
  tokenIn,
} from '../../../test/security-helpers.ts';
import { expireResetLinks } from '../../../test/factories.ts';

const t = await startTestApp({ PUBLIC_URL: 'https://cosmos.example.test' });
const { app } = t;
const GENERIC =
  'If an account exists for that email, we have sent a link to reset its password. The link works for one hour.';

describe('password reset (ASVS V6.4.1 forgotten password, V6.4.2)', () => {
  it('mails a single-use link built from PUBLIC_URL, never the Host header; the token is stored hashed', async () => {
    const u = await t.register();
    const res = await post(
      t,
      '/api/auth/forgot-password',
      { email: u.email },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: GENERIC });
    const mail = await mailTo(t, u.email, 'Reset');
    const [href, token] = linkIn(mail.body_text);
    expect(href).toMatch(/^https:\/\/cosmos\.example\.test\/reset-password#token=/);
    expect(mail.body_html).not.toContain('evil.example');
    const stored = await t.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM password_resets WHERE user_id = $1',
      [u.user.id],
    );
    expect(stored[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]!.token_hash).not.toContain(token!);
  });

  it('keeps one live token per account: a new request voids the previous link', async () => {
    const u = await t.register();
    await post(t, '/api/auth/forgot-password', { email: u.email });
    const first = tokenIn((await mailTo(t, u.email, 'Reset')).body_text);
    const since = new Date();
    await new Promise((r) => setTimeout(r, 5));
    await post(t, '/api/auth/forgot-password', { email: u.email });
    const second = tokenIn((await mailTo(t, u.email, 'Reset', since)).body_text);
    expect(second).not.toBe(first);
    const old = await post(t, '/api/auth/reset-password', { token: first, password: 'A-brand-new-passphrase-1' });
    expect(old.statusCode).toBe(400);
    expect(old.json().errors[0].field).toBe('token');
    expect(
      (await post(t, '/api/auth/reset-password', { token: second, password: 'A-brand-new-passphrase-1' })).statusCode,
    ).toBe(200);
  });

  it('resets: revokes every session, does not sign in, works once, mails a notice; the new password works', async () => {
    const u = await t.register();
    const other = await t.login(u.email, u.password);
    await post(t, '/api/auth/forgot-password', { email: u.email });
    const token = tokenIn((await mailTo(t, u.email, 'Reset')).body_text);
    const common = await post(t, '/api/auth/reset-password', { token, password: 'password1' });
    expect(common.statusCode).toBe(400);
    expect(common.json().errors[0].field).toBe('password');
    const res = await post(t, '/api/auth/reset-password', { token, password: 'Comet-tail-pointing-away' });
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toBeUndefined();
    expect((await app.inject({ url: '/api/auth/me', headers: u.auth })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/auth/me', headers: other.auth })).statusCode).toBe(401);
    expect((await post(t, '/api/auth/reset-password', { token, password: 'Another-comet-tail-x' })).statusCode).toBe(
      400,
    );
    expect((await post(t, '/api/auth/login', { email: u.email, password: u.password })).statusCode).toBe(401);
    expect(
      (await post(t, '/api/auth/login', { email: u.email, password: 'Comet-tail-pointing-away' })).statusCode,
    ).toBe(200);
    await mailTo(t, u.email, 'password was reset');
  });

  it('expires after one hour', async () => {
    const u = await t.register();
    await post(t, '/api/auth/forgot-password', { email: u.email });
    const token = tokenIn((await mailTo(t, u.email, 'Reset')).body_text);
    const ttl = await t.db.query<{ s: number }>(
      'SELECT EXTRACT(EPOCH FROM (expires_at - created_at))::float8 AS s FROM password_resets WHERE user_id = $1',
      [u.user.id],
    );
    expect(Math.round(ttl[0]!.s)).toBe(3600);
    await expireResetLinks(t.db, u.user.id);
    expect(
      (await post(t, '/api/auth/reset-password', { token, password: 'Comet-tail-pointing-away' })).statusCode,
    ).toBe(400);
  });

  it('asks for the second factor when the account has 2FA', async () => {
    const u = await enrolled(t);
    await post(t, '/api/auth/forgot-password', { email: u.email });
    const token = tokenIn((await mailTo(t, u.email, 'Reset')).body_text);
    const noCode = await post(t, '/api/auth/reset-password', { token, password: 'Comet-tail-pointing-away' });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().code).toBe('mfa_required');
    expect(
      (
        await post(t, '/api/auth/reset-password', { token, password: 'Comet-tail-pointing-away', code: '000000' })
      ).json().errors[0].field,
    ).toBe('code');
    await forgetUsedSteps(t, u.user.id);
    expect(
      (
        await post(t, '/api/auth/reset-password', {
          token,
          password: 'Comet-tail-pointing-away',
          code: codeFor(u.secret),
        })
      ).statusCode,
    ).toBe(200);
    // Still a second step at sign-in afterwards.
    expect(
      (await post(t, '/api/auth/login', { email: u.email, password: 'Comet-tail-pointing-away' })).json().mfaRequired,
    ).toBe(true);
  });

  it('answers 400 naming the field for a bad email or a missing token', async () => {
    expect((await post(t, '/api/auth/forgot-password', { email: 'nope' })).json().errors[0].field).toBe('email');
    expect(
      (await post(t, '/api/auth/reset-password', { password: 'Comet-tail-pointing-away' })).json().errors[0].field,
    ).toBe('token');
  });
});

describe('email verification (ASVS V6.1 / registration)', () => {
  it('registration mails a link; the account works meanwhile; the link verifies once; resend sends a new one', async () => {
    const u = await t.register();
    expect(u.user.emailVerified).toBe(false);
    expect((await app.inject({ url: '/api/auth/me', headers: u.auth })).statusCode).toBe(200);
    const first = tokenIn((await mailTo(t, u.email, 'Confirm')).body_text);
    const since = new Date();
    await new Promise((r) => setTimeout(r, 5));
    const resend = await post(t, '/api/auth/verify-email/resend', {}, u.auth);
    expect(resend.statusCode).toBe(200);
    const second = tokenIn((await mailTo(t, u.email, 'Confirm', since)).body_text);
    expect((await post(t, '/api/auth/verify-email', { token: first })).statusCode).toBe(400);
    expect((await post(t, '/api/auth/verify-email', { token: second })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/auth/me', headers: u.auth })).json().user.emailVerified).toBe(true);
    expect((await post(t, '/api/auth/verify-email', { token: second })).statusCode).toBe(400);
    expect((await post(t, '/api/auth/verify-email/resend', {})).statusCode).toBe(401);
  });
});

describe('change password and email (ASVS V6.2.3 re-authentication, V7.4.3 terminate other sessions)', () => {
  it('needs the current password; can sign out the other sessions; mails a notice', async () => {
    const u = await t.register();
    const other = await t.login(u.email, u.password);
    const wrong = await post(
      t,
      '/api/auth/change-password',
      { currentPassword: 'incorrect-guess', newPassword: 'Orbital-resonance-2026' },
      u.auth,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].field).toBe('currentPassword');
    const common = await post(
      t,
      '/api/auth/change-password',
      { currentPassword: u.password, newPassword: 'qwertyuiop' },
      u.auth,
    );
    expect(common.json().errors[0].field).toBe('newPassword');
    const ok = await post(
      t,
      '/api/auth/change-password',
      { currentPassword: u.password, newPassword: 'Orbital-resonance-2026', signOutOthers: true },
      u.auth,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ok: true, revoked: 1, apiKeysRevoked: 0 });
    expect((await app.inject({ url: '/api/auth/me', headers: u.auth })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/auth/me', headers: other.auth })).statusCode).toBe(401);
    await mailTo(t, u.email, 'password was changed');
  });

  it('keeps other sessions when not asked to sign them out', async () => {
    const u = await t.register();
    const other = await t.login(u.email, u.password);
    const ok = await post(
      t,
      '/api/auth/change-password',
      { currentPassword: u.password, newPassword: 'Orbital-resonance-2026' },
      u.auth,
    );
    expect(ok.json().revoked).toBe(0);
    expect((await app.inject({ url: '/api/auth/me', headers: other.auth })).statusCode).toBe(200);
  });

  it('with 2FA on, changing the password needs a code', async () => {
    const u = await enrolled(t);
    const res = await post(
      t,
      '/api/auth/change-password',
      { currentPassword: u.password, newPassword: 'Orbital-resonance-2026' },
      u.auth,
    );
    expect(res.json().errors[0].field).toBe('code');
    expect(
      (
        await post(
          t,
          '/api/auth/change-password',
          { currentPassword: u.password, newPassword: 'Orbital-resonance-2026', code: u.recoveryCodes[0] },
          u.auth,
        )
      ).statusCode,
    ).toBe(200);
  });

  it('changes the email: unverified again, verification to the new address, notice to the old; 409 when taken', async () => {
    const u = await t.register();
    const v = await t.register();
    const taken = await post(t, '/api/auth/change-email', { password: u.password, email: v.email }, u.auth);
    expect(taken.statusCode).toBe(409);
    const newEmail = `moved.${Date.now()}@example.test`;
    const res = await post(t, '/api/auth/change-email', { password: u.password, email: newEmail }, u.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: newEmail, emailVerified: false });
    await mailTo(t, u.email, 'sign-in email was changed');
    const token = tokenIn((await mailTo(t, newEmail, 'Confirm')).body_text);
    expect((await post(t, '/api/auth/verify-email', { token })).statusCode).toBe(200);
    expect((await post(t, '/api/auth/login', { email: newEmail, password: u.password })).statusCode).toBe(200);
    expect(
      (
        await post(t, '/api/auth/change-email', { password: 'wrong-wrong-wrong', email: 'x@example.test' }, u.auth)
      ).json().errors[0].field,
    ).toBe('password');
    expect(await countMail(t, 'x@example.test')).toBe(0);
  });
});

describe('sessions list (ASVS V7.5.2 view and terminate sessions)', () => {
  it("lists own sessions with device, address and times; revokes one or all others; 404 for another user's session", async () => {
    const u = await t.register();
    await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, password: u.password },
      headers: {
        'user-agent':
          'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
      },
      remoteAddress: '203.0.113.9',
    });
    const other = await t.register();
    const list = await app.inject({ url: '/api/auth/sessions', headers: u.auth });
    expect(list.statusCode).toBe(200);
    const sessions = list.json().sessions as {
      id: string;
      device: string;
      ip: string;
      current: boolean;
      createdAt: string;
      lastActiveAt: string;
    }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const win = sessions.find((s) => s.device === 'Chrome on Windows')!;
    expect(win.ip).toBe('203.0.113.9');
    expect(Date.parse(win.createdAt)).toBeGreaterThan(0);
    expect(list.body).not.toMatch(/token/i);
    // Another user cannot revoke it.
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/auth/sessions/${win.id}`, headers: other.auth })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/auth/sessions/not-a-uuid`, headers: u.auth })).json().errors[0]
        .field,
    ).toBe('id');
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/auth/sessions/${win.id}`, headers: u.auth })).statusCode,
    ).toBe(200);
    expect((await app.inject({ url: '/api/auth/sessions', headers: u.auth })).json().sessions).toHaveLength(1);
    const a = await t.login(u.email, u.password);
    await t.login(u.email, u.password);
    const r = await post(t, '/api/auth/sessions/revoke-others', {}, a.auth);
    expect(r.json()).toEqual({ ok: true, revoked: 2 });
    expect((await app.inject({ url: '/api/auth/me', headers: u.auth })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/auth/me', headers: a.auth })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/auth/sessions' })).statusCode).toBe(401);
  });
});
