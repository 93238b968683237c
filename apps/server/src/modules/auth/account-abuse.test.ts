/** Issue 30: sign-in lock-out (N6), sign-ups per address (N5) and sign-up enumeration (Minor). */
import { describe, expect, it } from 'vitest';
import { countMail, mailTo, nextAddress, post } from '../../../test/security-helpers.ts';
import { startTestApp } from '../../../test/harness.ts';
import { guards } from './guards.ts';

const SIGNUPS = 4;
const t = await startTestApp({ SIGNUPS_PER_ADDRESS_PER_HOUR: String(SIGNUPS) });
const login = (email: string, password: string, ip: string) => post(t, '/api/auth/login', { email, password }, {}, ip);
const signUp = (email: string, ip = nextAddress()) =>
  post(
    t,
    '/api/auth/register',
    { firstName: 'Ada', lastName: 'Lovelace', email, password: 'Orbit-of-the-analytical-1' },
    {},
    ip,
  );

describe('N6: sign-in throttling per (account, address)', () => {
  it('N6: wrong passwords from address A throttle A only; the right password from address B still signs in', async () => {
    const u = await t.register();
    const a = nextAddress();
    const b = nextAddress();
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await login(u.email, `wrong-${i}-password`, a)).statusCode);
    expect(codes.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(codes.at(-1)).toBe(429);
    expect((await login(u.email, u.password, b)).statusCode).toBe(200);
    const still = await login(u.email, u.password, a);
    expect(still.statusCode).toBe(429);
    expect(Number(still.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('N6: past the account-wide cap only addresses that failed on the account are refused', async () => {
    const u = await t.register();
    const failed = nextAddress();
    expect((await login(u.email, 'wrong-password-once', failed)).statusCode).toBe(401);
    // The cap's other failures, as if from many addresses (each a real wrong-password attempt costs a hash).
    for (let i = 0; i < 100; i++) await guards(t.ctx).loginAccount.fail(`login:account:${u.email}`);
    expect((await login(u.email, u.password, failed)).statusCode).toBe(429);
    expect((await login(u.email, u.password, nextAddress())).statusCode).toBe(200);
  });
});

describe('Minor: sign-up answers alike for a new and a taken address', () => {
  it('Minor sign-up enumeration: same status and body shape; the owner is mailed instead; nothing is created', async () => {
    const owner = await t.register();
    const fresh = await signUp(`fresh.${Date.now()}@example.test`);
    const taken = await signUp(owner.email.toUpperCase());
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.statusCode).toBe(201);
    const shape = (o: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(o).map(([k, v]) => [k, v === null ? 'null' : typeof v]));
    expect(shape(taken.json())).toEqual(shape(fresh.json()));
    expect(shape(taken.json().user)).toEqual(shape(fresh.json().user));
    expect(taken.json().user).toMatchObject({ email: owner.email, firstName: 'Ada', emailVerified: false });
    const mail = await mailTo(t, owner.email, 'tried to create');
    expect(mail.body_text).toContain('/forgot-password');
    // The owner's account is untouched (still their name, their password) and no token was stored for it.
    expect((await t.app.inject({ url: '/api/auth/me', headers: owner.auth })).json().user.firstName).toBe('Test');
    expect(
      (await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${taken.json().token}` } }))
        .statusCode,
    ).toBe(401);
    expect((await login(owner.email, owner.password, nextAddress())).statusCode).toBe(200);
    expect(await countMail(t, fresh.json().user.email, 'tried to create')).toBe(0);
  });
});

describe('N5: new accounts per address', () => {
  it(`N5: one address creates at most SIGNUPS_PER_ADDRESS_PER_HOUR (${SIGNUPS}) accounts an hour; another address still can`, async () => {
    const ip = nextAddress();
    const codes: number[] = [];
    for (let i = 0; i < SIGNUPS + 2; i++)
      codes.push((await signUp(`flood${i}.${Date.now()}@example.test`, ip)).statusCode);
    expect(codes).toEqual([...Array(SIGNUPS).fill(201), 429, 429]);
    const refused = await signUp(`flood-last.${Date.now()}@example.test`, ip);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.json().code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signUp(`elsewhere.${Date.now()}@example.test`)).statusCode).toBe(201);
  });
});
