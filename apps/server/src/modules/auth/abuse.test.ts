import { describe, expect, it } from 'vitest';
import { logLines, startTestApp } from '../../../test/harness.ts';
import { BUCKETS } from './guards.ts';
import {
  codeFor,
  enrolled,
  forgetUsedSteps,
  mailTo,
  nextAddress,
  post,
  tokenIn,
} from '../../../test/security-helpers.ts';
import { endBackOff, setPasswordHashOf } from '../../../test/factories.ts';

const t = await startTestApp({ PUBLIC_URL: 'https://cosmos.example.test' });
const { app } = t;
const seen: string[] = []; // every secret this file handles, for the log check at the end

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const stable = (body: string) => {
  const { requestId: _r, ...rest } = JSON.parse(body) as Record<string, unknown>;
  return rest;
};

/** Interleaves known and unknown calls so drift in machine load hits both alike. */
async function compare(
  knownCall: (i: number) => Promise<{ statusCode: number; body: string }>,
  unknownCall: (i: number) => Promise<{ statusCode: number; body: string }>,
  n = 15,
) {
  const known: number[] = [];
  const unknown: number[] = [];
  const bodies = new Set<string>();
  const statuses = new Set<number>();
  for (let i = 0; i < n; i++) {
    for (const [call, into] of [
      [knownCall, known],
      [unknownCall, unknown],
    ] as const) {
      const t0 = performance.now();
      const res = await call(i);
      into.push(performance.now() - t0);
      statuses.add(res.statusCode);
      bodies.add(JSON.stringify(stable(res.body)));
    }
  }
  if (process.env.SECURITY_TIMINGS)
    console.info(`median known ${median(known).toFixed(1)} ms, unknown ${median(unknown).toFixed(1)} ms`);
  return { known: median(known), unknown: median(unknown), bodies, statuses };
}

describe('account enumeration (ASVS V6.3.8 same answer for valid and invalid users)', () => {
  it('sign-in: same status, body and median time for a known email with a wrong password and an unknown email', async () => {
    const users: Awaited<ReturnType<typeof t.register>>[] = [];
    for (let i = 0; i < 15; i++) users.push(await t.register({}));
    const r = await compare(
      (i) => post(t, '/api/auth/login', { email: users[i]!.email, password: 'wrong-password-here' }),
      (i) => post(t, '/api/auth/login', { email: `nobody${i}@example.test`, password: 'wrong-password-here' }),
    );
    expect([...r.statuses]).toEqual([401]);
    expect(r.bodies.size).toBe(1);
    // Generous: both paths run one Argon2id verification; the difference must be far below one.
    expect(Math.abs(r.known - r.unknown)).toBeLessThan(Math.max(15, 0.5 * Math.max(r.known, r.unknown)));
  });

  it('forgot password: same status, body and median time for known and unknown emails', async () => {
    const users: Awaited<ReturnType<typeof t.register>>[] = [];
    for (let i = 0; i < 15; i++) users.push(await t.register({}));
    const r = await compare(
      (i) => post(t, '/api/auth/forgot-password', { email: users[i]!.email }),
      (i) => post(t, '/api/auth/forgot-password', { email: `nobody-reset${i}@example.test` }),
    );
    expect([...r.statuses]).toEqual([200]);
    expect(r.bodies.size).toBe(1);
    expect(Math.abs(r.known - r.unknown)).toBeLessThan(Math.max(10, 0.5 * Math.max(r.known, r.unknown)));
    await mailTo(t, users[14]!.email, 'Reset');
  });
});

