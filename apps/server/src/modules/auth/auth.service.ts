import { randomUUID } from 'node:crypto';
import type {
  ChangeEmailBody,
  ChangePasswordBody,
  LoginBody,
  LoginResponse,
  ProfileBody,
  RegisterBody,
  ResetPasswordBody,
} from '@cosmos/contracts';
import { RegisterBody as RegisterSchema } from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import { AppError, badRequest, conflict, rateLimited } from '../../lib/errors.ts';
import { LOGIN_POLICY, checkAccount } from '../../lib/throttle.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { sendMailLater } from '../mail/mail.service.ts';
import { storeSignUpLanguage } from '../settings/settings.service.ts';
import { noticeMail, resetMail, signUpAttemptMail, verifyMail } from '../mail/templates.ts';
import { revokeAllKeys } from '../api-keys/api-keys.service.ts';
import * as mfa from '../mfa/mfa.service.ts';
import { reauthenticate } from '../mfa/reauthenticate.ts';
import { announceSignedOut, revokeSessions } from '../sessions/sessions.service.ts';
import { presentUser } from '../users/user.presenter.ts';
import * as users from '../users/users.service.ts';
import { LOGIN_ACCOUNT_POLICY, REGISTER_ACCOUNT_POLICY, RESET_ACCOUNT_POLICY, guards } from './guards.ts';
import { dummyHash, hashPassword, isCommonPassword, needsRehash, verifyPassword } from '../../lib/passwords.ts';
import * as sec from './security.repository.ts';
import * as sessions from './sessions.repository.ts';
import { sessionAuth, type SessionAuth } from '../../lib/session-cache.ts';
import { adoptCoordinates } from '../places/places.service.ts';

// Re-authentication lives with the second factor it checks; re-exported for callers written before the move.
export { reauthenticate };

export interface ClientInfo {
  ip: string;
  userAgent: string;
}

const invalidCredentials = () => new AppError(401, 'invalid_credentials', 'Invalid email or password');
export const ACCOUNT_DISABLED =
  'This account has been disabled by an administrator. Contact support if you think this is a mistake.';
/** Only after the password (and second factor) proved the account is theirs, so the answer reveals nothing to others. */
const refuseDisabled = (row: { disabled_at?: Date | string | null }) => {
  if (row.disabled_at) throw new AppError(403, 'account_disabled', ACCOUNT_DISABLED);
};
export const RESET_REQUESTED =
  'If an account exists for that email, we have sent a link to reset its password. The link works for one hour.';

/** Links in emails are built from PUBLIC_URL only; tokens ride in the fragment so no server or proxy logs them. */
const link = (ctx: AppContext, path: string, token: string) =>
  `${new URL(path, ctx.config.PUBLIC_URL).toString()}#token=${token}`;

function refuseCommon(password: string, field: string) {
  if (isCommonPassword(password)) throw badRequest(field, 'This password is too common. Choose a less guessable one.');
}

async function openSession(ctx: AppContext, userId: string, client: ClientInfo) {
  const token = newToken();
  await sessions.insertSession(ctx.db, {
    userId,
    tokenHash: hashToken(token),
    userAgent: client.userAgent,
    ip: client.ip,
  });
  return token;
}

async function sendVerification(ctx: AppContext, userId: string, email: string) {
  const token = newToken();
  await sec.upsertVerification(ctx.db, userId, email, hashToken(token));
  sendMailLater(ctx, verifyMail(email, link(ctx, '/verify-email', token)), userId);
}

/**
 * Sign-up answers the same for a new and a taken address (issue 30, Minor): 201 with a user and a token. For a taken
 * address nothing is created, the token opens nothing, and the owner is mailed a notice instead (with a sign-in
 * and a reset link). The per-address budget (guards.limitSignUps) and this per-email back-off count both alike.
 */
