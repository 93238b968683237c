import type { AuthResponse, ProfileBody, RegisterBody, User } from '@cosmos/contracts';
import { create } from 'zustand';
import { turnOffDevicePush } from '../push';
import { clearOfflineData } from '../pwa';
import { ApiError, TOKEN_KEY, setUnauthorizedHandler } from '../api';
import { authCalls } from '../api/queries/auth';
import { i18n } from '../i18n';

export interface AuthState {
  user: User | null;
  token: string | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  error: string | null;
  /** The server's field-level reasons from the last failed call, e.g. { email: 'already exists' }. */
  fieldErrors: Record<string, string>;
  /** Set while a sign-in waits for its second factor. */
  mfaChallenge: string | null;
  login(email: string, password: string): Promise<boolean>;
  /** Second step: a TOTP or recovery code for the pending challenge. */
  completeMfa(code: string): Promise<boolean>;
  cancelMfa(): void;
  setUser(user: User): void;
  register(body: RegisterBody): Promise<boolean>;
  logout(): Promise<void>;
  updateProfile(body: ProfileBody): Promise<boolean>;
  confirmSession(): Promise<void>;
}

const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(TOKEN_KEY);

function fieldsOf(err: unknown): Record<string, string> {
  return err instanceof ApiError
    ? Object.fromEntries((err.problem?.errors ?? []).map((e) => [e.field, e.message]))
    : {};
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
    // What the offline app kept for this user goes with them (issue 35).
    void clearOfflineData();
  };
  setUnauthorizedHandler(clear);

  return {
    user: null,
    token: stored,
    isAuthenticated: Boolean(stored),
    isLoading: false,
    error: null,
    fieldErrors: {},
    mfaChallenge: null,

    async login(email, password) {
      start();
      try {
        const r = await authCalls.login({ email, password }, i18n.t('session:errors.loginFailed'));
        if ('mfaRequired' in r) {
          set({ mfaChallenge: r.challengeToken, isLoading: false });
          return false;
        }
        signedIn(r);
        return true;
      } catch (err) {
        const throttled = err instanceof ApiError && err.status === 429;
        // A disabled account is told so in the server's words, not with the generic "Login failed".
        const disabled = err instanceof ApiError && err.problem?.code === 'account_disabled';
        const error = throttled
          ? (err.problem?.detail ?? i18n.t('session:errors.throttled'))
          : disabled
            ? (err.problem?.detail ?? i18n.t('session:errors.disabled'))
            : (err as Error).message;
        set({ isLoading: false, error, fieldErrors: fieldsOf(err) });
        return false;
      }
    },

    async completeMfa(code) {
      const challengeToken = get().mfaChallenge;
      if (!challengeToken) return false;
      start();
      try {
        signedIn(await authCalls.loginMfa({ challengeToken, code }, i18n.t('session:errors.loginFailed')));
        set({ mfaChallenge: null });
        return true;
      } catch (err) {
        // An expired challenge means starting over from the password.
        if (err instanceof ApiError && err.problem?.code === 'challenge_expired') set({ mfaChallenge: null });
        set({
          isLoading: false,
          error: err instanceof ApiError ? (err.problem?.detail ?? err.message) : (err as Error).message,
          fieldErrors: fieldsOf(err),
        });
        return false;
      }
    },

    cancelMfa() {
      set({ mfaChallenge: null, error: null, fieldErrors: {} });
    },

    setUser(user) {
      set({ user });
    },

    async register(body) {
      start();
      try {
        signedIn(await authCalls.register(body, i18n.t('session:errors.registrationFailed')));
        return true;
      } catch (err) {
        set({ isLoading: false, error: (err as Error).message, fieldErrors: fieldsOf(err) });
        return false;
      }
    },

    async logout() {
      // This browser stops receiving the user's notifications (while the session can still say so).
      if (get().token) await turnOffDevicePush().catch(() => undefined);
      if (get().token) await authCalls.logout(i18n.t('session:errors.logoutFailed')).catch(() => undefined);
      clear();
    },

    async updateProfile(body) {
      start();
      try {
        const user = await authCalls.updateProfile(body, i18n.t('session:errors.updateProfile'));
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
        const { user } = await authCalls.me(i18n.t('session:errors.sessionExpired'));
        set({ user, isAuthenticated: true });
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) clear();
      }
    },
  };
});
