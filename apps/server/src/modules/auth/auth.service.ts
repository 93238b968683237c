import type { LoginBody, ProfileBody, RegisterBody } from '@cosmos/contracts';
import { RegisterBody as RegisterSchema } from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import { AppError, conflict, tooManyRequests } from '../../lib/errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { presentUser } from '../users/user.presenter.ts';
import * as users from '../users/users.repository.ts';
import { dummyHash, hashPassword, isCommonPassword, needsRehash, verifyPassword } from './passwords.ts';
import * as sessions from './sessions.repository.ts';

export interface ClientInfo {
  ip: string;
  userAgent: string;
}

const invalidCredentials = () => new AppError(401, 'invalid_credentials', 'Invalid email or password');

async function openSession(ctx: AppContext, userId: string, client: ClientInfo) {
  const token = newToken();
  await sessions.insertSession(ctx.db, { userId, tokenHash: hashToken(token), userAgent: client.userAgent, ip: client.ip });
  return token;
}

export async function register(ctx: AppContext, input: RegisterBody, client: ClientInfo) {
  const body = RegisterSchema.parse(input);
  if (isCommonPassword(body.password)) {
    throw new AppError(400, 'validation_failed', 'This password is too common. Choose a less guessable one.', [
      { field: 'password', message: 'This password is too common. Choose a less guessable one.' },
    ]);
  }
  const passwordHash = await hashPassword(body.password);
  const row = await users.insertUser(ctx.db, { ...body, passwordHash });
  if (!row) throw conflict('email', 'An account with this email already exists');
  ctx.events.emit('user.registered', { userId: row.id });
  const token = await openSession(ctx, row.id, client);
  return { user: presentUser(row), token };
}

export async function login(ctx: AppContext, body: LoginBody, client: ClientInfo) {
  const accountKey = `login:acct:${body.email}`;
  const addressKey = `login:ip:${client.ip}`;
  const wait = Math.max(await ctx.loginThrottle.check(accountKey), await ctx.loginThrottle.check(addressKey));
  if (wait > 0) throw tooManyRequests(wait);

  const row = await users.findUserByEmail(ctx.db, body.email);
  // Verify against a dummy hash for unknown emails so both paths take the same time.
  const ok = await verifyPassword(row?.password_hash ?? (await dummyHash()), body.password);
  if (!row || !ok) {
    const blocked = Math.max(await ctx.loginThrottle.fail(accountKey), await ctx.loginThrottle.fail(addressKey));
    if (blocked > 0) throw tooManyRequests(blocked);
    throw invalidCredentials();
  }
  await ctx.loginThrottle.reset(accountKey);
  if (needsRehash(row.password_hash)) await users.setPasswordHash(ctx.db, row.id, await hashPassword(body.password));
  const token = await openSession(ctx, row.id, client);
  return { user: presentUser(row), token };
}

export async function logout(ctx: AppContext, userId: string, sessionId: string) {
  await sessions.revokeSession(ctx.db, sessionId);
  ctx.events.emit('user.signedOut', { userId, sessionId });
}

/** Resolves a bearer token to its user, renewing the idle expiry at most hourly. */
export async function authenticate(ctx: AppContext, token: string) {
  if (!token || token.length > 200) return undefined;
  const row = await sessions.findLiveSession(ctx.db, hashToken(token));
  if (!row) return undefined;
  await sessions.touchSession(ctx.db, row.session_id);
  return { user: presentUser(row), sessionId: row.session_id };
}

export async function updateProfile(ctx: AppContext, userId: string, body: ProfileBody) {
  const row = await users.updateProfile(ctx.db, userId, {
    firstName: body.firstName,
    lastName: body.lastName,
    company: body.company ?? '',
    phone: body.phone ?? '',
    location: body.location ?? '',
    latitude: body.latitude,
    longitude: body.longitude,
    avatar: body.avatar,
  });
  if (!row) throw new AppError(404, 'not_found', 'User not found');
  return presentUser(row);
}
