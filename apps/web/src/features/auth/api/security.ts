import type {
  MessageResponse,
  MfaSetupResponse,
  MfaStatus,
  PasswordStrength,
  RecoveryCodes,
  SessionInfo,
  User,
} from '@cosmos/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const mfaKey = ['auth', 'mfa'] as const;
export const sessionsKey = ['auth', 'sessions'] as const;

export const useMfaStatus = () =>
  useQuery({
    queryKey: mfaKey,
    queryFn: () => api<MfaStatus>('/api/auth/mfa', { failMessage: 'Failed to load two-factor status' }),
  });
export const useSessions = () =>
  useQuery({
    queryKey: sessionsKey,
    queryFn: async () =>
      (await api<{ sessions: SessionInfo[] }>('/api/auth/sessions', { failMessage: 'Failed to load sessions' }))
        .sessions,
  });

/** Mutations that change the account's security state refresh the 2FA status, sessions and settings. */
function useSecurityMutation<B, R>(path: string, failMessage: string, method = 'POST') {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => api<R>(path, { method, body, failMessage }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['auth'] });
      void qc.invalidateQueries({ queryKey: ['settings'] });
    },
  });
}

export const useMfaSetup = () =>
  useSecurityMutation<{ password: string }, MfaSetupResponse>(
    '/api/auth/mfa/setup',
    'Failed to start two-factor set-up',
  );
export const useMfaEnable = () =>
  useSecurityMutation<{ code: string }, RecoveryCodes>(
    '/api/auth/mfa/enable',
    'Failed to turn on two-factor authentication',
  );
export const useMfaDisable = () =>
  useSecurityMutation<{ password: string; code?: string }, { ok: true }>(
    '/api/auth/mfa/disable',
    'Failed to turn off two-factor authentication',
  );
export const useRegenerateCodes = () =>
  useSecurityMutation<{ password: string; code?: string }, RecoveryCodes>(
    '/api/auth/mfa/recovery-codes',
    'Failed to generate recovery codes',
  );
export const useChangePassword = () =>
  useSecurityMutation<
    { currentPassword: string; newPassword: string; code?: string; signOutOthers: boolean },
    { ok: true; revoked: number; apiKeysRevoked: number }
  >('/api/auth/change-password', 'Failed to change password');
export const useChangeEmail = () =>
  useSecurityMutation<{ password: string; email: string; code?: string }, User>(
    '/api/auth/change-email',
    'Failed to change email',
  );
export const useRevokeOthers = () =>
  useSecurityMutation<void, { ok: true; revoked: number }>(
    '/api/auth/sessions/revoke-others',
    'Failed to sign out other sessions',
  );

export function useRevokeSession() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ ok: true }>(`/api/auth/sessions/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        failMessage: 'Failed to sign out the session',
      }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export const resendVerification = () =>
  api<MessageResponse>('/api/auth/verify-email/resend', {
    method: 'POST',
    failMessage: 'Failed to send the confirmation email',
  });
export const checkStrength = (password: string, userInputs: string[], signal: AbortSignal) =>
  api<PasswordStrength>('/api/auth/password-strength', {
    method: 'POST',
    body: { password, userInputs },
    failMessage: 'Failed to check password strength',
    signal,
  });
