import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness.ts';
import { mailTo, post } from '../../../test/security-helpers.ts';
import de from '../../lib/i18n/de.json' with { type: 'json' };
import en from '../../lib/i18n/en.json' with { type: 'json' };
import ja from '../../lib/i18n/ja.json' with { type: 'json' };

/**
 * Issue 19: the language a visitor signed up in is the new account's Settings language, stored with the account,
 * so the first emails (verification at sign-up, a reset asked from the sign-in page) are already in it.
 */
const t = await startTestApp();
let n = 0;
const visitor = (extra: Record<string, unknown> = {}) => ({
  firstName: 'Lise',
  lastName: 'Meitner',
  email: `lise${++n}.${Date.now()}@example.test`,
  password: 'fission-in-the-snow-1938',
  ...extra,
});
const settingsOf = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/settings', headers: { authorization: `Bearer ${token}` } })).json();

describe('sign-up language', () => {
  it('stores language "de" as Settings "Deutsch" and writes the verification email in German', async () => {
    const body = visitor({ language: 'de' });
    const res = await post(t, '/api/auth/register', body);
    expect(res.statusCode).toBe(201);
    expect((await settingsOf(res.json().token)).language).toBe('Deutsch');
    const mail = await mailTo(t, body.email, de.mail.verify.subject);
    expect(mail.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse für Cosmos');
    expect(mail.body_text).toContain(de.mail.verify.line1);
    expect(mail.body_html).toContain('lang="de"');
  });

  it('writes a password reset asked from the sign-in page (no session) in the stored language', async () => {
    const body = visitor({ language: 'de' });
    expect((await post(t, '/api/auth/register', body)).statusCode).toBe(201);
    const asked = await post(t, '/api/auth/forgot-password', { email: body.email }, { 'accept-language': 'en' });
    expect(asked.statusCode).toBe(200);
    const mail = await mailTo(t, body.email, de.mail.reset.subject);
    expect(mail.subject).toBe('Setzen Sie Ihr Cosmos-Passwort zurück');
    expect(mail.body_text).toContain(de.mail.reset.link);
  });

  it('keeps English (the default) when no language is sent', async () => {
    const body = visitor();
    const res = await post(t, '/api/auth/register', body);
    expect(res.statusCode).toBe(201);
    expect((await settingsOf(res.json().token)).language).toBe('English');
    expect((await mailTo(t, body.email, en.mail.verify.subject)).body_html).toContain('lang="en"');
  });

  it('stores 日本語 for "ja" and writes the verification email in Japanese (issue 36)', async () => {
    const body = visitor({ language: 'ja' });
    const res = await post(t, '/api/auth/register', body);
    expect(res.statusCode).toBe(201);
    expect((await settingsOf(res.json().token)).language).toBe('日本語');
    const mail = await mailTo(t, body.email, ja.mail.verify.subject);
    expect(mail.subject).toBe('Cosmos のメールアドレスの確認');
    expect(mail.body_html).toContain('lang="ja"');
  });

  it.each([['xx'], ['German'], ['DE'], [42], [null]])(
    'answers 400 problem+json naming "language" for %j, and creates no account',
    async (language) => {
      const body = visitor({ language });
      const res = await post(t, '/api/auth/register', body);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(['language']);
      const rows = await t.db.query('SELECT 1 FROM users WHERE email = $1', [body.email]);
      expect(rows).toHaveLength(0);
    },
  );
});