export async function register(ctx: AppContext, input: RegisterBody, client: ClientInfo) {
  const body = RegisterSchema.parse(input);
  const accountKey = `register:acct:${body.email}`;
  await checkAccount(guards(ctx).registerAccount, accountKey, REGISTER_ACCOUNT_POLICY);
  refuseCommon(body.password, 'password');
  const passwordHash = await hashPassword(body.password);
  // The account and its Settings language are written together: the verification email below reads the language.
  const row = await ctx.db.tx(async (q) => {
    const inserted = await users.insertUser(q, { ...body, passwordHash });
    if (inserted && body.language) await storeSignUpLanguage(q, inserted.id, body.language);
    return inserted;
  });
  await guards(ctx).registerAccount.fail(accountKey);
  if (!row) {
    const owner = await users.findUserByEmail(ctx.db, body.email);
    if (owner)
      sendMailLater(
        ctx,
        signUpAttemptMail(owner.email, {
          signIn: new URL('/login', ctx.config.PUBLIC_URL).toString(),
          reset: new URL('/forgot-password', ctx.config.PUBLIC_URL).toString(),
        }),
        owner.id,
      );
    return { user: lookalikeUser(body), token: newToken() };
  }
  await sendVerification(ctx, row.id, row.email);
  const token = await openSession(ctx, row.id, client);
  return { user: presentUser(row), token };
}

/** What a new account's answer looks like, for a sign-up on a taken address (nothing is stored). */
const lookalikeUser = (body: RegisterBody) =>
  presentUser({
    id: randomUUID(),
    email: body.email,
    first_name: body.firstName,
    last_name: body.lastName,
    role: 'user',
    avatar: null,
    company: body.company ?? '',
    phone: body.phone ?? '',
    location: '',
    email_verified: false,
    created_at: new Date(),
  } as unknown as Parameters<typeof presentUser>[0]);

/** First step. An account with 2FA gets a short-lived challenge instead of a session. */
/**
 * First step. An account with 2FA gets a short-lived challenge instead of a session.
 * Failures back off per (account, address) pair, so a stranger's wrong passwords never lock the owner out (issue 30
 * N6, OWASP); the account-wide cap (LOGIN_ACCOUNT_POLICY) then refuses only addresses that failed on it themselves.
 */
export async function login(ctx: AppContext, body: LoginBody, client: ClientInfo): Promise<LoginResponse> {
  const email = body.email.toLowerCase();
  const pairKey = `login:pair:${email}|${client.ip}`;
  const accountKey = `login:account:${email}`;
  // Its own key: without Redis every throttle shares one table, whatever its policy.
  const failedHereKey = `login:failed-here:${email}|${client.ip}`;
  const g = guards(ctx);
  await checkAccount(ctx.loginThrottle, pairKey, LOGIN_POLICY);
  const accountWait = await g.loginAccount.check(accountKey);
  if (accountWait > 0 && (await g.loginFailedHere.check(failedHereKey)) > 0)
    throw rateLimited(accountWait, LOGIN_ACCOUNT_POLICY.freeFailures);

  const row = await users.findUserByEmail(ctx.db, email);
  // Verify against a dummy hash for unknown emails so both paths take the same time.
  const ok = await verifyPassword(row?.password_hash ?? (await dummyHash()), body.password);
  if (!row || !ok) {
    const [blocked] = await Promise.all([
      ctx.loginThrottle.fail(pairKey),
      g.loginFailedHere.fail(failedHereKey),
      g.loginAccount.fail(accountKey),
    ]);
    if (blocked > 0) throw rateLimited(blocked, LOGIN_POLICY.freeFailures);
    throw invalidCredentials();
  }
  // The right password clears this address's back-off and the re-authentication back-off (`login:acct:`, counted by
  // wrong current passwords in Settings), as a successful sign-in did before sign-in was keyed by address.
  await Promise.all([
    ctx.loginThrottle.reset(pairKey),
    ctx.loginThrottle.reset(`login:acct:${row.email}`),
    g.loginFailedHere.reset(failedHereKey),
  ]);
  refuseDisabled(row);
  if (needsRehash(row.password_hash)) await users.setPasswordHash(ctx.db, row.id, await hashPassword(body.password));
  if (await mfa.isEnrolled(ctx, row.id)) {
    const challengeToken = newToken();
    await mfa.openChallenge(ctx, row.id, hashToken(challengeToken));
    return { mfaRequired: true, challengeToken };
  }
  const token = await openSession(ctx, row.id, client);
  ctx.events.emit('user.signedIn', { userId: row.id, userAgent: client.userAgent });
  return { user: presentUser(row), token };
}

