import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from './auth-store';

const user = {
  id: 'u1',
  email: 'a@b.c',
  firstName: 'A',
  lastName: 'B',
  role: 'user',
  avatar: null,
  company: '',
  phone: '',
  location: '',
  emailVerified: true,
  createdAt: '',
};
const respond = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('auth store: two-factor sign-in', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    useAuth.setState({ user: null, token: null, isAuthenticated: false, mfaChallenge: null, error: null });
  });

  it('a challenge answer keeps the user signed out and waits for a code; the code signs in', async () => {
    vi.stubGlobal('fetch', respond(200, { mfaRequired: true, challengeToken: 'ch1' }));
    expect(await useAuth.getState().login('a@b.c', 'pw')).toBe(false);
    expect(useAuth.getState()).toMatchObject({ isAuthenticated: false, mfaChallenge: 'ch1', error: null });
    expect(localStorage.getItem('token')).toBeNull();

    const second = respond(200, { user, token: 'tok2' });
    vi.stubGlobal('fetch', second);
    expect(await useAuth.getState().completeMfa('123456')).toBe(true);
    expect(JSON.parse((second.mock.calls[0] as unknown as [string, RequestInit])[1].body as string)).toEqual({
      challengeToken: 'ch1',
      code: '123456',
    });
    expect(useAuth.getState()).toMatchObject({ isAuthenticated: true, token: 'tok2', mfaChallenge: null });
  });

  it('a wrong code shows the server reason and keeps the challenge; an expired one returns to the password step', async () => {
    useAuth.setState({ mfaChallenge: 'ch1' });
    vi.stubGlobal('fetch', respond(401, { status: 401, code: 'invalid_code', detail: 'Invalid code' }));
    expect(await useAuth.getState().completeMfa('000000')).toBe(false);
    expect(useAuth.getState()).toMatchObject({ error: 'Invalid code', mfaChallenge: 'ch1' });
    vi.stubGlobal(
      'fetch',
      respond(401, { status: 401, code: 'challenge_expired', detail: 'The sign-in has expired. Sign in again.' }),
    );
    await useAuth.getState().completeMfa('000000');
    expect(useAuth.getState().mfaChallenge).toBeNull();
  });

  it('a throttled sign-in says so instead of "Invalid email or password"', async () => {
    vi.stubGlobal('fetch', respond(429, { status: 429, detail: 'Too many attempts. Try again later.' }));
    await useAuth.getState().login('a@b.c', 'pw');
    expect(useAuth.getState().error).toBe('Too many attempts. Try again later.');
  });
});
