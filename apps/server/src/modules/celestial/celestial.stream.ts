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
const open = new Set<() => void>();

export async function createStreamToken(db: Db, userId: string, objectId: string, quality: StreamQuality): Promise<string> {
  const token = newToken();
  await db.query('DELETE FROM sky_stream_tokens WHERE expires_at < now()');
  await db.query(
    `INSERT INTO sky_stream_tokens (token_hash, user_id, object_id, quality, expires_at) VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [hashToken(token), userId, objectId, quality, TOKEN_TTL_S],
  );
  return token;
}

/** Ends every open stream (server shutdown). */
export function closeAllStreams() {
  for (const end of open) end();
}

export async function openStream(ctx: AppContext, engine: SkyEngine, req: FastifyRequest, reply: FastifyReply, id: string, token: string) {
  const entry = findEntry(engine, id);
  // Single use: the URL may end up in an access log, so it must be worthless once opened.
  const rows = await ctx.db.query<{ user_id: string; quality: StreamQuality }>(
    'DELETE FROM sky_stream_tokens WHERE token_hash = $1 AND object_id = $2 AND expires_at > now() RETURNING user_id, quality',
    [hashToken(token), entry.id],
  );
  if (!rows[0]) throw unauthorized('Stream token is invalid, used or expired; request a new stream');
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
    open.delete(end);
    if (!res.writableEnded) res.end();
  };
  open.add(end);
  req.raw.on('close', end);
  send();
}