describe('throttling (ASVS V6.3.1 brute force, V6.1.1 documented limits)', () => {
  it('sign-in: per-address token bucket with RateLimit headers, then 429 with Retry-After', async () => {
    const ip = nextAddress();
    const first = await post(t, '/api/auth/login', { email: 'a0@example.test', password: 'whatever-123' }, {}, ip);
    expect(first.headers['ratelimit-limit']).toBe(String(BUCKETS.login.capacity));
    expect(first.headers['ratelimit-remaining']).toBe(String(BUCKETS.login.capacity - 1));
    expect(Number(first.headers['ratelimit-reset'])).toBeGreaterThan(0);
    let last = first;
    let n = 1;
    // The bucket refills while the loop runs, so allow a few extra calls before the first 429.
    for (; n < BUCKETS.login.capacity + 10 && last.statusCode !== 429; n++)
      last = await post(t, '/api/auth/login', { email: `a${n}@example.test`, password: 'whatever-123' }, {}, ip);
    expect(last.statusCode).toBe(429);
    expect(n).toBeGreaterThan(BUCKETS.login.capacity);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.headers['ratelimit-remaining']).toBe('0');
    // Another address is unaffected.
    expect((await post(t, '/api/auth/login', { email: 'a0@example.test', password: 'whatever-123' })).statusCode).toBe(
      401,
    );
  });

  it('sign-in: per-(account, address) exponential back-off (issue 30 N6); the reset form stays usable meanwhile', async () => {
    const u = await t.register();
    const ip = nextAddress();
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await post(t, '/api/auth/login', { email: u.email, password: `wrong-${i}-pw` }, {}, ip);
      if (res.statusCode === 429) waits.push(Number(res.headers['retry-after']));
      if (i >= 5) await endBackOff(t.db, `login:pair:${u.email}|${ip}`);
    }
    expect(waits.length).toBeGreaterThanOrEqual(2);
    expect(waits.at(-1)!).toBeGreaterThanOrEqual(2 * waits[0]!); // doubling
    await post(t, '/api/auth/login', { email: u.email, password: 'wrong-again-pw' }, {}, ip);
    expect((await post(t, '/api/auth/login', { email: u.email, password: u.password }, {}, ip)).statusCode).toBe(429);
    const reset = await post(t, '/api/auth/forgot-password', { email: u.email }, {}, ip);
    expect(reset.statusCode).toBe(200);
  });

  it('forgot password: per-account limit (3 an hour) for known and unknown emails alike', async () => {
    const u = await t.register();
    const known = [];
    const unknown = [];
    for (let i = 0; i < 4; i++) known.push((await post(t, '/api/auth/forgot-password', { email: u.email })).statusCode);
    for (let i = 0; i < 4; i++)
      unknown.push((await post(t, '/api/auth/forgot-password', { email: 'ghost@example.test' })).statusCode);
    expect(known).toEqual([200, 200, 200, 429]);
    expect(unknown).toEqual(known);
  });

  it('register: a taken email answers as a new one (issue 30), backs off alike, and the address bucket caps attempts', async () => {
    const u = await t.register();
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (
          await post(t, '/api/auth/register', {
            firstName: 'A',
            lastName: 'B',
            email: u.email,
            password: 'Some-long-passphrase',
          })
        ).statusCode,
      );
    // Every attempt on an email counts, the first (that created the account) included: a new and a taken address
    // reach the back-off after the same number of attempts.
    expect(statuses).toEqual([201, 201, 429, 429]);
    const ip = nextAddress();
    let res;
    for (let i = 0; i <= BUCKETS.register.capacity; i++)
      res = await post(
        t,
        '/api/auth/register',
        { firstName: 'A', lastName: 'B', email: `h${i}@example.test`, password: 'password1' },
        {},
        ip,
      );
    expect(res!.statusCode).toBe(429);
    expect(res!.headers['retry-after']).toBeTruthy();
  });

  it('second step: per-address bucket on /login/mfa', async () => {
    const ip = nextAddress();
    let res;
    for (let i = 0; i <= BUCKETS.mfa.capacity; i++)
      res = await post(t, '/api/auth/login/mfa', { challengeToken: `x${i}`, code: '123456' }, {}, ip);
    expect(res!.statusCode).toBe(429);
  });
});

