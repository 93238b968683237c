import type { Queryable } from '../../db/client.ts';

export interface MfaRow {
  user_id: string;
  secret: string | null;
  pending_secret: string | null;
  enabled_at: Date | string | null;
  last_step: string | number;
  failures: number;
  locked_until: Date | string | null;
  locked: boolean;
}

export const findMfa = async (q: Queryable, userId: string) =>
  (
    await q.query<MfaRow>(
      'SELECT *, (locked_until IS NOT NULL AND locked_until > now()) AS locked FROM user_mfa WHERE user_id = $1',
      [userId],
    )
  )[0];

export const isEnrolled = async (q: Queryable, userId: string) =>
  (await q.query('SELECT 1 FROM user_mfa WHERE user_id = $1 AND enabled_at IS NOT NULL', [userId])).length === 1;

export const setPending = (q: Queryable, userId: string, secret: string) =>
  q.query(
    `INSERT INTO user_mfa (user_id, pending_secret) VALUES ($1, $2) ON CONFLICT (user_id) DO UPDATE SET pending_secret = EXCLUDED.pending_secret`,
    [userId, secret],
  );

/** Turns the pending secret on; false when it is already on (or nothing is pending), e.g. a second confirm at once. */
export const activate = async (q: Queryable, userId: string, step: number) =>
  (
    await q.query(
      `UPDATE user_mfa SET secret = pending_secret, pending_secret = NULL, enabled_at = now(), last_step = $2, failures = 0, locked_until = NULL
       WHERE user_id = $1 AND enabled_at IS NULL AND pending_secret IS NOT NULL RETURNING user_id`,
      [userId, step],
    )
  ).length === 1;

/** Records the step a code was used at; fails when that step (or a later one) was already used: replay. */
export const claimStep = async (q: Queryable, userId: string, step: number) =>
  (
    await q.query(
      'UPDATE user_mfa SET last_step = $2, failures = 0 WHERE user_id = $1 AND last_step < $2 RETURNING user_id',
      [userId, step],
    )
  ).length === 1;

/** Counts a wrong code; the fifth locks the second step for `lockMinutes`. Returns true when now locked. */
export async function recordFailure(q: Queryable, userId: string, maxFailures: number, lockMinutes: number) {
  const rows = await q.query<{ failures: number }>(
    `UPDATE user_mfa SET failures = failures + 1 WHERE user_id = $1 RETURNING failures`,
    [userId],
  );
  if ((rows[0]?.failures ?? 0) >= maxFailures) {
    await q.query(
      `UPDATE user_mfa SET failures = 0, locked_until = now() + make_interval(mins => $2) WHERE user_id = $1`,
      [userId, lockMinutes],
    );
    return true;
  }
  return false;
}

export const resetFailures = (q: Queryable, userId: string) =>
  q.query('UPDATE user_mfa SET failures = 0 WHERE user_id = $1', [userId]);

export const removeMfa = async (q: Queryable, userId: string) => {
  await q.query('DELETE FROM recovery_codes WHERE user_id = $1', [userId]);
  await q.query('DELETE FROM user_mfa WHERE user_id = $1', [userId]);
};

export async function replaceRecoveryCodes(q: Queryable, userId: string, hashes: string[]) {
  await q.query('DELETE FROM recovery_codes WHERE user_id = $1', [userId]);
  for (const h of hashes) await q.query('INSERT INTO recovery_codes (user_id, code_hash) VALUES ($1, $2)', [userId, h]);
}

export const useRecoveryCode = async (q: Queryable, userId: string, hash: string) =>
  (
    await q.query(
      'UPDATE recovery_codes SET used_at = now() WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING id',
      [userId, hash],
    )
  ).length === 1;

export const countRecoveryCodes = async (q: Queryable, userId: string) =>
  Number(
    (
      await q.query<{ n: number | string }>(
        'SELECT count(*) AS n FROM recovery_codes WHERE user_id = $1 AND used_at IS NULL',
        [userId],
      )
    )[0]!.n,
  );

export const CHALLENGE_MINUTES = 5;
export const insertChallenge = (q: Queryable, userId: string, tokenHash: string) =>
  q.query(
    `INSERT INTO mfa_challenges (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))`,
    [tokenHash, userId, CHALLENGE_MINUTES],
  );

export const findChallenge = async (q: Queryable, tokenHash: string) =>
  (
    await q.query<{ user_id: string }>(
      'SELECT user_id FROM mfa_challenges WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()',
      [tokenHash],
    )
  )[0];

export const consumeChallenge = async (q: Queryable, tokenHash: string) =>
  (
    await q.query(
      'UPDATE mfa_challenges SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL RETURNING user_id',
      [tokenHash],
    )
  ).length === 1;
