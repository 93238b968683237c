import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../db/seed/seed.ts';
import { logLines, startTestApp } from '../../../test/harness.ts';

const t = await startTestApp();
const { app } = t;

describe('register', () => {
  it('creates an account, answers 201 with user and token, never the password hash', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        firstName: 'Vera',
        lastName: 'Rubin',
        email: 'Vera.Rubin@Example.test',
        password: 'dark-matter-halo-1928',
        company: 'Carnegie',
        phone: '+1 555',
      },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({
      email: 'vera.rubin@example.test',
      firstName: 'Vera',
      lastName: 'Rubin',
      role: 'user',
      company: 'Carnegie',
    });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits, base64url
    expect(res.body).not.toMatch(/argon2|password_hash|dark-matter/);
    const stored = await t.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE email = $1', [
      'vera.rubin@example.test',
    ]);
    expect(stored[0]!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('a duplicate email (any case) creates nothing and answers like a new one (issue 30: no account enumeration)', async () => {
    const u = await t.register();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { firstName: 'A', lastName: 'B', email: u.email.toUpperCase(), password: 'another-long-password' },
    });
    expect(res.statusCode).toBe(201);
    const owners = await t.db.query('SELECT id FROM users WHERE lower(email) = lower($1)', [u.email]);
    expect(owners).toHaveLength(1);
  });

  it.each([
    [{ firstName: '', lastName: 'B', email: 'x@example.test', password: 'long-enough-pass' }, 'firstName'],
    [{ firstName: 'A', lastName: '', email: 'x@example.test', password: 'long-enough-pass' }, 'lastName'],
    [{ firstName: 'A', lastName: 'B', email: 'not-an-email', password: 'long-enough-pass' }, 'email'],
    [{ firstName: 'A', lastName: 'B', email: 'x@example.test', password: 'short' }, 'password'],
    [{ firstName: 'A', lastName: 'B', email: 'x@example.test', password: 'password123' }, 'password'],
    [{ firstName: 'A', lastName: 'B', email: 'x@example.test', password: 12345678 }, 'password'],
  ])('rejects %o with 400 naming %s and writes nothing', async (payload, field) => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await t.db.query('SELECT 1 FROM users WHERE email = $1', ['x@example.test'])).toHaveLength(0);
  });
});

describe('login, me, logout', () => {
  it('signs in the seeded demo account through the server', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(DEMO_ACCOUNT.email);
  });

  it('answers one generic message for a wrong password and for an unknown email', async () => {
    const u = await t.register();
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, password: 'not-the-password' },
    });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.test', password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().detail).toBe('Invalid email or password');
    expect(unknown.json().detail).toBe(wrong.json().detail);
  });

  it('me returns the user for a live token, 401 without one or with a garbage one', async () => {
    const u = await t.register();
    const ok = await app.inject({ url: '/api/auth/me', headers: u.auth });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.id).toBe(u.user.id);
    expect((await app.inject({ url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/auth/me', headers: { authorization: 'Bearer nope' } })).statusCode).toBe(401);
  });

  it('logout revokes the token on the server; other sessions stay', async () => {
    const u = await t.register();
    const second = await t.login(u.email, u.password);
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout', headers: u.auth })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/auth/me', headers: u.auth })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/auth/me', headers: second.auth })).statusCode).toBe(200);
  });

  it('stores only a hash of the session token', async () => {
    const u = await t.register();
    const rows = await t.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM sessions s JOIN users x ON x.id = s.user_id WHERE x.email = $1',
      [u.email],
    );
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.token_hash).not.toBe(u.token);
  });

  it('throttles repeated failures for one account from one address with 429 and Retry-After', async () => {
    const u = await t.register();
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 7; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: u.email, password: `wrong-${i}-password` },
        remoteAddress: '10.0.0.1',
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) retryAfter = res.headers['retry-after'] as string;
    }
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    // Even the right password waits from that address (other addresses: account-abuse.test.ts, issue 30 N6).
    const right = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, password: u.password },
      remoteAddress: '10.0.0.1',
    });
    expect(right.statusCode).toBe(429);
  });
});

describe('profile', () => {
  it('persists the profile and returns the updated user', async () => {
    const u = await t.register();
    const res = await app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: u.auth,
      payload: {
        firstName: 'Carl',
        lastName: 'Sagan',
        company: 'Cornell',
        phone: '1',
        location: 'Ithaca',
        latitude: 42.44,
        longitude: -76.5,
      },
    });
    expect(res.statusCode).toBe(200);
    // The location text is a display field; coordinates sent with the profile became the default place (issue 32).
    expect(res.json()).toMatchObject({ firstName: 'Carl', location: 'Ithaca' });
    expect(res.json()).not.toHaveProperty('latitude');
    const me = await app.inject({ url: '/api/auth/me', headers: u.auth });
    expect(me.json().user).toMatchObject({ firstName: 'Carl', lastName: 'Sagan', company: 'Cornell' });
    const places = await app.inject({ url: '/api/places', headers: u.auth });
    expect(places.json()).toMatchObject([{ name: 'Ithaca', latitude: 42.44, longitude: -76.5, isDefault: true }]);
  });

  it('rejects an out-of-range latitude with 400 naming it, and needs a token', async () => {
    const u = await t.register();
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: u.auth,
      payload: { firstName: 'A', lastName: 'B', latitude: 123 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('latitude');
    expect(
      (await app.inject({ method: 'PUT', url: '/api/auth/profile', payload: { firstName: 'A', lastName: 'B' } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('logs', () => {
  it('never contain a password or a token', async () => {
    const u = await t.register();
    await app.inject({ url: '/api/auth/me', headers: u.auth });
    const all = logLines.join('');
    expect(all.length).toBeGreaterThan(0);
    expect(all).not.toContain(u.password);
    expect(all).not.toContain(u.token);
  });
});
