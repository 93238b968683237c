import type { Queryable } from '../../db/client.ts';
import type { UserRow } from '../users/users.service.ts';

export const RESET_TTL_MINUTES = 60;
export const VERIFY_TTL_HOURS = 24;

/** One live reset token per account: a new request replaces the previous token. */
export const upsertReset = (q: Queryable, userId: string, tokenHash: string) =>
  q.query(
    `INSERT INTO password_resets (user_id, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))
     ON CONFLICT (user_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, expires_at = EXCLUDED.expires_at, created_at = now()`,
    [userId, tokenHash, RESET_TTL_MINUTES],
  );

/** A write of the same shape that matches nothing, so unknown emails cost what known ones do. */
export const touchNoReset = (q: Queryable, tokenHash: string) =>
  q.query('UPDATE password_resets SET expires_at = expires_at WHERE token_hash = $1', [tokenHash]);

export const findLiveReset = async (q: Queryable, tokenHash: string) =>
  (
    await q.query<UserRow>(
      `SELECT u.* FROM password_resets r JOIN users u ON u.id = r.user_id WHERE r.token_hash = $1 AND r.expires_at > now()`,
      [tokenHash],
    )
  )[0];

/** Consumes the token: only one request can delete it, so a token works once even under concurrency. */
export const consumeReset = async (q: Queryable, tokenHash: string) =>
  (
    await q.query('DELETE FROM password_resets WHERE token_hash = $1 AND expires_at > now() RETURNING user_id', [
      tokenHash,
    ])
  ).length === 1;

export const deleteResets = (q: Queryable, userId: string) =>
  q.query('DELETE FROM password_resets WHERE user_id = $1', [userId]);

export const upsertVerification = (q: Queryable, userId: string, email: string, tokenHash: string) =>
  q.query(
    `INSERT INTO email_verifications (user_id, token_hash, email, expires_at) VALUES ($1, $2, $3, now() + make_interval(hours => $4))
     ON CONFLICT (user_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, email = EXCLUDED.email, expires_at = EXCLUDED.expires_at, created_at = now()`,
    [userId, tokenHash, email, VERIFY_TTL_HOURS],
  );

/** Marks the email verified when the token is live and still names the account's current email. */
export async function consumeVerification(q: Queryable, tokenHash: string) {
  const rows = await q.query<{ user_id: string }>(
    `DELETE FROM email_verifications v USING users u
     WHERE v.token_hash = $1 AND v.expires_at > now() AND u.id = v.user_id AND u.email = v.email RETURNING v.user_id`,
    [tokenHash],
  );
  const userId = rows[0]?.user_id;
  if (userId) await q.query('UPDATE users SET email_verified = true, updated_at = now() WHERE id = $1', [userId]);
  return userId;
}

export async function changeEmail(q: Queryable, userId: string, email: string) {
  const rows = await q.query<UserRow>(
    `UPDATE users SET email = $2, email_verified = false, updated_at = now() WHERE id = $1
     AND NOT EXISTS (SELECT 1 FROM users o WHERE o.email = $2 AND o.id <> $1) RETURNING *`,
    [userId, email.toLowerCase()],
  );
  return rows[0];
}

export const markVerified = (q: Queryable, userId: string) =>
  q.query('UPDATE users SET email_verified = true WHERE id = $1', [userId]);
