import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { HASH_RUNNING, HASH_WAITING } from '../src/lib/passwords.ts';
import { startTestApp } from './harness.ts';

const t = await startTestApp();
afterAll(() => t.app.close());
const gz = promisify(gzip);

describe('issue 30 N11: password hashing cannot fill the thread pool', () => {
  it('sheds a burst of sign-ins with 429 + Retry-After, keeps the pool free for others, and signs in afterwards', async () => {
    const u = await t.register();
    const login = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: `10.30.${i >> 8}.${i & 255}`, // one per address: the per-address bucket is not what answers
        payload: { email: u.email, password: u.password },
      });
    const burst = Array.from({ length: 40 }, (_, i) => login(i));
    // Thread-pool work of someone else (compression of an answer) while the burst hashes: with hashing
    // holding every pool thread it waited behind the whole burst (seconds); now a thread is free for it.
    await new Promise((r) => setTimeout(r, 50));
    const t0 = performance.now();
    await gz(Buffer.alloc(64 * 1024, 'x'));
    const poolWaitMs = performance.now() - t0;
    const answers = await Promise.all(burst);

    const codes = answers.map((a) => a.statusCode);
    expect(
      codes.every((c) => c === 200 || c === 429),
      codes.join(','),
    ).toBe(true);
    const shed = answers.filter((a) => a.statusCode === 429);
    expect(shed.length).toBeGreaterThan(0);
    expect(codes.filter((c) => c === 200).length).toBeGreaterThanOrEqual(HASH_RUNNING + HASH_WAITING);
    for (const a of shed) {
      expect(a.headers['content-type']).toContain('application/problem+json');
      expect(Number(a.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(a.json().detail).toMatch(/password check is busy/);
    }
    expect(poolWaitMs).toBeLessThan(3000); // loose (the burst also keeps the event loop busy); without the gate: 7.7 s

    expect((await login(1000)).statusCode).toBe(200); // normal sign-in once the burst is over
  }, 60_000);
});
