/**
 * Rate limits of "what was that?" and "brightest tonight": per user and, separately, per address, answered
 * as 429 problem+json with Retry-After. The callers have no observing place, so every allowed request ends
 * in a cheap 409 after the limit was taken: the test spends tokens, not worker time.
 */
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness.ts';
import { OBSERVER_BUCKETS } from './observer-limits.ts';

const t = await startTestApp({ SKY_ALERTS_INTERVAL_MS: '0' });
const NOW = new Date().toISOString();
const URLS = {
  identify: `/api/sky/identify?at=${NOW}&azimuthDeg=180&elevationDeg=45&windowSeconds=30`,
  brightest: '/api/sky/brightest',
} as const;

const call = (kind: keyof typeof URLS, auth: Record<string, string>, remoteAddress: string) =>
  t.app.inject({ method: 'GET', url: URLS[kind], headers: auth, remoteAddress });

describe.each(['identify', 'brightest'] as const)('%s rate limits', (kind) => {
  const perUser = OBSERVER_BUCKETS[`${kind}User`].capacity;
  const perAddress = OBSERVER_BUCKETS[`${kind}Address`].capacity;
  const addr = kind === 'identify' ? '203.0.113.7' : '203.0.113.8';

  it('a user gets their burst, then 429 problem+json with Retry-After; another user is not affected', async () => {
    const a = await t.register();
    for (let i = 0; i < perUser; i++) {
      const r = await call(kind, a.auth, addr);
      expect(r.statusCode, `request ${i + 1}`).toBe(409);
      expect(r.headers['ratelimit-limit']).toBeDefined();
    }
    const over = await call(kind, a.auth, addr);
    expect(over.statusCode).toBe(429);
    expect(over.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.json()).toMatchObject({ status: 429 });
    const b = await t.register();
    expect((await call(kind, b.auth, addr)).statusCode).toBe(409);
  });

  it('many accounts behind one address share its budget; another address is not affected', async () => {
    const users = await Promise.all(Array.from({ length: Math.ceil(perAddress / perUser) + 1 }, () => t.register()));
    const fresh = await t.register();
    const shared = kind === 'identify' ? '198.51.100.7' : '198.51.100.8';
    let spent = 0;
    let limited = false;
    for (const u of users) {
      for (let i = 0; i < perUser && !limited; i++) {
        const r = await call(kind, u.auth, shared);
        if (r.statusCode === 429) limited = true;
        else spent++;
      }
    }
    expect(limited).toBe(true);
    // The bucket refills while the loop runs (perSecond), so a few more than its capacity may pass.
    expect(spent).toBeGreaterThanOrEqual(perAddress);
    expect(spent).toBeLessThan(perAddress + 10);
    expect((await call(kind, fresh.auth, shared)).statusCode).toBe(429);
    expect((await call(kind, fresh.auth, '192.0.2.1')).statusCode).toBe(409);
  }, 60_000);
});
