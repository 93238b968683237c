import type { Queryable } from '../../db/client.ts';
import { isUuid } from '../../lib/uuid.ts';

export interface SessionRow {
  id: string;
  user_agent: string;
  ip: string;
  created_at: Date | string;
  last_seen_at: Date | string;
}

export const listLiveSessions = (q: Queryable, userId: string) =>
  q.query<SessionRow>(
    `SELECT id, user_agent, ip, created_at, last_seen_at FROM sessions
     WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now() AND absolute_expires_at > now()
     ORDER BY last_seen_at DESC, created_at DESC`,
    [userId],
  );

/** Revokes one of the user's own sessions; another user's id matches nothing. */
export const revokeOwnSession = async (q: Queryable, userId: string, sessionId: string) =>
  (
    await q.query<{ id: string }>(
      'UPDATE sessions SET revoked_at = now() WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL RETURNING id',
      [sessionId, userId],
    )
  ).length === 1;

/** Revokes every live session of the user except `exceptId` (all of them when undefined); returns their ids. */
export const revokeSessions = async (q: Queryable, userId: string, exceptId?: string) =>
  (
    await q.query<{ id: string }>(
      'UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL AND id IS DISTINCT FROM $2 RETURNING id',
      [userId, exceptId ?? null],
    )
  ).map((r) => r.id);

/** User agents of the user's earlier sessions (live or not), newest first, the newest session itself left out. */
export const earlierUserAgents = async (q: Queryable, userId: string, limit = 50) =>
  (
    await q.query<{ user_agent: string }>(
      'SELECT user_agent FROM sessions WHERE user_id = $1 ORDER BY created_at DESC, id DESC OFFSET 1 LIMIT $2',
      [userId, limit],
    )
  ).map((r) => r.user_agent);
/** Whether the session exists and has not been revoked (a malformed id: no). */
export const isSessionLive = async (q: Queryable, sessionId: string) =>
  isUuid(sessionId) &&
  (await q.query('SELECT 1 FROM sessions WHERE id = $1 AND revoked_at IS NULL', [sessionId])).length > 0;
