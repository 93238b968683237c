import type { Usage } from '@cosmos/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { currentPeriodStart, ensureSubscription } from '../billing/billing.service.ts';
import { userEntitlements } from '../entitlements/entitlements.ts';
import * as repo from './usage.repository.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Count the bytes of this route's answers against the user's data quota. */
    metered?: boolean;
  }
}

/** The period a download counts in: the subscription's current period (calendar month when there is none). */
const periodStart = currentPeriodStart;

export async function recordBytes(q: Queryable, userId: string, bytes: number) {
  if (!(bytes > 0)) return;
  const start = await periodStart(q, userId);
  await repo.addBytes(q, userId, start, Math.round(bytes));
}

export async function usage(q: Queryable, userId: string): Promise<Usage> {
  await ensureSubscription(q, userId);
  const e = await userEntitlements(q, userId);
  const start = await periodStart(q, userId);
  const used = await repo.bytesUsed(q, userId, start);
  return {
    usedBytes: used,
    quotaBytes: e.quotaBytes,
    periodStart: e.periodStart?.toISOString() ?? start.toISOString(),
    periodEnd: e.periodEnd?.toISOString() ?? null,
    planId: e.planId,
  };
}

/** Refuses a metered download once the period's quota is used up. */
export async function requireQuota(q: Queryable, userId: string) {
  const u = await usage(q, userId);
  if (u.usedBytes >= u.quotaBytes)
    throw new AppError(
      403,
      'quota_exceeded',
      'Your data quota for this billing period is used up. Upgrade for a larger quota or wait for the next period.',
    );
}

const sizeOf = (reply: FastifyReply, payload: unknown) => {
  const header = Number(reply.getHeader('content-length'));
  if (Number.isFinite(header) && header > 0) return header;
  if (typeof payload === 'string') return Buffer.byteLength(payload);
  if (Buffer.isBuffer(payload)) return payload.length;
  return 0;
};

/**
 * Meters what users download through exports and API-key calls: every successful answer of a route
 * marked `config: { metered: true }`, and every answer to a request authorised by an API key.
 * Metered routes get their own onSend hook, so the global one only looks at one request field.
 */
export function registerUsageMetering(app: FastifyInstance, ctx: AppContext) {
  type Done = (err: null, payload: unknown) => void;
  const meter = (req: FastifyRequest, reply: FastifyReply, payload: unknown, done: Done) => {
    if (reply.statusCode >= 400 || !req.auth) return done(null, payload);
    recordBytes(ctx.db, req.auth.user.id, sizeOf(reply, payload))
      .catch((err) => req.log.warn({ err }, 'usage metering failed'))
      .then(() => done(null, payload));
  };
  app.addHook('onRoute', (route) => {
    if (!route.config?.metered) return;
    const own = route.onSend ? [route.onSend].flat() : [];
    // First, before the compression hook (plugins/compression.ts) turns the answer into a stream of unknown length:
    // the quota counts the file the user downloads, whatever the encoding on the wire.
    route.onSend = [meter, ...own] as never;
  });
  // Callback style so the unmetered majority of answers pays no promise.
  app.addHook('onSend', (req: FastifyRequest, reply: FastifyReply, payload: unknown, done: Done) => {
    if (req.apiKeyId === undefined || req.routeOptions.config?.metered) return done(null, payload);
    meter(req, reply, payload, done);
  });
}
