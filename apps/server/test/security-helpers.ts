import type { TestApp } from './harness.ts';
import { base32Decode, totp } from '../src/modules/mfa/totp.ts';

/** Waits for the newest outbox message to `to` (mail goes out after the response). */
export async function mailTo(t: TestApp, to: string, subjectLike = '', after = new Date(0)) {
  for (let i = 0; i < 100; i++) {
    const rows = await t.db.query<{ subject: string; body_text: string; body_html: string; created_at: Date }>(
      `SELECT subject, body_text, body_html, created_at FROM mail_outbox WHERE to_address = $1 AND subject LIKE $2 AND created_at > $3 ORDER BY created_at DESC LIMIT 1`,
      [to.toLowerCase(), `%${subjectLike}%`, after],
    );
    if (rows[0]) return rows[0];
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no mail to ${to} like ${subjectLike}`);
}

export const countMail = async (t: TestApp, to: string, subjectLike = '') =>
  Number(
    (
      await t.db.query<{ n: string }>(
        `SELECT count(*) AS n FROM mail_outbox WHERE to_address = $1 AND subject LIKE $2`,
        [to.toLowerCase(), `%${subjectLike}%`],
      )
    )[0]!.n,
  );

export const linkIn = (text: string) => /https?:\/\/\S+#token=([A-Za-z0-9_-]+)/.exec(text)!;
export const tokenIn = (text: string) => linkIn(text)[1]!;

/** The TOTP code of `secret` at now + offsetSteps × 30 s. */
export const codeFor = (secret: string, offsetSteps = 0) =>
  totp(base32Decode(secret), Date.now() / 1000 + offsetSteps * 30);

let addr = 0;
/** A fresh client address per call unless one is given, so per-address buckets only bite in tests about them. */
export const nextAddress = () => `10.${(++addr >> 16) & 255}.${(addr >> 8) & 255}.${addr & 255}`;
export const post = (
  t: TestApp,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
  remoteAddress = nextAddress(),
) => t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress });

/** Registers a user and turns 2FA on; returns the secret and recovery codes. Uses the +1 step code. */
export async function enrolled(t: TestApp) {
  const u = await t.register();
  const setup = await post(t, '/api/auth/mfa/setup', { password: u.password }, u.auth);
  if (setup.statusCode !== 200) throw new Error(setup.body);
  const secret = setup.json().secret as string;
  const en = await post(t, '/api/auth/mfa/enable', { code: codeFor(secret) }, u.auth);
  if (en.statusCode !== 200) throw new Error(en.body);
  return { ...u, secret, recoveryCodes: en.json().recoveryCodes as string[] };
}

/** Lets the next TOTP code of the current step be used again in a test (clears the replay marker). */
export const forgetUsedSteps = (t: TestApp, userId: string) =>
  t.db.query('UPDATE user_mfa SET last_step = 0 WHERE user_id = $1', [userId]);
