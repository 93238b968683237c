import type { Queryable } from '../../db/client.ts';
import type { UserRow } from '../users/users.service.ts';

/** Idle expiry slides by 30 days; absolute expiry caps a session at 90 days whatever its activity. */
export const IDLE_DAYS = 30;
export const ABSOLUTE_DAYS = 90;

export async function insertSession(
  q: Queryable,
  s: { userId: string; tokenHash: string; userAgent: string; ip: string },
) {
  const rows = await q.query<{ id: string }>(
    `INSERT INTO sessions (user_id, token_hash, user_agent, ip, expires_at, absolute_expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(days => $5), now() + make_interval(days => $6)) RETURNING id`,
    [s.userId, s.tokenHash, s.userAgent.slice(0, 300), s.ip, IDLE_DAYS, ABSOLUTE_DAYS],
  );
  return rows[0]!.id;
}

export type SessionUser = UserRow & { session_id: string; last_seen_at: Date | string };

export async function findLiveSession(q: Queryable, tokenHash: string) {
  const rows = await q.query<SessionUser>(
    `SELECT u.*, s.id AS session_id, s.last_seen_at FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND s.absolute_expires_at > now() AND u.disabled_at IS NULL`,
    [tokenHash],
  );
  return rows[0];
}

/** When a live session ends unless renewed (the earlier of idle and absolute expiry), or undefined when it is not live. */
export async function sessionLiveUntil(q: Queryable, sessionId: string): Promise<Date | undefined> {
  const rows = await q.query<{ until: Date | string }>(
    `SELECT LEAST(expires_at, absolute_expires_at) AS until FROM sessions
     WHERE id = $1 AND revoked_at IS NULL AND expires_at > now() AND absolute_expires_at > now()`,
    [sessionId],
  );
  return rows[0] ? new Date(rows[0].until) : undefined;
}

/** Sliding renewal at most hourly, so an active session does not write on every request. */
export const touchSession = (q: Queryable, sessionId: string) =>
  q.query(
    `UPDATE sessions SET last_seen_at = now(), expires_at = LEAST(absolute_expires_at, now() + make_interval(days => $2))
     WHERE id = $1 AND last_seen_at < now() - interval '1 hour'`,
    [sessionId, IDLE_DAYS],
  );

export const revokeSession = (q: Queryable, sessionId: string) =>
  q.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [sessionId]);
