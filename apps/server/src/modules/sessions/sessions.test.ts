import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness.ts';
import { describeDevice } from './device.ts';
import { sessionTimes } from '../../../test/factories.ts';

const t = await startTestApp();
const { app } = t;
const me = (auth: Record<string, string>) => app.inject({ url: '/api/auth/me', headers: auth });
const session = async (userId: string) =>
  (
    await t.db.query<{ id: string; idle_days: number; abs_days: number; last_seen_at: Date }>(
      `SELECT id, EXTRACT(EPOCH FROM (expires_at - created_at))::float8 / 86400 AS idle_days,
            EXTRACT(EPOCH FROM (absolute_expires_at - created_at))::float8 / 86400 AS abs_days, last_seen_at
     FROM sessions WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1`,
      [userId],
    )
  )[0]!;

describe('session lifetime (ASVS V7.3.1 idle timeout, V7.3.2 absolute timeout, V7.2.4 new token per sign-in)', () => {
  it('a session expires after 30 idle days and after 90 days whatever its activity', async () => {
    const u = await t.register();
    const s = await session(u.user.id);
    expect(Math.round(s.idle_days)).toBe(30);
    expect(Math.round(s.abs_days)).toBe(90);
    await sessionTimes(t.db, s.id, { expiresIn: '-1 second' });
    expect((await me(u.auth)).statusCode).toBe(401);

    const v = await t.register();
    const sv = await session(v.user.id);
    await sessionTimes(t.db, sv.id, { absoluteExpiresIn: '-1 second' });
    expect((await me(v.auth)).statusCode).toBe(401);
  });

  it('activity slides the idle expiry, at most once an hour, never past the absolute expiry', async () => {
    const u = await t.register();
    const s = await session(u.user.id);
    await sessionTimes(t.db, s.id, { lastSeen: '-2 hours', expiresIn: '1 day', absoluteExpiresIn: '10 days' });
    expect((await me(u.auth)).statusCode).toBe(200);
    const after = (
      await t.db.query<{ left_days: number }>(
        `SELECT EXTRACT(EPOCH FROM (expires_at - now()))::float8 / 86400 AS left_days FROM sessions WHERE id = $1`,
        [s.id],
      )
    )[0]!;
    expect(Math.round(after.left_days)).toBe(10); // LEAST(absolute, now + 30 days)
    // Within the hour: no write.
    await sessionTimes(t.db, s.id, { expiresIn: '5 days' });
    await me(u.auth);
    const same = (
      await t.db.query<{ left_days: number }>(
        `SELECT EXTRACT(EPOCH FROM (expires_at - now()))::float8 / 86400 AS left_days FROM sessions WHERE id = $1`,
        [s.id],
      )
    )[0]!;
    expect(Math.round(same.left_days)).toBe(5);
  });

  it('every sign-in issues a new, different token', async () => {
    const u = await t.register();
    const a = await t.login(u.email, u.password);
    const b = await t.login(u.email, u.password);
    expect(new Set([u.token, a.token, b.token]).size).toBe(3);
  });
});

describe('device labels', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
      'Chrome on Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
      'Safari on macOS',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox on Linux'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      'Safari on iOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 Edg/130.0',
      'Edge on Windows',
    ],
    ['', 'Unknown device'],
  ])('%s → %s', (ua, label) => expect(describeDevice(ua)).toBe(label));
});
