import type { SessionInfo } from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { describeDevice } from './device.ts';
import * as repo from './sessions.repository.ts';

const iso = (d: Date | string) => new Date(d).toISOString();

export async function listSessions(ctx: AppContext, userId: string, currentId: string): Promise<SessionInfo[]> {
  const rows = await repo.listLiveSessions(ctx.db, userId);
  return rows.map((r) => ({
    id: r.id,
    device: describeDevice(r.user_agent),
    userAgent: r.user_agent,
    ip: r.ip,
    createdAt: iso(r.created_at),
    lastActiveAt: iso(r.last_seen_at),
    current: r.id === currentId,
  }));
}

export async function revokeOne(ctx: AppContext, userId: string, sessionId: string) {
  if (!(await repo.revokeOwnSession(ctx.db, userId, sessionId))) throw notFound('Session');
  ctx.events.emit('user.signedOut', { userId, sessionId });
}

/** Tells the gateway and the session cache that these sessions ended; call after the revoking transaction committed. */
export function announceSignedOut(ctx: AppContext, userId: string, sessionIds: string[]) {
  for (const sessionId of sessionIds) ctx.events.emit('user.signedOut', { userId, sessionId });
  return sessionIds.length;
}

/**
 * Revokes all of a user's sessions but `exceptId` inside the caller's transaction and returns their ids, announcing
 * nothing: the caller announces after its commit (`announceSignedOut`).
 */
export const revokeSessions = repo.revokeSessions;

/** Revokes all of a user's sessions but `exceptId`; sockets of those sessions are disconnected. */
export async function revokeAllBut(ctx: AppContext, q: Queryable, userId: string, exceptId?: string) {
  return announceSignedOut(ctx, userId, await repo.revokeSessions(q, userId, exceptId));
}

/**
 * Whether the user's newest session is on a device (browser and system) none of their earlier sessions used.
 * A first session (registration) is never "new": there is nothing to compare it with.
 */
export async function isNewDevice(ctx: AppContext, userId: string, userAgent: string) {
  const earlier = await repo.earlierUserAgents(ctx.db, userId);
  if (earlier.length === 0) return false;
  const device = describeDevice(userAgent);
  return !earlier.some((ua) => describeDevice(ua) === device);
}
/** Whether a session is still signed in (not revoked); e.g. before a long-lived stream it asked for starts. */
export const isSessionLive = (ctx: AppContext, sessionId: string) => repo.isSessionLive(ctx.db, sessionId);
