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
  emailVerified: false,
  createdAt: '',
};
const respond = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('auth store (spec §4 Auth)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("login success stores user and token under 'token' and marks authenticated", async () => {
    vi.stubGlobal('fetch', respond(200, { user, token: 'tok123' }));
    expect(await useAuth.getState().login('a@b.c', 'pw')).toBe(true);
    expect(useAuth.getState()).toMatchObject({
      user,
      token: 'tok123',
      isAuthenticated: true,
      isLoading: false,
      error: null,
    });
    expect(localStorage.getItem('token')).toBe('tok123');
  });

  it("login failure stores the spec's message 'Login failed'", async () => {
    vi.stubGlobal('fetch', respond(401, { status: 401, detail: 'Invalid email or password' }));
    expect(await useAuth.getState().login('a@b.c', 'bad')).toBe(false);
    expect(useAuth.getState()).toMatchObject({ error: 'Login failed', isLoading: false });
  });

  it('a disabled account is told so in the server\'s words rather than "Login failed"', async () => {
    const detail =
      'This account has been disabled by an administrator. Contact support if you think this is a mistake.';
    useAuth.setState({ user: null, token: null, isAuthenticated: false });
    vi.stubGlobal('fetch', respond(403, { status: 403, code: 'account_disabled', detail }));
    expect(await useAuth.getState().login('a@b.c', 'right-password')).toBe(false);
    expect(useAuth.getState()).toMatchObject({ error: detail, isAuthenticated: false });
  });

  it("register failure keeps the server's field reasons", async () => {
    vi.stubGlobal(
      'fetch',
      respond(409, { status: 409, errors: [{ field: 'email', message: 'An account with this email already exists' }] }),
    );
    expect(
      await useAuth.getState().register({ firstName: 'A', lastName: 'B', email: 'a@b.c', password: 'longenough' }),
    ).toBe(false);
    expect(useAuth.getState().error).toBe('Registration failed');
    expect(useAuth.getState().fieldErrors).toEqual({ email: 'An account with this email already exists' });
  });

  it('a rejected stored token signs the user out', async () => {
    localStorage.setItem('token', 'stale');
    useAuth.setState({ token: 'stale', isAuthenticated: true });
    vi.stubGlobal('fetch', respond(401, { status: 401 }));
    await useAuth.getState().confirmSession();
    expect(useAuth.getState()).toMatchObject({ token: null, isAuthenticated: false, user: null });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('logout revokes on the server and clears both', async () => {
    const fetchMock = respond(200, { ok: true });
    vi.stubGlobal('fetch', fetchMock);
    useAuth.setState({ token: 'tok', user: user as never, isAuthenticated: true });
    localStorage.setItem('token', 'tok');
    await useAuth.getState().logout();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
    expect(useAuth.getState()).toMatchObject({ token: null, user: null, isAuthenticated: false });
    expect(localStorage.getItem('token')).toBeNull();
  });
});
