import type { SharedView, TeamActivity, TeamApiKey } from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../lib/errors.ts';

import { createTeamKey, listTeamKeys, revokeTeamKey } from '../api-keys/api-keys.service.ts';
import { logActivity, memberTeam, nameOf, type Actor } from './team-access.ts';
import * as repo from './team-content.repository.ts';

const iso = (d: Date | string) => new Date(d).toISOString();

// ── team API keys (stored by modules/api-keys with the team's id) ───────────────────────────────────────

export async function listKeys(ctx: AppContext, actor: Actor, teamId: string): Promise<TeamApiKey[]> {
  const t = await memberTeam(ctx, actor, teamId, 'manageKeys');
  return listTeamKeys(ctx.db, t.id);
}

/** A lapsed team keeps its keys (they are refused while it lapses) but cannot make new ones. */
export async function createKey(ctx: AppContext, actor: Actor, teamId: string, name: string) {
  const t = await memberTeam(ctx, actor, teamId, 'manageKeys');
  if (!t.active)
    throw new AppError(
      403,
      'plan_required',
      "Team API keys need the owner's Enterprise Mission subscription to be active. Upgrade at /subscription-plans.",
      [{ field: 'requiredPlan', message: 'enterprise' }],
    );
  return ctx.db.tx(async (q) => {
    const key = await createTeamKey(q, t.id, { id: actor.id, name: nameOf(actor) }, name);
    await logActivity(q, t.id, actor.id, 'key_created', `${name} (${key.prefix}…)`);
    return key;
  });
}

export async function revokeKey(ctx: AppContext, actor: Actor, teamId: string, keyId: string) {
  const t = await memberTeam(ctx, actor, teamId, 'manageKeys');
  const name = await revokeTeamKey(ctx.db, t.id, keyId);
  await logActivity(ctx.db, t.id, actor.id, 'key_revoked', name);
}

// ── shared 3D views ─────────────────────────────────────────────────────────────────────────────────────

const presentView = (v: repo.ViewRow): SharedView => ({
  id: v.id,
  name: v.name,
  query: v.query,
  createdBy: v.created_by_name ?? '',
  createdById: v.created_by ?? '',
  createdAt: iso(v.created_at),
});

export async function listViews(ctx: AppContext, actor: Actor, teamId: string) {
  const t = await memberTeam(ctx, actor, teamId, 'read');
  return (await repo.listViews(ctx.db, t.id)).map(presentView);
}

export async function shareView(ctx: AppContext, actor: Actor, teamId: string, body: { name: string; query: string }) {
  const t = await memberTeam(ctx, actor, teamId, 'shareView');
  const query = body.query.replace(/^\?/, '');
  const view = await repo.insertView(ctx.db, t.id, actor.id, body.name, query);
  await logActivity(ctx.db, t.id, actor.id, 'view_shared', body.name);
  return presentView(view);
}

/** Its author may delete a view; the owner and admins may delete any. */
export async function deleteView(ctx: AppContext, actor: Actor, teamId: string, viewId: string) {
  const t = await memberTeam(ctx, actor, teamId, 'read');
  const view = await repo.findView(ctx.db, t.id, viewId);
  if (!view) throw notFound('Shared view');
  if (view.created_by !== actor.id) await memberTeam(ctx, actor, teamId, 'moderateViews');
  await repo.deleteView(ctx.db, view.id);
  await logActivity(ctx.db, t.id, actor.id, 'view_deleted', view.name);
}

// ── activity ─────────────────────────────────────────────────────────────────────────────────────────────

export async function activity(ctx: AppContext, actor: Actor, teamId: string, limit: number): Promise<TeamActivity[]> {
  const t = await memberTeam(ctx, actor, teamId, 'read');
  return (await repo.listActivity(ctx.db, t.id, limit)).map((a) => ({
    id: a.id,
    kind: a.kind as TeamActivity['kind'],
    actorName: a.actor_name,
    detail: a.detail,
    at: iso(a.created_at),
  }));
}
