import type { AuthResponse, ProfileBody, RegisterBody, User } from '@cosmos/contracts';
import { create } from 'zustand';
import { ApiError, TOKEN_KEY, api, setUnauthorizedHandler } from '../../lib/api';

export interface AuthState {
  user: User | null;
  token: string | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  error: string | null;
  /** The server's field-level reasons from the last failed call, e.g. { email: 'already exists' }. */
  fieldErrors: Record<string, string>;
  login(email: string, password: string): Promise<boolean>;
  register(body: RegisterBody): Promise<boolean>;
  logout(): Promise<void>;
  updateProfile(body: ProfileBody): Promise<boolean>;
  confirmSession(): Promise<void>;
}

const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(TOKEN_KEY);

function fieldsOf(err: unknown): Record<string, string> {
  return err instanceof ApiError ? Object.fromEntries((err.problem?.errors ?? []).map((e) => [e.field, e.message])) : {};
}

/** The spec's auth state (§3, §4): a stored token counts as signed in at startup, then /me confirms it. */
export const useAuth = create<AuthState>((set, get) => {
  const start = () => set({ isLoading: true, error: null, fieldErrors: {} });
  const signedIn = (r: AuthResponse) => {
    localStorage.setItem(TOKEN_KEY, r.token);
    set({ user: r.user, token: r.token, isAuthenticated: true, isLoading: false });
  };
  const clear = () => {
    localStorage.removeItem(TOKEN_KEY);
    set({ user: null, token: null, isAuthenticated: false, isLoading: false });
  };
  setUnauthorizedHandler(clear);

  return {
    user: null,
    token: stored,
    isAuthenticated: Boolean(stored),
    isLoading: false,
    error: null,
    fieldErrors: {},

    async login(email, password) {
      start();
      try {
        signedIn(await api<AuthResponse>('/api/auth/login', { method: 'POST', body: { email, password }, failMessage: 'Login failed' }));
        return true;
      } catch (err) {
        set({ isLoading: false, error: (err as Error).message, fieldErrors: fieldsOf(err) });
        return false;
      }
    },

    async register(body) {
      start();
      try {
        signedIn(await api<AuthResponse>('/api/auth/register', { method: 'POST', body, failMessage: 'Registration failed' }));
        return true;
      } catch (err) {
        set({ isLoading: false, error: (err as Error).message, fieldErrors: fieldsOf(err) });
        return false;
      }
    },

    async logout() {
      if (get().token) await api('/api/auth/logout', { method: 'POST', failMessage: 'Logout failed' }).catch(() => undefined);
      clear();
    },

    async updateProfile(body) {
      start();
      try {
        const user = await api<User>('/api/auth/profile', { method: 'PUT', body, failMessage: 'Failed to update profile' });
        set({ user, isLoading: false });
        return true;
      } catch (err) {
        set({ isLoading: false, error: (err as Error).message, fieldErrors: fieldsOf(err) });
        return false;
      }
    },

    async confirmSession() {
      if (!get().token) return;
      try {
        const { user } = await api<{ user: User }>('/api/auth/me', { failMessage: 'Session expired' });
        set({ user, isAuthenticated: true });
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) clear();
      }
    },
  };
});
