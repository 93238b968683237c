import { createHash, randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import type { AppContext } from '../../context.ts';
import { AppError, badRequest, conflict, rateLimited } from '../../lib/errors.ts';
import { totpContext } from '../../lib/secret-box.ts';
import { sendMailLater } from '../mail/mail.service.ts';
import { noticeMail } from '../mail/templates.ts';
import { writeSettings } from '../settings/settings.service.ts';
import * as repo from './mfa.repository.ts';
import { base32Encode, matchStep, newSecret, otpauthUri } from './totp.ts';

export const MAX_CODE_FAILURES = 5;
export const LOCK_MINUTES = 15;
export const RECOVERY_CODE_COUNT = 10;

/** 50 random bits as xxxxx-xxxxx (base32, lower case): easy to type, infeasible to guess under the lock. */
const newRecoveryCode = () => {
  const s = base32Encode(randomBytes(7)).slice(0, 10).toLowerCase();
  return `${s.slice(0, 5)}-${s.slice(5)}`;
};
const normaliseCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();
/** Recovery codes are high-entropy random values, so a keyed SHA-256 suffices (no password hash needed). */
const hashRecovery = (userId: string, code: string) =>
  createHash('sha256')
    .update(`${userId}:${normaliseCode(code)}`)
    .digest('hex');

const now = () => Date.now() / 1000;

/** A stored TOTP secret, opened; undefined (and an error in the log) when it cannot be: wrong key, altered or moved row. */
function openSecret(ctx: AppContext, userId: string, stored: string) {
  try {
    return ctx.secrets.open(stored, totpContext(userId));
  } catch (err) {
    ctx.log.error({ err, userId }, 'stored TOTP secret cannot be opened');
    return undefined;
  }
}

export async function status(ctx: AppContext, userId: string) {
  const row = await repo.findMfa(ctx.db, userId);
  return {
    enabled: Boolean(row?.enabled_at),
    pending: Boolean(row?.pending_secret),
    recoveryCodesLeft: row?.enabled_at ? await repo.countRecoveryCodes(ctx.db, userId) : 0,
  };
}

export const isEnrolled = (ctx: AppContext, userId: string) => repo.isEnrolled(ctx.db, userId);

/** Sign-in's second step: a one-use challenge stands for "password accepted, code pending" for a few minutes. */
export const openChallenge = (ctx: AppContext, userId: string, tokenHash: string) =>
  repo.insertChallenge(ctx.db, userId, tokenHash);
export const findChallenge = (ctx: AppContext, tokenHash: string) => repo.findChallenge(ctx.db, tokenHash);
export const consumeChallenge = (ctx: AppContext, tokenHash: string) => repo.consumeChallenge(ctx.db, tokenHash);

/** Starts enrolment: a new pending secret, the otpauth URI and its QR code. Nothing changes until confirmed. */
export async function startSetup(ctx: AppContext, user: { id: string; email: string }) {
  if (await repo.isEnrolled(ctx.db, user.id)) throw conflict('code', 'Two-factor authentication is already on');
  const secret = newSecret();
  await repo.setPending(ctx.db, user.id, ctx.secrets.seal(secret, totpContext(user.id)));
  const uri = otpauthUri(secret, user.email);
  return {
    secret,
    otpauthUri: uri,
    qrCode: await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 1, width: 220 }),
  };
}

async function issueRecoveryCodes(ctx: AppContext, userId: string) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await ctx.db.tx((q) =>
    repo.replaceRecoveryCodes(
      q,
      userId,
      codes.map((c) => hashRecovery(userId, c)),
    ),
  );
  return codes;
}

