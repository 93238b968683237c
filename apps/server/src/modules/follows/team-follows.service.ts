/**
 * Followed objects a team shares (issue 18): the owner and admins share an object with a miss distance; every
 * member gets its conjunction and re-entry alerts while the team is active (follows.service satelliteFollowers merges
 * them into the alert jobs' list; pass alerts stay personal, since they depend on each member's place).
 * Members read the list; outsiders are told the team does not exist (team-access memberTeam).
 */
import type { TeamFollowedObject } from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import type { SkyEngine } from '../../sky/engine.ts';
import { logActivity, memberTeam, type Actor } from '../teams/team-access.ts';
import { listForTeam as teamRows, shareWithTeam, unshareFromTeam } from './follows.service.ts';

export async function listForTeam(
  ctx: AppContext,
  engine: SkyEngine,
  actor: Actor,
  teamId: string,
): Promise<TeamFollowedObject[]> {
  const t = await memberTeam(ctx, actor, teamId, 'read');
  return (await teamRows(ctx.db, t.id, 'satellite')).map((r) => ({
    objectId: r.target_id,
    name: engine.get(r.target_id)?.name ?? r.target_id,
    thresholdKm: r.conjunction_km,
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
    const added = await shareWithTeam(q, t.id, 'satellite', objectId, actor.id, {
      passAlerts: false,
      conjunctionKm: thresholdKm,
    });
    if (added) await logActivity(q, t.id, actor.id, 'object_shared', `${object.name} (${objectId})`);
  });
  return (await listForTeam(ctx, engine, actor, teamId)).find((f) => f.objectId === objectId)!;
}

export async function unshare(ctx: AppContext, actor: Actor, teamId: string, objectId: string) {
  const t = await memberTeam(ctx, actor, teamId, 'shareObjects');
  if (!(await unshareFromTeam(ctx.db, t.id, 'satellite', objectId))) throw notFound('Shared object');
  await logActivity(ctx.db, t.id, actor.id, 'object_unshared', objectId);
}