/** Second step: a TOTP or recovery code against the challenge; a new session token on success. */
export async function loginMfa(ctx: AppContext, challengeToken: string, code: string, client: ClientInfo) {
  const h = hashToken(challengeToken);
  const ch = await mfa.findChallenge(ctx, h);
  if (!ch) throw new AppError(401, 'challenge_expired', 'The sign-in has expired. Sign in again.');
  await mfa.verifySecondFactor(ctx, ch.user_id, code, 'login');
  if (!(await mfa.consumeChallenge(ctx, h)))
    throw new AppError(401, 'challenge_expired', 'The sign-in has expired. Sign in again.');
  const row = (await users.findUserById(ctx.db, ch.user_id))!;
  refuseDisabled(row); // disabled while the challenge was pending
  const token = await openSession(ctx, row.id, client);
  ctx.events.emit('user.signedIn', { userId: row.id, userAgent: client.userAgent });
  return { user: presentUser(row), token };
}

export async function logout(ctx: AppContext, userId: string, sessionId: string) {
  await sessions.revokeSession(ctx.db, sessionId);
  ctx.events.emit('user.signedOut', { userId, sessionId });
}

/** The cached session for a token, without touching the database (undefined: ask `authenticate`). */
export function authenticateCached(ctx: AppContext, token: string) {
  if (!token || token.length > 200) return undefined;
  return ctx.sessionCache?.get(hashToken(token));
}

/** Resolves a bearer token to its user, renewing the idle expiry at most hourly. */
/** When the session ends unless renewed, or undefined when it is no longer live (revoked or expired). */
export const sessionLiveUntil = (ctx: AppContext, sessionId: string) => sessions.sessionLiveUntil(ctx.db, sessionId);

export async function authenticate(ctx: AppContext, token: string): Promise<SessionAuth | undefined> {
  if (!token || token.length > 200) return undefined;
  const h = hashToken(token);
  const cached = ctx.sessionCache?.get(h);
  if (cached) return cached;
  const row = await sessions.findLiveSession(ctx.db, h);
  if (!row) return undefined;
  await sessions.touchSession(ctx.db, row.session_id);
  const auth = sessionAuth(presentUser(row), row.session_id);
  ctx.sessionCache?.set(h, auth);
  return auth;
}

/**
 * Same answer, status and work whether or not the email has an account: one lookup, one token, one
 * write; the email itself goes out after the response.
 */
export async function forgotPassword(ctx: AppContext, email: string) {
  const key = `reset:acct:${email}`;
  await checkAccount(guards(ctx).resetAccount, key, RESET_ACCOUNT_POLICY);
  await guards(ctx).resetAccount.fail(key);
  const row = await users.findUserByEmail(ctx.db, email);
  const token = newToken();
  const h = hashToken(token);
  if (row) {
    await sec.upsertReset(ctx.db, row.id, h);
    sendMailLater(ctx, resetMail(row.email, link(ctx, '/reset-password', token)), row.id);
  } else {
    await sec.touchNoReset(ctx.db, h);
  }
  return { ok: true as const, message: RESET_REQUESTED };
}

const invalidResetLink = () => badRequest('token', 'This reset link is invalid or has expired. Ask for a new one.');

