import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness.ts';
import { BUCKETS } from './guards.ts';
import { post } from '../../../test/security-helpers.ts';

// Two app instances stand for two processes. With REDIS_URL both share Redis; without it the
// database-backed limits are shared by two apps on the same database in production, tested per app here.
const redis = Boolean(process.env.REDIS_URL);
const a = await startTestApp({}, { redis: true });
const b = await startTestApp({}, { redis: true });

describe.skipIf(!redis)('limits hold across processes through Redis (ASVS V6.3.1)', () => {
  it('one address bucket is shared by two processes', async () => {
    const ip = `198.51.100.${Math.floor(Math.random() * 250)}`;
    let last;
    let n = 0;
    for (; n < BUCKETS.login.capacity + 10; n++) {
      last = await post(
        n % 2 ? a : b,
        '/api/auth/login',
        { email: `x${n}-${ip}@example.test`, password: 'whatever-123' },
        {},
        ip,
      );
      if (last.statusCode === 429) break;
    }
    expect(last!.statusCode).toBe(429);
    expect(n).toBeLessThan(BUCKETS.login.capacity + 10);
    expect(last!.headers['ratelimit-limit']).toBe(String(BUCKETS.login.capacity));
  });

  it('account back-off (per account and address) set by one process blocks the other', async () => {
    const email = `victim-${Date.now()}@example.test`;
    const ip = `198.51.100.${Math.floor(Math.random() * 250)}`;
    for (let i = 0; i < 5; i++) await post(a, '/api/auth/login', { email, password: `wrong-${i}-pw` }, {}, ip);
    const res = await post(b, '/api/auth/login', { email, password: 'wrong-x-pw' }, {}, ip);
    expect(res.statusCode).toBe(429);
  });
});
