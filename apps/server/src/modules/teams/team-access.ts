import type { Action, TeamActivity, TeamRole, User } from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { authorize } from '../../lib/policies.ts';
import { insertActivity } from './team-content.repository.ts';
import * as repo from './teams.repository.ts';

export type Actor = Pick<User, 'id' | 'role' | 'email' | 'firstName' | 'lastName'>;
export type LoadedTeam = repo.TeamRow & { my_role: TeamRole; active: boolean };

export const nameOf = (u: Pick<User, 'firstName' | 'lastName'>) => `${u.firstName} ${u.lastName}`.trim();

/** Refused team actions say why, where the generic "no access" would leave a member guessing. */
const REFUSAL: Partial<Record<Action<'team'>, string>> = {
  manageMembers: 'Only the team owner and admins can manage members and invitations',
  changeRoles: 'Only the team owner can change roles',
  manageKeys: "Only the team owner and admins can manage the team's API keys",
  moderateViews: 'Only the team owner, admins and its author can delete a shared view',
  leave: 'The owner cannot leave their own team: transfer the ownership to an admin first',
  manageSeats: "Only the team owner can change the seat count: seats are billed to the owner's subscription",
  transferOwnership: 'Only the team owner can transfer the ownership',
  shareObjects: 'Only the team owner and admins can share followed objects with the team',
};

/**
 * Loads a team for a member and checks the declared rule (policies.ts `team`). Someone outside the team is
 * told it does not exist (404), so team ids leak nothing; a member without the right gets a 403 saying why.
 */
export async function memberTeam(ctx: AppContext, actor: Actor, teamId: string, action: Action<'team'>) {
  const t = await repo.findTeamFor(ctx.db, teamId, actor.id);
  if (!t || t.my_role === null) throw notFound('Team');
  try {
    authorize(actor, 'team', action as 'read', { teamRole: t.my_role });
  } catch (e) {
    if (e instanceof AppError && REFUSAL[action]) throw new AppError(403, 'forbidden', REFUSAL[action]!);
    throw e;
  }
  return t as LoadedTeam;
}

/** Same as `memberTeam`, for the owner-and-admin actions. */
export const managedTeam = memberTeam;

/**
 * Ids of the active teams, for modules that share things with teams (followed objects, launches): they pass these
 * ids to their own queries instead of importing the teams repository. Read at each alert run, so a paused team
 * stops at once.
 */
export const activeTeamIds = (q: Queryable) => repo.activeTeamIds(q);

export const logActivity = (
  q: Queryable,
  teamId: string,
  actorId: string | null,
  kind: TeamActivity['kind'],
  detail: string,
) => insertActivity(q, teamId, actorId, kind, detail);
