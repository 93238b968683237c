/**
 * Followed objects a team shares (issue 18): the owner and admins share an object with a miss distance; every
 * member gets its alerts while the team is active (follows.service satelliteFollowers merges them into the alert jobs' list).
 * Members read the list; outsiders are told the team does not exist (team-access memberTeam).
 */
import type { TeamFollowedObject } from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { SkyEngine } from '../../sky/engine.ts';
import { logActivity, memberTeam, type Actor } from '../teams/team-access.ts';
import * as repo from './follows.repository.ts';
import { MAX_FOLLOWS } from './follows.service.ts';

export async function listForTeam(
  ctx: AppContext,
  engine: SkyEngine,
  actor: Actor,
  teamId: string,
): Promise<TeamFollowedObject[]> {
  const t = await memberTeam(ctx, actor, teamId, 'read');
  return (await repo.listForTeam(ctx.db, t.id)).map((r) => ({
    objectId: r.object_id,
    name: engine.get(r.object_id)?.name ?? r.object_id,
    thresholdKm: r.conjunction_threshold_km,
    createdAt: new Date(r.created_at).toISOString(),
    sharedBy: r.shared_by_name,
  }));
}

export async function share(
  ctx: AppContext,
  engine: SkyEngine,
  actor: Actor,
  teamId: string,
  objectId: string,
  thresholdKm: number,
) {
  const t = await memberTeam(ctx, actor, teamId, 'shareObjects');
  const object = engine.get(objectId);
  if (!object) throw notFound('Object');
  await ctx.db.tx(async (q) => {
    const existing = (await repo.listForTeam(q, t.id)).some((r) => r.object_id === objectId);
    if (!existing && (await repo.countForTeam(q, t.id)) >= MAX_FOLLOWS)
      throw new AppError(409, 'conflict', `A team can share at most ${MAX_FOLLOWS} objects`, [
        { field: 'objectId', message: `at most ${MAX_FOLLOWS} objects` },
      ]);
    await repo.upsertForTeam(q, t.id, objectId, thresholdKm, actor.id);
    if (!existing) await logActivity(q, t.id, actor.id, 'object_shared', `${object.name} (${objectId})`);
  });
  return (await listForTeam(ctx, engine, actor, teamId)).find((f) => f.objectId === objectId)!;
}

export async function unshare(ctx: AppContext, actor: Actor, teamId: string, objectId: string) {
  const t = await memberTeam(ctx, actor, teamId, 'shareObjects');
  if (!(await repo.removeForTeam(ctx.db, t.id, objectId))) throw notFound('Shared object');
  await logActivity(ctx.db, t.id, actor.id, 'object_unshared', objectId);
}