/** Confirms enrolment with a valid code from the pending secret; answers the recovery codes, shown once. */
export async function confirmSetup(ctx: AppContext, user: { id: string; email: string }, code: string) {
  const row = await repo.findMfa(ctx.db, user.id);
  if (row?.enabled_at) throw conflict('code', 'Two-factor authentication is already on');
  if (!row?.pending_secret) throw badRequest('code', 'Start the set-up again: no enrolment is pending');
  const pending = openSecret(ctx, user.id, row.pending_secret);
  if (pending === undefined) throw conflict('code', 'Start the set-up again: the pending enrolment cannot be read');
  const step = matchStep(pending, code.replace(/\s/g, ''), now());
  if (step === undefined)
    throw badRequest('code', 'That code is not valid. Check the time on your device and try again.');
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  // One transaction, and only the first of two confirms at once activates: the codes shown are the codes stored.
  await ctx.db.tx(async (q) => {
    if (!(await repo.activate(q, user.id, step))) throw conflict('code', 'Two-factor authentication is already on');
    await repo.replaceRecoveryCodes(
      q,
      user.id,
      codes.map((c) => hashRecovery(user.id, c)),
    );
    await writeSettings(q, user.id, { twoFactor: true });
  });
  sendMailLater(ctx, noticeMail(user.email, 'mfaOn'), user.id);
  return codes;
}

/**
 * Checks a second factor: a TOTP code (±1 step, each step usable once) or an unused recovery code.
 * Five wrong codes lock the second step for 15 minutes. `field` names the input in a 400.
 */
export async function verifySecondFactor(
  ctx: AppContext,
  userId: string,
  code: string | undefined,
  mode: 'login' | 'reauth',
) {
  const row = await repo.findMfa(ctx.db, userId);
  // Fails closed: an enrolled account whose secret is missing or unreadable accepts recovery codes only.
  if (!row?.enabled_at) return;
  if (row.locked) {
    const wait = Math.max(1, (new Date(row.locked_until!).getTime() - Date.now()) / 1000);
    throw rateLimited(wait, MAX_CODE_FAILURES, 'Too many wrong codes. Try again in 15 minutes.');
  }
  if (!code)
    throw new AppError(mode === 'login' ? 401 : 400, 'mfa_required', 'Enter the code from your authenticator app', [
      { field: 'code', message: 'Enter the code from your authenticator app' },
    ]);
  const compact = code.replace(/\s/g, '');
  let ok = false;
  if (/^\d{6}$/.test(compact)) {
    const secret = row.secret === null ? undefined : openSecret(ctx, userId, row.secret);
    const step = secret === undefined ? undefined : matchStep(secret, compact, now());
    ok = step !== undefined && (await repo.claimStep(ctx.db, userId, step));
  } else {
    ok = await repo.useRecoveryCode(ctx.db, userId, hashRecovery(userId, compact));
    if (ok) await repo.resetFailures(ctx.db, userId);
  }
  if (ok) return;
  const locked = await repo.recordFailure(ctx.db, userId, MAX_CODE_FAILURES, LOCK_MINUTES);
  if (locked) throw rateLimited(LOCK_MINUTES * 60, MAX_CODE_FAILURES, 'Too many wrong codes. Try again in 15 minutes.');
  if (mode === 'login')
    throw new AppError(401, 'invalid_code', 'Invalid code', [{ field: 'code', message: 'Invalid code' }]);
  throw badRequest('code', 'Invalid code');
}

export async function disable(ctx: AppContext, user: { id: string; email: string }) {
  await ctx.db.tx(async (q) => {
    await repo.removeMfa(q, user.id);
    await writeSettings(q, user.id, { twoFactor: false });
  });
  sendMailLater(ctx, noticeMail(user.email, 'mfaOff'), user.id);
}

export async function regenerate(ctx: AppContext, user: { id: string; email: string }) {
  if (!(await repo.isEnrolled(ctx.db, user.id))) throw badRequest('code', 'Two-factor authentication is off');
  const codes = await issueRecoveryCodes(ctx, user.id);
  sendMailLater(ctx, noticeMail(user.email, 'recoveryCodes'), user.id);
  return codes;
}
