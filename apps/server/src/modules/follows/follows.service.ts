/**
 * Objects a user follows, each with the miss distance under which a conjunction alerts them. Small and
 * generic on purpose: any feature that alerts on an object (passes, re-entries) can read the same list.
 */
import type { FollowedObject } from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { SkyEngine } from '../../sky/engine.ts';
import { activeTeamIds } from '../teams/team-access.ts';
import * as repo from './follows.repository.ts';

/** Enough for anyone's watch list; keeps the alert job's work per user bounded. */
export const MAX_FOLLOWS = 200;

const present = (r: repo.FollowRow, engine: SkyEngine): FollowedObject => ({
  objectId: r.object_id,
  name: engine.get(r.object_id)?.name ?? r.object_id,
  thresholdKm: r.conjunction_threshold_km,
  createdAt: new Date(r.created_at).toISOString(),
});

export async function list(ctx: AppContext, engine: SkyEngine, userId: string): Promise<FollowedObject[]> {
  return (await repo.listForUser(ctx.db, userId)).map((r) => present(r, engine));
}

export async function follow(
  ctx: AppContext,
  engine: SkyEngine,
  userId: string,
  objectId: string,
  thresholdKm: number,
): Promise<FollowedObject> {
  if (!engine.get(objectId)) throw notFound('Object');
  const row = await ctx.db.tx(async (q) => {
    const existing = (await repo.listForUser(q, userId)).some((r) => r.object_id === objectId);
    if (!existing && (await repo.countForUser(q, userId)) >= MAX_FOLLOWS) {
      throw new AppError(409, 'conflict', `You can follow at most ${MAX_FOLLOWS} objects`, [
        { field: 'objectId', message: `at most ${MAX_FOLLOWS} objects` },
      ]);
    }
    return repo.upsert(q, userId, objectId, thresholdKm);
  });
  return present(row, engine);
}

export async function unfollow(ctx: AppContext, userId: string, objectId: string): Promise<void> {
  if (!(await repo.remove(ctx.db, userId, objectId))) throw notFound('Followed object');
}

/** Every follow of a satellite, all users (for alert jobs in other modules: conjunctions, re-entries). */
export const satelliteFollowers = async (ctx: AppContext) => repo.satelliteFollows(ctx.db, await activeTeamIds(ctx.db));
