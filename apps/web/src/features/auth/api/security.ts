import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { keys } from '../../../lib/api/keys';
import { authCalls, mfaStatusQuery, securityCalls, sessionsQuery } from '../../../lib/api/queries/auth';
import { i18n } from '../../../lib/i18n';

export const mfaKey = keys.security.mfa();
export const sessionsKey = keys.security.sessions();

export const useMfaStatus = () => useQuery(mfaStatusQuery(i18n.t('auth:errors.loadTwoFactorStatus')));
export const useSessions = () => useQuery(sessionsQuery(i18n.t('auth:errors.loadSessions')));

/** Mutations that change the account's security state refresh the 2FA status, sessions and settings. */
/** `errorKey` names the §8 message in the auth texts (errors.<key>); it is read in the current language per call. */
function useSecurityMutation<B, R>(call: (body: B, failMessage: string) => Promise<R>, errorKey: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => call(body, i18n.t(`auth:errors.${errorKey}`)),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: keys.auth() });
      void qc.invalidateQueries({ queryKey: keys.settings() });
    },
  });
}

export const useMfaSetup = () => useSecurityMutation(securityCalls.mfaSetup, 'startMfaSetup');
export const useMfaEnable = () => useSecurityMutation(securityCalls.mfaEnable, 'enableMfa');
export const useMfaDisable = () => useSecurityMutation(securityCalls.mfaDisable, 'disableMfa');
export const useRegenerateCodes = () => useSecurityMutation(securityCalls.regenerateCodes, 'regenerateCodes');
export const useChangePassword = () => useSecurityMutation(securityCalls.changePassword, 'changePassword');
export const useChangeEmail = () => useSecurityMutation(securityCalls.changeEmail, 'changeEmail');
export const useRevokeOthers = () => useSecurityMutation(securityCalls.revokeOthers, 'revokeOthers');

export function useRevokeSession() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => securityCalls.revokeSession(id, i18n.t('auth:errors.signOutTheSession')),
    onSuccess: () => void qc.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export const resendVerification = () => authCalls.resendVerification(i18n.t('auth:errors.sendTheConfirmationEmail'));
export const checkStrength = (password: string, userInputs: string[], signal: AbortSignal) =>
  authCalls.passwordStrength(password, userInputs, i18n.t('auth:errors.checkPasswordStrength'), signal);
