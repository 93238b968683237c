import type { ApiKey, CreatedApiKey, TeamApiKey, User } from '@cosmos/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { findUserById } from '../users/users.service.ts';
import { presentUser } from '../users/user.presenter.ts';
import { requireFeature, userEntitlements } from '../entitlements/entitlements.ts';
import { requireQuota } from '../usage/usage.service.ts';
import * as repo from './api-keys.repository.ts';

const KEY_PREFIX = 'cos_';
const present = (k: repo.ApiKeyRow): ApiKey => ({
  id: k.id,
  name: k.name,
  prefix: k.prefix,
  createdAt: new Date(k.created_at).toISOString(),
  lastUsedAt: k.last_used_at ? new Date(k.last_used_at).toISOString() : null,
});

export async function createKey(ctx: AppContext, userId: string, name: string): Promise<CreatedApiKey> {
  await requireFeature(ctx.db, userId, 'apiAccess');
  const key = `${KEY_PREFIX}${newToken()}`;
  const row = await repo.insertKey(ctx.db, userId, name, key.slice(0, 12), hashToken(key));
  return { ...present(row), key };
}

/** A team key (the team's plan gate is checked by modules/teams before it calls here). */
export async function createTeamKey(
  q: Queryable,
  teamId: string,
  creator: { id: string; name: string },
  name: string,
): Promise<TeamApiKey & { key: string }> {
  const key = `${KEY_PREFIX}${newToken()}`;
  const row = await repo.insertKey(q, creator.id, name, key.slice(0, 12), hashToken(key), teamId);
  return { ...present(row), createdBy: creator.name, key };
}

export const listTeamKeys = async (q: Queryable, teamId: string): Promise<TeamApiKey[]> =>
  (await repo.listTeamKeys(q, teamId)).map((k) => ({ ...present(k), createdBy: k.created_by_name }));

/** Answers the revoked key's name, or throws 404. */
export async function revokeTeamKey(q: Queryable, teamId: string, id: string) {
  const name = await repo.revokeTeamKey(q, teamId, id);
  if (!name) throw notFound('API key');
  return name;
}

export const revokeTeamKeysCreatedBy = (q: Queryable, teamId: string, userId: string) =>
  repo.revokeTeamKeysCreatedBy(q, teamId, userId);

export const listKeys = async (ctx: AppContext, userId: string) => (await repo.listKeys(ctx.db, userId)).map(present);

export async function revokeKey(ctx: AppContext, userId: string, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id) || !(await repo.revokeKey(ctx.db, userId, id))) throw notFound('API key');
}

/**
 * A key is a standing credential like a session: when the password is reset, or changed with "sign
 * out others", every key of the account stops working with the sessions (inside the caller's transaction).
 */
export const revokeAllKeys = (q: Queryable, userId: string) => repo.revokeAllKeys(q, userId);

/** Paths a personal API key may call: the read-only data API and exports. Everything else needs a session. */
export const apiKeyAllowed = (method: string, url: string) => {
  const path = url.split('?')[0]!;
  return (
    (method === 'GET' && (path === '/api/celestial-data' || path.startsWith('/api/celestial-data/'))) ||
    path === '/api/exports' ||
    path.startsWith('/api/exports/')
  );
};

async function hits(ctx: AppContext, keyId: string) {
  if (ctx.redis) {
    const k = `apikey:rate:${keyId}:${Math.floor(Date.now() / 60_000)}`;
    const [[, n]] = (await ctx.redis.multi().incr(k).expire(k, 120).exec()) as [[null, number]];
    return n;
  }
  return repo.hitDb(ctx.db, keyId);
}

/**
 * Resolves an `x-api-key` header to its owner. A revoked key, or a key whose owner's plan no longer
 * includes API access, is refused; each key gets its plan's requests per minute.
 */
export async function authenticateApiKey(
  ctx: AppContext,
  req: FastifyRequest,
  key: string,
): Promise<{ user: User; keyId: string }> {
  if (!key.startsWith(KEY_PREFIX) || key.length > 100) throw new AppError(401, 'unauthorized', 'Invalid API key');
  const row = await repo.findLiveKey(ctx.db, hashToken(key));
  if (!row) throw new AppError(401, 'unauthorized', 'Invalid API key');
  // A team key is the team's: the owner's plan, rate and quota apply, and it stops when the team lapses.
  const actingUserId = row.acting_user_id;
  const e = await userEntitlements(ctx.db, actingUserId);
  if (!e.apiAccess)
    throw new AppError(
      403,
      'plan_required',
      'API access needs the Enterprise Mission plan. Upgrade at /subscription-plans.',
      [{ field: 'requiredPlan', message: 'enterprise' }],
    );
  const n = await hits(ctx, row.id);
  if (n > e.apiRatePerMinute) {
    const retry = 60 - (Math.floor(Date.now() / 1000) % 60);
    throw new AppError(
      429,
      'rate_limited',
      `This API key allows ${e.apiRatePerMinute} requests per minute.`,
      undefined,
      { 'retry-after': String(retry) },
    );
  }
  // Downloads through the API count against the period's quota; once it is used up, the API stops too.
  await requireQuota(ctx.db, actingUserId);
  await repo.touchKey(ctx.db, row.id);
  const user = await findUserById(ctx.db, actingUserId);
  if (!user) throw new AppError(401, 'unauthorized', 'Invalid API key');
  req.log.debug({ keyId: row.id }, 'api key request');
  return { user: presentUser(user), keyId: row.id };
}

/** Housekeeping for a scheduled job: drops rate windows that can no longer count. */
export const pruneKeyHits = (ctx: AppContext) => repo.pruneHits(ctx.db);
