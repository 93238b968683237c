import type { AppContext } from '../../context.ts';
import { badRequest, rateLimited } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { LOGIN_POLICY, checkAccount } from '../../lib/throttle.ts';
import * as users from '../users/users.service.ts';
import { verifySecondFactor } from './mfa.service.ts';

/**
 * Re-authentication before a sensitive change: the current password (failures count toward the
 * sign-in back-off) and, when 2FA is on, a code.
 */
export async function reauthenticate(
  ctx: AppContext,
  userId: string,
  password: string,
  code: string | undefined,
  passwordField = 'password',
) {
  const row = (await users.findUserById(ctx.db, userId))!;
  const key = `login:acct:${row.email}`;
  await checkAccount(ctx.loginThrottle, key, LOGIN_POLICY);
  if (!(await verifyPassword(row.password_hash, password))) {
    const blocked = await ctx.loginThrottle.fail(key);
    if (blocked > 0) throw rateLimited(blocked, LOGIN_POLICY.freeFailures);
    throw badRequest(passwordField, 'Current password is incorrect');
  }
  await verifySecondFactor(ctx, userId, code, 'reauth');
  return row;
}
