/** Server-Sent Events stream of one object's state, authorised by a short-lived single-use token. */
import { STREAM_FPS, type StreamQuality } from '@cosmos/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, unauthorized } from '../../lib/errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { SkyEngine } from '../../sky/engine.ts';
import { objectAt } from '../../sky/objects.ts';
import { parseSkyTime } from '../../sky/time.ts';
import { findEntry } from './celestial.service.ts';

const TOKEN_TTL_S = 120;
/** At most this many streams per user at once, counting tokens issued and not yet opened. */
export const MAX_STREAMS_PER_USER = 5;
/** Retry-After for the 429: an unused token is worthless after its TTL, an open stream may end any time. */
const RETRY_AFTER_S = 30;

interface OpenStream { userId: string; sessionId: string | null; end: () => void }
const open = new Set<OpenStream>();

const openCount = (userId: string) => {
  let n = 0;
  for (const s of open) if (s.userId === userId) n += 1;
  return n;
};

const tooManyStreams = () =>
  new AppError(
    429, 'too_many_streams',
    `At most ${MAX_STREAMS_PER_USER} streams may be open at once; close one (or let an unused stream URL expire) and try again.`,
    undefined, { 'retry-after': String(RETRY_AFTER_S) },
  );

export async function createStreamToken(db: Db, user: { id: string; sessionId: string }, objectId: string, quality: StreamQuality): Promise<string> {
  const token = newToken();
  await db.query('DELETE FROM sky_stream_tokens WHERE expires_at < now()');
  // Issued-but-unopened tokens count too: otherwise a user could hoard tokens and open them all at once.
  const pending = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM sky_stream_tokens WHERE user_id = $1 AND expires_at > now()', [user.id]);
  if (openCount(user.id) + (pending[0]?.n ?? 0) >= MAX_STREAMS_PER_USER) throw tooManyStreams();
  await db.query(
    `INSERT INTO sky_stream_tokens (token_hash, user_id, object_id, quality, expires_at, session_id) VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5), $6)`,
    [hashToken(token), user.id, objectId, quality, TOKEN_TTL_S, user.sessionId],
  );
  return token;
}

/** Ends every open stream (server shutdown). */
export function closeAllStreams() {
  for (const s of [...open]) s.end();
}

/** Ends the streams a session opened (it was signed out or revoked): a stream must not outlive its session. */
export function closeSessionStreams(userId: string, sessionId: string) {
  for (const s of [...open]) if (s.userId === userId && s.sessionId === sessionId) s.end();
}

/** Number of streams open in this process (tests, diagnostics). */
export function openStreamCount(userId?: string) {
  return userId ? openCount(userId) : open.size;
}

export async function openStream(ctx: AppContext, engine: SkyEngine, req: FastifyRequest, reply: FastifyReply, id: string, token: string) {
  const entry = findEntry(engine, id);
  // Single use: the URL may end up in an access log, so it must be worthless once opened.
  const rows = await ctx.db.query<{ user_id: string; quality: StreamQuality; session_id: string | null }>(
    'DELETE FROM sky_stream_tokens WHERE token_hash = $1 AND object_id = $2 AND expires_at > now() RETURNING user_id, quality, session_id',
    [hashToken(token), entry.id],
  );
  if (!rows[0]) throw unauthorized('Stream token is invalid, used or expired; request a new stream');
  const { user_id: userId, session_id: sessionId } = rows[0];
  // The session may have been signed out between issuing the token and opening it.
  if (sessionId && !sessionId.startsWith('apikey:')) {
    const live = await ctx.db.query('SELECT 1 FROM sessions WHERE id::text = $1 AND revoked_at IS NULL', [sessionId]);
    if (!live[0]) throw unauthorized('The session that requested this stream has ended; sign in again');
  }
  if (openCount(userId) >= MAX_STREAMS_PER_USER) throw tooManyStreams();
  const fps = STREAM_FPS[rows[0].quality];
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', connection: 'keep-alive', 'x-accel-buffering': 'no' });
  res.write(`retry: 5000\n\n`);
  const send = () => {
    try {
      const obj = objectAt(entry, parseSkyTime(undefined));
      res.write(`event: celestialDataUpdate\ndata: ${JSON.stringify(obj)}\n\n`);
    } catch (err) {
      const detail = err instanceof AppError ? err.message : 'state unavailable';
      res.write(`event: error\ndata: ${JSON.stringify({ detail })}\n\n`);
      end();
    }
  };
  const timer = setInterval(send, Math.round(1000 / fps));
  const end = () => {
    clearInterval(timer);
    open.delete(handle);
    if (!res.writableEnded) res.end();
  };
  const handle: OpenStream = { userId, sessionId, end };
  open.add(handle);
  req.raw.on('close', end);
  send();
}