describe('password rules (ASVS V6.2.1 length ≥ 8, V6.2.9 ≥ 64 allowed, V6.2.4 common passwords, V6.2.12 Argon2id)', () => {
  it('accepts 8 and 128 characters, refuses 7, 129 and a common password; stores Argon2id m=19456 t=2 p=1', async () => {
    const reg = (password: string) =>
      post(t, '/api/auth/register', {
        firstName: 'P',
        lastName: 'W',
        email: `pw${Math.random()}@example.test`,
        password,
      });
    expect((await reg('Xq7#vL2p')).statusCode).toBe(201);
    expect((await reg('p'.repeat(60) + 'Q'.repeat(68))).statusCode).toBe(201);
    expect((await reg('Xq7#vL2')).statusCode).toBe(400);
    expect((await reg('p'.repeat(129))).statusCode).toBe(400);
    expect((await reg('iloveyou')).json().errors[0].field).toBe('password');
  });

  it('strength endpoint scores passwords for the meter and flags common ones', async () => {
    const weak = (await post(t, '/api/auth/password-strength', { password: 'password' })).json();
    expect(weak).toMatchObject({ score: 0, common: true });
    const strong = (
      await post(t, '/api/auth/password-strength', { password: 'correct-Horse-battery-staple-42' })
    ).json();
    expect(strong.score).toBeGreaterThanOrEqual(3);
    expect(strong.common).toBe(false);
  });

  it('rehashes a hash made with weaker parameters at the next sign-in', async () => {
    const u = await t.register();
    const { hash } = await import('@node-rs/argon2');
    await setPasswordHashOf(
      t.db,
      u.user.id,
      await hash(u.password, { algorithm: 2, memoryCost: 4096, timeCost: 1, parallelism: 1 }),
    );
    expect((await post(t, '/api/auth/login', { email: u.email, password: u.password })).statusCode).toBe(200);
    const row = await t.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [
      u.user.id,
    ]);
    expect(row[0]!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('responses (ASVS V3.4 security headers, V16.5 no internals in errors)', () => {
  it('every answer carries a CSP with frame-ancestors none, nosniff, referrer policy and HSTS (PUBLIC_URL is https); API answers may load nothing, pages no inline script', async () => {
    for (const url of ['/api/auth/me', '/api/nope', '/dev/mailbox', '/api/settings']) {
      const res = await app.inject({ url });
      const csp = String(res.headers['content-security-policy']);
      if (url.startsWith('/api/')) expect(csp).toContain("default-src 'none'");
      else expect(/script-src ([^;]*)/.exec(csp)![1]!).not.toContain('unsafe-inline');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    }
    expect((await app.inject({ url: '/api/auth/me' })).headers['cache-control']).toBe('no-store');
  });

  it('hostile input gives 4xx problem+json, never a stack or SQL', async () => {
    const bad = [
      post(t, '/api/auth/login', { email: "' OR 1=1 --\u0000", password: 'x' }),
      post(t, '/api/auth/login/mfa', { challengeToken: 'a'.repeat(5000), code: '1' }),
      post(t, '/api/auth/reset-password', { token: { $ne: 1 }, password: 'x' }),
      post(t, '/api/auth/register', {
        firstName: 'A\u0000',
        lastName: 'B',
        email: 'n@example.test',
        password: 'Long-enough-pass',
      }),
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: '{"email": ',
        headers: { 'content-type': 'application/json' },
      }),
      app.inject({ method: 'DELETE', url: `/api/auth/sessions/${'%00'.repeat(3)}`, headers: {} }),
    ];
    for (const res of await Promise.all(bad)) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.body).not.toMatch(/\bat .*\.ts:\d+|SELECT|INSERT|syntax error|stack/i);
    }
  });
});

describe('logs (ASVS V16.2.5 no credentials in logs)', () => {
  it('the whole log of this file holds no password, session token, challenge, reset token, recovery code or TOTP secret', async () => {
    // A full journey with every kind of secret.
    const u = await enrolled(t);
    seen.push(u.password, u.token, u.secret, ...u.recoveryCodes);
    const login = (await post(t, '/api/auth/login', { email: u.email, password: u.password })).json();
    seen.push(login.challengeToken);
    await forgetUsedSteps(t, u.user.id);
    const code = codeFor(u.secret);
    const s = (await post(t, '/api/auth/login/mfa', { challengeToken: login.challengeToken, code })).json();
    seen.push(s.token);
    await post(t, '/api/auth/forgot-password', { email: u.email });
    const reset = tokenIn((await mailTo(t, u.email, 'Reset')).body_text);
    seen.push(reset);
    await post(t, '/api/auth/reset-password', {
      token: reset,
      password: 'Fresh-new-passphrase-7',
      code: u.recoveryCodes[0],
    });
    seen.push('Fresh-new-passphrase-7');
    const v = tokenIn((await mailTo(t, u.email, 'Confirm')).body_text);
    seen.push(v);
    await post(t, '/api/auth/verify-email', { token: v });
    await new Promise((r) => setTimeout(r, 50));
    const all = logLines.join('');
    expect(all).toContain('email written to the outbox'); // the mailbox log line exists…
    expect(all).toContain('/dev/mailbox');
    for (const secret of seen) expect(all, 'a secret reached the log').not.toContain(secret);
  });
});
