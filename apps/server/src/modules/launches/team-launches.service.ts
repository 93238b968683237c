/**
 * Launches a team follows together (issue 18), built like the objects a team shares (follows/team-follows):
 * any member shares a launch or stops sharing it; every member of the active team is then told of its status
 * changes and of its window (followersOf merges team and personal follows, once per user). Outsiders are told
 * the team does not exist (team-access memberTeam); the activity log records who shared and unshared what.
 */
import type { TeamFollowedLaunch } from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { logActivity, memberTeam, type Actor } from '../teams/team-access.ts';
import { listForTeam as teamRows, shareWithTeam, unshareFromTeam } from '../follows/follows.service.ts';
import { current, find } from './launches.service.ts';

export async function listForTeam(ctx: AppContext, actor: Actor, teamId: string): Promise<TeamFollowedLaunch[]> {
  const t = await memberTeam(ctx, actor, teamId, 'read');
  const [rows, { launches }] = await Promise.all([teamRows(ctx.db, t.id, 'launch'), current(ctx, Date.now())]);
  const byId = new Map(launches.map((l) => [l.id, l]));
  return rows.map((r) => ({
    launchId: r.target_id,
    name: byId.get(r.target_id)?.name ?? r.label ?? r.target_id,
    net: byId.get(r.target_id)?.net.toISOString() ?? null,
    sharedBy: r.shared_by_name,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

export async function share(ctx: AppContext, actor: Actor, teamId: string, launchId: string) {
  const t = await memberTeam(ctx, actor, teamId, 'shareLaunches');
  // A paused team (its owner's Enterprise lapsed) keeps what it shares but takes nothing new, like its keys.
  if (!t.active)
    throw new AppError(
      403,
      'plan_required',
      "Sharing with a team needs the owner's Enterprise Mission subscription to be active. Upgrade at /subscription-plans.",
      [{ field: 'requiredPlan', message: 'enterprise' }],
    );
  const launch = await find(ctx, launchId);
  await ctx.db.tx(async (q) => {
    if (await shareWithTeam(q, t.id, 'launch', launchId, actor.id, { label: launch.name }))
      await logActivity(q, t.id, actor.id, 'launch_shared', `${launch.name} (${launchId})`);
  });
  return (await listForTeam(ctx, actor, teamId)).find((l) => l.launchId === launchId)!;
}

export async function unshare(ctx: AppContext, actor: Actor, teamId: string, launchId: string) {
  const t = await memberTeam(ctx, actor, teamId, 'shareLaunches');
  if (!(await unshareFromTeam(ctx.db, t.id, 'launch', launchId))) throw notFound('Shared launch');
  // The log names the launch as the share did, not by its id; a launch gone from the schedule keeps its id.
  const name = await find(ctx, launchId).then(
    (l) => `${l.name} (${launchId})`,
    () => launchId,
  );
  await logActivity(ctx.db, t.id, actor.id, 'launch_unshared', name);
}
