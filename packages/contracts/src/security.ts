import { z } from 'zod';
import { AuthResponse, Email, Password } from './auth.ts';

/** Account security: two-factor sign-in, password reset, email verification, sessions. */

const token = z.string().trim().min(1, { message: 'Token is required' }).max(200);
/** A 6-digit TOTP code or a recovery code (xxxxx-xxxxx); spaces are ignored. */
export const MfaCode = z.string().trim().min(1, { message: 'Code is required' }).max(64);
const currentPassword = z.string().min(1, { message: 'Current password is required' }).max(1024);

export const MfaChallenge = z.object({ mfaRequired: z.literal(true), challengeToken: z.string() });
export type MfaChallenge = z.infer<typeof MfaChallenge>;
/** Sign-in answers with a session, or, for an account with 2FA, a second-step challenge. */
export const LoginResponse = z.union([AuthResponse, MfaChallenge]);
export type LoginResponse = z.infer<typeof LoginResponse>;

export const MfaLoginBody = z.object({ challengeToken: token, code: MfaCode });
export type MfaLoginBody = z.infer<typeof MfaLoginBody>;

export const ForgotPasswordBody = z.object({ email: Email });
export const ResetPasswordBody = z.object({ token, password: Password, code: MfaCode.optional() });
export type ResetPasswordBody = z.input<typeof ResetPasswordBody>;
export const VerifyEmailBody = z.object({ token });
export const MessageResponse = z.object({ ok: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

export const PasswordStrengthBody = z.object({
  password: z.string().max(1024),
  userInputs: z.array(z.string().max(254)).max(10).optional(),
});
export const PasswordStrength = z.object({
  score: z.number().int().min(0).max(4),
  label: z.string(),
  common: z.boolean(),
  warning: z.string().nullable(),
});
export type PasswordStrength = z.infer<typeof PasswordStrength>;

export const MfaStatus = z.object({ enabled: z.boolean(), pending: z.boolean(), recoveryCodesLeft: z.number().int() });
export type MfaStatus = z.infer<typeof MfaStatus>;
export const MfaSetupBody = z.object({ password: currentPassword });
export const MfaSetupResponse = z.object({ secret: z.string(), otpauthUri: z.string(), qrCode: z.string() });
export type MfaSetupResponse = z.infer<typeof MfaSetupResponse>;
export const MfaEnableBody = z.object({ code: MfaCode });
/** Re-authentication for sensitive changes: the current password, and a code when 2FA is on. */
export const ReauthBody = z.object({ password: currentPassword, code: MfaCode.optional() });
export type ReauthBody = z.infer<typeof ReauthBody>;
export const RecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodes>;

export const SessionInfo = z.object({
  id: z.string(),
  device: z.string(),
  userAgent: z.string(),
  ip: z.string(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof SessionInfo>;
export const SessionList = z.object({ sessions: z.array(SessionInfo) });
export const SessionIdParam = z.object({ id: z.uuid({ message: 'Session id must be a UUID' }) });
export const RevokedCount = z.object({ ok: z.literal(true), revoked: z.number().int() });
/** A password change: other sessions signed out and, with them, the account's API keys revoked. */
export const ChangePasswordResponse = RevokedCount.extend({ apiKeysRevoked: z.number().int() });
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponse>;

export const ChangePasswordBody = z.object({
  currentPassword,
  newPassword: Password,
  code: MfaCode.optional(),
  signOutOthers: z.boolean().optional().default(false),
});
export type ChangePasswordBody = z.input<typeof ChangePasswordBody>;
export const ChangeEmailBody = z.object({ password: currentPassword, email: Email, code: MfaCode.optional() });
export type ChangeEmailBody = z.infer<typeof ChangeEmailBody>;
