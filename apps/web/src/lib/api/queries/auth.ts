/**
 * The account (POST/GET /api/auth/*): signing in and out, the profile, e-mail confirmation and password reset,
 * and the security page's two-factor status and sessions (under `keys.auth()`, so a security change refreshes
 * them together). Each call takes the stored §8 message of the screen that makes it.
 */
import { queryOptions } from '@tanstack/react-query';
import { client, ok } from '../index';
import { keys } from '../keys';
import type { paths } from '../schema.gen';

type Body<P extends keyof paths, M extends 'post' | 'put'> = paths[P][M] extends {
  requestBody: { content: { 'application/json': infer B } };
}
  ? B
  : never;

export const authCalls = {
  login: (body: Body<'/api/auth/login', 'post'>, failMessage: string) =>
    ok(client.POST('/api/auth/login', { body, failMessage })),
  loginMfa: (body: Body<'/api/auth/login/mfa', 'post'>, failMessage: string) =>
    ok(client.POST('/api/auth/login/mfa', { body, failMessage })),
  register: (body: Body<'/api/auth/register', 'post'>, failMessage: string) =>
    ok(client.POST('/api/auth/register', { body, failMessage })),
  logout: (failMessage: string) => ok(client.POST('/api/auth/logout', { failMessage })),
  updateProfile: (body: Body<'/api/auth/profile', 'put'>, failMessage: string) =>
    ok(client.PUT('/api/auth/profile', { body, failMessage })),
  me: (failMessage: string) => ok(client.GET('/api/auth/me', { failMessage })),
  forgotPassword: (email: string, failMessage: string) =>
    ok(client.POST('/api/auth/forgot-password', { body: { email }, failMessage })),
  resetPassword: (body: Body<'/api/auth/reset-password', 'post'>, failMessage: string) =>
    ok(client.POST('/api/auth/reset-password', { body, failMessage })),
  verifyEmail: (token: string, failMessage: string) =>
    ok(client.POST('/api/auth/verify-email', { body: { token }, failMessage })),
  resendVerification: (failMessage: string) => ok(client.POST('/api/auth/verify-email/resend', { failMessage })),
  passwordStrength: (password: string, userInputs: string[], failMessage: string, signal: AbortSignal) =>
    ok(client.POST('/api/auth/password-strength', { body: { password, userInputs }, failMessage, signal })),
};

export const mfaStatusQuery = (failMessage: string) =>
  queryOptions({ queryKey: keys.security.mfa(), queryFn: () => ok(client.GET('/api/auth/mfa', { failMessage })) });

export const sessionsQuery = (failMessage: string) =>
  queryOptions({
    queryKey: keys.security.sessions(),
    queryFn: async () => (await ok(client.GET('/api/auth/sessions', { failMessage }))).sessions,
  });

/** The security page's changes: each refreshes the 2FA status, the sessions and the settings. */
export const securityCalls = {
  mfaSetup: (body: Body<'/api/auth/mfa/setup', 'post'>, failMessage: string) =>
    ok(client.POST('/api/auth/mfa/setup', { body, failMessage })),
  mfaEnable: (body: Body<'/api/auth/mfa/enable', 'post'>, failMessage: string) =>
    ok(client.POST('/api/auth/mfa/enable', { body, failMessage })),
  mfaDisable: (body: Body<'/api/auth/mfa/disable', 'post'>, failMessage: string) =>
    ok(client.POST('/api/auth/mfa/disable', { body, failMessage })),
  regenerateCodes: (body: Body<'/api/auth/mfa/recovery-codes', 'post'>, failMessage: string) =>
    ok(client.POST('/api/auth/mfa/recovery-codes', { body, failMessage })),
  changePassword: (body: Body<'/api/auth/change-password', 'post'>, failMessage: string) =>
    ok(client.POST('/api/auth/change-password', { body, failMessage })),
  changeEmail: (body: Body<'/api/auth/change-email', 'post'>, failMessage: string) =>
    ok(client.POST('/api/auth/change-email', { body, failMessage })),
  revokeOthers: (_body: void, failMessage: string) =>
    ok(client.POST('/api/auth/sessions/revoke-others', { failMessage })),
  revokeSession: (id: string, failMessage: string) =>
    ok(client.DELETE('/api/auth/sessions/{id}', { params: { path: { id } }, failMessage })),
};
