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
import { isSessionLive } from '../sessions/sessions.service.ts';
import { findEntry } from './celestial.service.ts';
import * as repo from './streams.repository.ts';

const TOKEN_TTL_S = 120;
/** At most this many streams per user at once, counting tokens issued and not yet opened, on every process. */
export const MAX_STREAMS_PER_USER = 5;
/** Retry-After for the 429: an unused token is worthless after its TTL, an open stream may end any time. */
const RETRY_AFTER_S = 30;
/** Open streams are leases in `sky_streams`, renewed this often while they run… */
const LEASE_RENEW_MS = 20_000;
/** …and counted while renewed within this long, so a crashed process's streams stop counting. */
const LEASE_TTL_S = 60;

interface OpenStream {
  leaseId: string;
  userId: string;
  sessionId: string | null;
  db: Db;
  end: () => Promise<void>;
}
const open = new Set<OpenStream>();
let renewTimer: NodeJS.Timeout | undefined;

const tooManyStreams = () =>
  new AppError(
    429,
    'too_many_streams',
    `At most ${MAX_STREAMS_PER_USER} streams may be open at once; close one (or let an unused stream URL expire) and try again.`,
    undefined,
    { 'retry-after': String(RETRY_AFTER_S) },
  );

export async function createStreamToken(
  db: Db,
  user: { id: string; sessionId: string },
  objectId: string,
  quality: StreamQuality,
): Promise<string> {
  const token = newToken();
  await repo.deleteExpiredTokens(db);
  await db.tx(async (q) => {
    // One user's stream requests take turns, on any process: two at once cannot both pass the count.
    await repo.lockUserForStreams(q, user.id);
    // Issued-but-unopened tokens count too: otherwise a user could hoard tokens and open them all at once.
    if ((await repo.countHeldStreams(q, user.id, LEASE_TTL_S)) >= MAX_STREAMS_PER_USER) throw tooManyStreams();
    await repo.insertToken(q, {
      tokenHash: hashToken(token),
      userId: user.id,
      objectId,
      quality,
      ttlS: TOKEN_TTL_S,
      sessionId: user.sessionId,
    });
  });
  return token;
}

/** Ends every open stream of this process (server shutdown) and gives up their leases. */
export async function closeAllStreams() {
  await Promise.all([...open].map((s) => s.end()));
}

/** Ends the streams a session opened (it was signed out or revoked): a stream must not outlive its session. */
export function closeSessionStreams(userId: string, sessionId: string) {
  for (const s of [...open]) if (s.userId === userId && s.sessionId === sessionId) void s.end();
}

/** Number of streams open in this process (tests, diagnostics). */
export function openStreamCount(userId?: string) {
  let n = 0;
  for (const s of open) if (!userId || s.userId === userId) n += 1;
  return n;
}

/**
 * Renews this process's leases and ends streams whose session was signed out elsewhere: the local
 * sign-out event ends them at once, this catches a sign-out handled by another process.
 */
export async function renewStreams() {
  const byDb = new Map<Db, OpenStream[]>();
  for (const s of open) byDb.set(s.db, [...(byDb.get(s.db) ?? []), s]);
  for (const [db, streams] of byDb) {
    const ids = streams.map((s) => s.leaseId);
    await repo.renewLeases(db, ids);
    const endedIds = new Set(await repo.leasesOfEndedSessions(db, ids));
    await Promise.all(streams.filter((s) => endedIds.has(s.leaseId)).map((s) => s.end()));
  }
}

function track(stream: OpenStream, log: AppContext['log']) {
  open.add(stream);
  renewTimer ??= setInterval(
    () => void renewStreams().catch((err) => log.warn({ err }, 'stream lease renewal failed')),
    LEASE_RENEW_MS,
  ).unref();
}

function untrack(stream: OpenStream) {
  open.delete(stream);
  if (open.size === 0 && renewTimer) {
    clearInterval(renewTimer);
    renewTimer = undefined;
  }
}

export async function openStream(
  ctx: AppContext,
  engine: SkyEngine,
  req: FastifyRequest,
  reply: FastifyReply,
  id: string,
  token: string,
) {
  const entry = findEntry(engine, id);
  // Single use: the URL may end up in an access log, so it must be worthless once opened. The token
  // becomes the stream's lease in one transaction, so the user's count never drops in between.
  const opened = await ctx.db.tx(async (q) => {
    const row = await repo.takeToken(q, hashToken(token), entry.id);
    if (!row) return undefined;
    return { ...row, leaseId: await repo.insertLease(q, row.user_id, row.session_id) };
  });
  if (!opened) throw unauthorized('Stream token is invalid, used or expired; request a new stream');
  const { user_id: userId, session_id: sessionId, leaseId } = opened;
  const release = () =>
    repo.deleteLease(ctx.db, leaseId).then(
      () => undefined,
      (err) => ctx.log.warn({ err }, 'stream lease release failed'),
    );
  // The session may have been signed out between issuing the token and opening it.
  if (sessionId && !sessionId.startsWith('apikey:')) {
    if (!(await isSessionLive(ctx, sessionId))) {
      await release();
      throw unauthorized('The session that requested this stream has ended; sign in again');
    }
  }
  const fps = STREAM_FPS[opened.quality];
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.write(`retry: 5000\n\n`);
  const send = () => {
    try {
      const obj = objectAt(entry, parseSkyTime(undefined));
      res.write(`event: celestialDataUpdate\ndata: ${JSON.stringify(obj)}\n\n`);
    } catch (err) {
      const detail = err instanceof AppError ? err.message : 'state unavailable';
      res.write(`event: error\ndata: ${JSON.stringify({ detail })}\n\n`);
      void end();
    }
  };
  const timer = setInterval(send, Math.round(1000 / fps));
  let ending: Promise<void> | undefined;
  const end = () =>
    (ending ??= (async () => {
      clearInterval(timer);
      untrack(handle);
      if (!res.writableEnded) res.end();
      await release();
    })());
  const handle: OpenStream = { leaseId, userId, sessionId, db: ctx.db, end };
  track(handle, ctx.log);
  req.raw.on('close', () => void end());
  send();
}
