/** SQL of the SSE object streams: single-use stream tokens and the leases that count open streams across processes. */
import type { StreamQuality } from '@cosmos/contracts';
import type { Queryable } from '../../db/client.ts';

export const deleteExpiredTokens = (q: Queryable) => q.query('DELETE FROM sky_stream_tokens WHERE expires_at < now()');

/** Serialises one user's stream requests on any process (row lock on the user until the transaction ends). */
export const lockUserForStreams = (q: Queryable, userId: string) =>
  q.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);

/** Streams a user holds: unexpired tokens plus leases renewed within `leaseTtlS`. */
export const countHeldStreams = async (q: Queryable, userId: string, leaseTtlS: number) =>
  (
    await q.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM sky_stream_tokens WHERE user_id = $1 AND expires_at > now())::int
            + (SELECT count(*) FROM sky_streams WHERE user_id = $1 AND seen_at > now() - make_interval(secs => $2))::int AS n`,
      [userId, leaseTtlS],
    )
  )[0]?.n ?? 0;

export const insertToken = (
  q: Queryable,
  t: { tokenHash: string; userId: string; objectId: string; quality: StreamQuality; ttlS: number; sessionId: string },
) =>
  q.query(
    `INSERT INTO sky_stream_tokens (token_hash, user_id, object_id, quality, expires_at, session_id) VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5), $6)`,
    [t.tokenHash, t.userId, t.objectId, t.quality, t.ttlS, t.sessionId],
  );

/** Deletes a live token for this object and answers what it was for; undefined when invalid, used or expired. */
export const takeToken = async (q: Queryable, tokenHash: string, objectId: string) =>
  (
    await q.query<{ user_id: string; quality: StreamQuality; session_id: string | null }>(
      'DELETE FROM sky_stream_tokens WHERE token_hash = $1 AND object_id = $2 AND expires_at > now() RETURNING user_id, quality, session_id',
      [tokenHash, objectId],
    )
  )[0];

export const insertLease = async (q: Queryable, userId: string, sessionId: string | null) =>
  (
    await q.query<{ id: string }>('INSERT INTO sky_streams (user_id, session_id) VALUES ($1, $2) RETURNING id', [
      userId,
      sessionId,
    ])
  )[0]!.id;

export const renewLeases = (q: Queryable, ids: string[]) =>
  q.query('UPDATE sky_streams SET seen_at = now() WHERE id = ANY($1::uuid[])', [ids]);

/** Of these leases, those whose session was revoked or expired (one join: the lease stores its session id). */
export const leasesOfEndedSessions = async (q: Queryable, ids: string[]) =>
  (
    await q.query<{ id: string }>(
      `SELECT l.id FROM sky_streams l JOIN sessions s ON s.id::text = l.session_id
        WHERE l.id = ANY($1::uuid[]) AND (s.revoked_at IS NOT NULL OR s.expires_at < now() OR s.absolute_expires_at < now())`,
      [ids],
    )
  ).map((r) => r.id);

export const deleteLease = (q: Queryable, id: string) => q.query('DELETE FROM sky_streams WHERE id = $1', [id]);
