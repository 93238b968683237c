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
import { i18n } from '../../../lib/i18n';

export const mfaKey = ['auth', 'mfa'] as const;
export const sessionsKey = ['auth', 'sessions'] as const;

export const useMfaStatus = () =>
  useQuery({
    queryKey: mfaKey,
    queryFn: () => api<MfaStatus>('/api/auth/mfa', { failMessage: i18n.t('auth:errors.loadTwoFactorStatus') }),
  });
export const useSessions = () =>
  useQuery({
    queryKey: sessionsKey,
    queryFn: async () =>
      (
        await api<{ sessions: SessionInfo[] }>('/api/auth/sessions', {
          failMessage: i18n.t('auth:errors.loadSessions'),
        })
      ).sessions,
  });

/** Mutations that change the account's security state refresh the 2FA status, sessions and settings. */
/** `errorKey` names the §8 message in the auth texts (errors.<key>); it is read in the current language per call. */
function useSecurityMutation<B, R>(path: string, errorKey: string, method = 'POST') {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => api<R>(path, { method, body, failMessage: i18n.t(`auth:errors.${errorKey}`) }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['auth'] });
      void qc.invalidateQueries({ queryKey: ['settings'] });
    },
  });
}

export const useMfaSetup = () =>
  useSecurityMutation<{ password: string }, MfaSetupResponse>('/api/auth/mfa/setup', 'startMfaSetup');
export const useMfaEnable = () =>
  useSecurityMutation<{ code: string }, RecoveryCodes>('/api/auth/mfa/enable', 'enableMfa');
export const useMfaDisable = () =>
  useSecurityMutation<{ password: string; code?: string }, { ok: true }>('/api/auth/mfa/disable', 'disableMfa');
export const useRegenerateCodes = () =>
  useSecurityMutation<{ password: string; code?: string }, RecoveryCodes>(
    '/api/auth/mfa/recovery-codes',
    'regenerateCodes',
  );
export const useChangePassword = () =>
  useSecurityMutation<
    { currentPassword: string; newPassword: string; code?: string; signOutOthers: boolean },
    { ok: true; revoked: number; apiKeysRevoked: number }
  >('/api/auth/change-password', 'changePassword');
export const useChangeEmail = () =>
  useSecurityMutation<{ password: string; email: string; code?: string }, User>(
    '/api/auth/change-email',
    'changeEmail',
  );
export const useRevokeOthers = () =>
  useSecurityMutation<void, { ok: true; revoked: number }>('/api/auth/sessions/revoke-others', 'revokeOthers');

export function useRevokeSession() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ ok: true }>(`/api/auth/sessions/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        failMessage: i18n.t('auth:errors.signOutTheSession'),
      }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export const resendVerification = () =>
  api<MessageResponse>('/api/auth/verify-email/resend', {
    method: 'POST',
    failMessage: i18n.t('auth:errors.sendTheConfirmationEmail'),
  });
export const checkStrength = (password: string, userInputs: string[], signal: AbortSignal) =>
  api<PasswordStrength>('/api/auth/password-strength', {
    method: 'POST',
    body: { password, userInputs },
    failMessage: i18n.t('auth:errors.checkPasswordStrength'),
    signal,
  });
