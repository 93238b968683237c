import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.ts';
import { buildApp } from '../app.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { codeFor, enrolled, forgetUsedSteps, post } from '../../test/security-helpers.ts';
import { SecretBox, loadSecretsKey, prepareSecrets, totpContext } from './secret-box.ts';

const t = await startTestApp();
const box = () => new SecretBox(randomBytes(32));

describe('secret box (ASVS V11.1 secrets at rest)', () => {
  it("fails closed when an enrolled account's secret is missing or unreadable: TOTP codes refused, recovery codes still work", async () => {
    for (const damage of [
      'UPDATE user_mfa SET secret = NULL WHERE user_id = $1',
      `UPDATE user_mfa SET secret = $2 WHERE user_id = $1`,
    ]) {
      const u = await enrolled(t);
      const moved = t.ctx.secrets.seal(u.secret, totpContext('someone-else'));
      await t.db.query(damage, damage.includes('$2') ? [u.user.id, moved] : [u.user.id]);
      await forgetUsedSteps(t, u.user.id);
      const first = await post(t, '/api/auth/login', { email: u.email, password: u.password });
      const totpTry = await post(t, '/api/auth/login/mfa', {
        challengeToken: first.json().challengeToken,
        code: codeFor(u.secret),
      });
      expect(totpTry.statusCode).toBe(401);
      const second = await post(t, '/api/auth/login', { email: u.email, password: u.password });
      const recovery = await post(t, '/api/auth/login/mfa', {
        challengeToken: second.json().challengeToken,
        code: u.recoveryCodes[0],
      });
      expect(recovery.statusCode).toBe(200);
    }
  });

  it('opens what it sealed, only with the same key and context, and notices tampering', () => {
    const b = box();
    const sealed = b.seal('JBSWY3DPEHPK3PXP', 'totp:u1');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(b.seal('JBSWY3DPEHPK3PXP', 'totp:u1')).not.toBe(sealed);
    expect(b.open(sealed, 'totp:u1')).toBe('JBSWY3DPEHPK3PXP');
    expect(() => b.open(sealed, 'totp:u2')).toThrow();
    expect(() => box().open(sealed, 'totp:u1')).toThrow();
    const raw = Buffer.from(sealed.slice(3), 'base64url');
    raw[raw.length - 1]! ^= 1;
    expect(() => b.open(`v1.${raw.toString('base64url')}`, 'totp:u1')).toThrow();
    // A tag cut short (GCM would take 4 bytes) does not open, nor does a stub.
    const good = Buffer.from(sealed.slice(3), 'base64url');
    const short = Buffer.concat([good.subarray(0, 12 + 4), good.subarray(12 + 16)]);
    expect(() => b.open(`v1.${short.toString('base64url')}`, 'totp:u1')).toThrow();
    expect(() => b.open('v1.AAAA', 'totp:u1')).toThrow();
    // A value an earlier version stored in the clear reads as it is.
    expect(b.open('JBSWY3DPEHPK3PXP', 'totp:u1')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('takes SECRETS_KEY as hex or base64, refuses other lengths, and otherwise makes one private key file in DATA_DIR', () => {
    const key = randomBytes(32);
    const dir = mkdtempSync(join(tmpdir(), 'cosmos-key-'));
    expect(loadSecretsKey(loadConfig({ SECRETS_KEY: key.toString('hex') }))).toEqual(key);
    expect(loadSecretsKey(loadConfig({ SECRETS_KEY: key.toString('base64') }))).toEqual(key);
    expect(() => loadConfig({ SECRETS_KEY: 'abc123' })).toThrow(/SECRETS_KEY: must be 32 bytes/);
    const first = loadSecretsKey(loadConfig({ DATA_DIR: dir }));
    expect(loadSecretsKey(loadConfig({ DATA_DIR: dir }))).toEqual(first);
    expect(readFileSync(join(dir, 'secrets.key'), 'utf8')).toBe(first.toString('hex'));
    expect(statSync(join(dir, 'secrets.key')).mode & 0o777).toBe(0o600);
    expect(() =>
      loadSecretsKey(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db.example.test/cosmos' })),
    ).toThrow(/SECRETS_KEY: required with DATABASE_URL/);
    expect(() =>
      loadSecretsKey(loadConfig({ DATABASE_URL: 'postgres://db.example.test/cosmos', DATA_DIR: dir })),
    ).toThrow(/SECRETS_KEY: required with DATABASE_URL/);
  });

  it('stores TOTP seeds sealed to their account, and 2FA sign-in still works', async () => {
    const u = await enrolled(t);
    const row = (
      await t.db.query<{ secret: string }>('SELECT secret FROM user_mfa WHERE user_id = $1', [u.user.id])
    )[0]!;
    expect(row.secret).toMatch(/^v1\./);
    expect(row.secret).not.toContain(u.secret);
    expect(t.ctx.secrets.open(row.secret, totpContext(u.user.id))).toBe(u.secret);
    await forgetUsedSteps(t, u.user.id);
    const login = await post(t, '/api/auth/login', { email: u.email, password: u.password });
    const done = await post(t, '/api/auth/login/mfa', {
      challengeToken: login.json().challengeToken,
      code: codeFor(u.secret),
    });
    expect(done.statusCode).toBe(200);
  });

  it('seals seeds an earlier version stored in the clear, and refuses to start with another key', async () => {
    const u = await t.register();
    await t.db.query(
      `INSERT INTO user_mfa (user_id, secret, pending_secret, enabled_at) VALUES ($1, 'JBSWY3DPEHPK3PXP', NULL, now())`,
      [u.user.id],
    );
    await prepareSecrets(t.db, t.ctx.secrets);
    const row = (
      await t.db.query<{ secret: string; pending_secret: string | null }>(
        'SELECT secret, pending_secret FROM user_mfa WHERE user_id = $1',
        [u.user.id],
      )
    )[0]!;
    expect(t.ctx.secrets.open(row.secret, totpContext(u.user.id))).toBe('JBSWY3DPEHPK3PXP');
    expect(row.pending_secret).toBeNull();

    // A confirm on another process between the read and the write is kept.
    const v = await t.register();
    await t.db.query(`INSERT INTO user_mfa (user_id, pending_secret) VALUES ($1, 'KRSXG5CTMVRXEZLU')`, [v.user.id]);
    const confirmedMeanwhile = t.ctx.secrets.seal('GEZDGNBVGY3TQOJQ', totpContext(v.user.id));
    const racing = {
      ...t.db,
      query: async (sql: string, params?: unknown[]) => {
        const rows = await t.db.query(sql, params);
        if (sql.includes('NOT LIKE'))
          await t.db.query(
            `UPDATE user_mfa SET secret = $2, pending_secret = NULL, enabled_at = now() WHERE user_id = $1`,
            [v.user.id, confirmedMeanwhile],
          );
        return rows;
      },
    } as typeof t.db;
    await prepareSecrets(racing, t.ctx.secrets);
    const kept = (
      await t.db.query<{ secret: string; pending_secret: string | null }>(
        'SELECT secret, pending_secret FROM user_mfa WHERE user_id = $1',
        [v.user.id],
      )
    )[0]!;
    expect(kept).toEqual({ secret: confirmedMeanwhile, pending_secret: null });

    const other = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      CATALOG_URL: 'off',
      WEB_DIST: '/nonexistent',
      SECRETS_KEY: randomBytes(32).toString('hex'),
    });
    await expect(buildApp({ config: other, db: t.db })).rejects.toThrow(ConfigError);
    await expect(buildApp({ config: other, db: t.db })).rejects.toThrow(
      /not the key the stored secrets were sealed with/,
    );
  });
});