/** Sets a new password from a reset link: second factor when enrolled, all sessions revoked, no sign-in. */
export async function resetPassword(ctx: AppContext, body: ResetPasswordBody) {
  const h = hashToken(body.token);
  const row = await sec.findLiveReset(ctx.db, h);
  if (!row) throw invalidResetLink();
  refuseCommon(body.password, 'password');
  await mfa.verifySecondFactor(ctx, row.id, body.code, 'reauth');
  const passwordHash = await hashPassword(body.password);
  // All or nothing: a new password never stands while the old sessions live on.
  const revoked = await ctx.db.tx(async (q) => {
    if (!(await sec.consumeReset(q, h))) throw invalidResetLink();
    await users.setPasswordHash(q, row.id, passwordHash);
    // The link proved the mailbox is theirs.
    await sec.markVerified(q, row.id);
    // Whoever knew the old password may have made API keys: they stop with the sessions.
    await revokeAllKeys(q, row.id);
    return revokeSessions(q, row.id);
  });
  announceSignedOut(ctx, row.id, revoked);
  await ctx.loginThrottle.reset(`login:acct:${row.email}`);
  await guards(ctx).loginAccount.reset(`login:account:${row.email}`);
  sendMailLater(ctx, noticeMail(row.email, 'passwordReset'), row.id);
  return {
    ok: true as const,
    message:
      'Your password has been changed. Every session was signed out and every API key revoked. Sign in with your new password.',
  };
}

export async function verifyEmail(ctx: AppContext, token: string) {
  const userId = await sec.consumeVerification(ctx.db, hashToken(token));
  if (!userId) throw badRequest('token', 'This confirmation link is invalid or has expired. Ask for a new one.');
  ctx.events.emit('user.updated', { userId });
  return { ok: true as const, message: 'Your email address is confirmed.' };
}

export async function resendVerification(ctx: AppContext, userId: string) {
  const row = (await users.findUserById(ctx.db, userId))!;
  if (row.email_verified) return { ok: true as const, message: 'Your email address is already confirmed.' };
  await sendVerification(ctx, row.id, row.email);
  return { ok: true as const, message: `We sent a new confirmation link to ${row.email}.` };
}

export async function changePassword(ctx: AppContext, userId: string, sessionId: string, body: ChangePasswordBody) {
  const row = await reauthenticate(ctx, userId, body.currentPassword, body.code, 'currentPassword');
  refuseCommon(body.newPassword, 'newPassword');
  const passwordHash = await hashPassword(body.newPassword);
  const { revokedIds, apiKeysRevoked } = await ctx.db.tx(async (q) => {
    await users.setPasswordHash(q, userId, passwordHash);
    await sec.deleteResets(q, userId);
    if (!body.signOutOthers) return { revokedIds: [], apiKeysRevoked: 0 };
    // "Sign out others" means every other credential, API keys included.
    return { revokedIds: await revokeSessions(q, userId, sessionId), apiKeysRevoked: await revokeAllKeys(q, userId) };
  });
  const revoked = announceSignedOut(ctx, userId, revokedIds);
  sendMailLater(ctx, noticeMail(row.email, 'passwordChanged'), userId);
  return { ok: true as const, revoked, apiKeysRevoked };
}

export async function changeEmail(ctx: AppContext, userId: string, body: ChangeEmailBody) {
  const row = await reauthenticate(ctx, userId, body.password, body.code);
  if (body.email === row.email) throw badRequest('email', 'This is already your email address');
  const updated = await ctx.db.tx(async (q) => {
    const u = await sec.changeEmail(q, userId, body.email);
    if (!u) throw conflict('email', 'An account with this email already exists');
    await sec.deleteResets(q, userId); // a reset link mailed to the old address stops working
    return u;
  });
  ctx.events.emit('user.updated', { userId });
  sendMailLater(ctx, noticeMail(row.email, 'emailChanged', { email: updated.email }), userId);
  await sendVerification(ctx, userId, updated.email);
  return presentUser(updated);
}

export async function updateProfile(ctx: AppContext, userId: string, body: ProfileBody) {
  const row = await users.updateProfile(ctx.db, userId, {
    firstName: body.firstName,
    lastName: body.lastName,
    company: body.company ?? '',
    phone: body.phone ?? '',
    location: body.location ?? '',
    avatar: body.avatar,
  });
  if (!row) throw new AppError(404, 'not_found', 'User not found');
  // Coordinates sent with the profile (the old way, still accepted) become the default observing place.
  if (body.latitude != null && body.longitude != null)
    await adoptCoordinates(ctx, userId, body.latitude, body.longitude, body.location ?? '');
  ctx.events.emit('user.updated', { userId });
  return presentUser(row);
}
