import {
  PLAN_TEAM_SEATS,
  type AdminTeam,
  type TeamDetail,
  type TeamInvitation,
  type TeamSummary,
  type User,
} from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { authorize } from '../../lib/policies.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { ownPlan } from '../entitlements/entitlements.ts';
import { sendMailLater } from '../mail/mail.service.ts';
import { teamInvitationMail } from '../mail/templates.ts';
import { findUserById } from '../users/users.service.ts';
import { recordAudit } from '../admin/admin.service.ts';
import { revokeTeamKeysCreatedBy } from '../api-keys/api-keys.service.ts';
import { logActivity, managedTeam, memberTeam, nameOf, type Actor, type LoadedTeam } from './team-access.ts';
import * as repo from './teams.repository.ts';

/** An invitation link works for a week (long enough to come back from a trip, short enough to go stale). */
export const INVITATION_DAYS = 7;
const SEATS = PLAN_TEAM_SEATS.enterprise ?? 0;
const iso = (d: Date | string) => new Date(d).toISOString();

const inactive = () =>
  new AppError(
    409,
    'team_inactive',
    "The team's Enterprise subscription is not active: members, views and keys are kept, but nothing new can be added until the owner subscribes to Enterprise again.",
  );

export async function myTeams(ctx: AppContext, userId: string): Promise<TeamSummary[]> {
  return (await repo.listTeamsOf(ctx.db, userId)).map((t) => ({
    id: t.id,
    name: t.name,
    myRole: t.my_role,
    active: t.active,
  }));
}

/** Only an Enterprise subscriber (their own subscription) may found a team, and owns at most one. */
export async function createTeam(ctx: AppContext, actor: Actor, name: string): Promise<TeamSummary> {
  if ((await ownPlan(ctx.db, actor.id)) !== 'enterprise')
    throw new AppError(
      403,
      'plan_required',
      'Teams need your own Enterprise Mission subscription. Upgrade at /subscription-plans.',
      [{ field: 'requiredPlan', message: 'enterprise' }],
    );
  if (await repo.findTeamByOwner(ctx.db, actor.id)) throw conflict('name', 'You already own a team');
  const team = await ctx.db.tx(async (q) => {
    const t = await repo.insertTeam(q, actor.id, name);
    await logActivity(q, t.id, actor.id, 'team_created', name);
    return t;
  });
  return { id: team.id, name: team.name, myRole: 'owner', active: true };
}

export async function teamDetail(ctx: AppContext, actor: Actor, teamId: string): Promise<TeamDetail> {
  const t = await memberTeam(ctx, actor, teamId, 'read');
  const [members, used, agent] = await Promise.all([
    repo.listMembers(ctx.db, t.id),
    repo.seatsUsed(ctx.db, t.id),
    t.dedicated_agent_id ? findUserById(ctx.db, t.dedicated_agent_id) : undefined,
  ]);
  return {
    id: t.id,
    name: t.name,
    myRole: t.my_role,
    active: t.active,
    ownerId: t.owner_id,
    createdAt: iso(t.created_at),
    seats: { used, total: SEATS + (await repo.extraSeats(ctx.db, t.id)) },
    members: members.map((m) => ({
      userId: m.user_id,
      name: m.name,
      email: m.email,
      role: m.role,
      joinedAt: iso(m.joined_at),
    })),
    dedicatedAgent: agent
      ? { id: agent.id, name: nameOf({ firstName: agent.first_name, lastName: agent.last_name }) }
      : null,
  };
}

const presentInvitation = (i: repo.InvitationRow): TeamInvitation => ({
  id: i.id,
  email: i.email,
  role: i.role,
  invitedBy: i.invited_by_name ?? '',
  createdAt: iso(i.created_at),
  expiresAt: iso(i.expires_at),
});

export async function listInvitations(ctx: AppContext, actor: Actor, teamId: string) {
  const t = await managedTeam(ctx, actor, teamId, 'manageMembers');
  return (await repo.listPendingInvitations(ctx.db, t.id)).map(presentInvitation);
}

/** Seats: members plus pending invitations may not exceed the plan's count, checked in the same transaction. */
export async function invite(
  ctx: AppContext,
  actor: Actor,
  teamId: string,
  body: { email: string; role: 'admin' | 'member' },
): Promise<TeamInvitation> {
  const t = await managedTeam(ctx, actor, teamId, 'manageMembers');
  if (!t.active) throw inactive();
  const email = body.email.toLowerCase();
  const token = newToken();
  const id = await ctx.db.tx(async (q) => {
    // The team row lock serialises invitations (and seat changes) per team: on PostgreSQL, checks made before it
    // raced (15 concurrent invitations for 1 free seat made 10). The partial unique index is the last word.
    await repo.lockTeam(q, t.id);
    if ((await repo.listMembers(q, t.id)).some((m) => m.email.toLowerCase() === email))
      throw conflict('email', 'This person is already a member of the team');
    await repo.closeExpiredInvitations(q, t.id, email);
    if (await repo.hasPendingInvitation(q, t.id, email))
      throw conflict('email', 'An invitation to this address is already pending');
    const total = SEATS + (await repo.extraSeats(q, t.id));
    if ((await repo.seatsUsed(q, t.id)) >= total)
      throw new AppError(409, 'seats_full', `Every seat of the team is taken (${total} of ${total})`, [
        { field: 'email', message: 'No seat left: add seats, remove a member or revoke an invitation first' },
      ]);
    const invitationId = await repo.insertInvitation(q, {
      teamId: t.id,
      email,
      role: body.role,
      tokenHash: hashToken(token),
      invitedBy: actor.id,
      hours: INVITATION_DAYS * 24,
    });
    await logActivity(q, t.id, actor.id, 'member_invited', `${email} (${body.role})`);
    return invitationId;
  });
  const href = `${new URL('/teams/join', ctx.config.PUBLIC_URL).toString()}#token=${token}`;
  sendMailLater(
    ctx,
    teamInvitationMail(email, { teamName: t.name, inviter: nameOf(actor), href, days: INVITATION_DAYS }),
  );
  return presentInvitation((await repo.listPendingInvitations(ctx.db, t.id)).find((i) => i.id === id)!);
}

export async function revokeInvitation(ctx: AppContext, actor: Actor, teamId: string, invitationId: string) {
  const t = await managedTeam(ctx, actor, teamId, 'manageMembers');
  const email = await repo.revokeInvitation(ctx.db, t.id, invitationId);
  if (!email) throw notFound('Invitation');
  await logActivity(ctx.db, t.id, actor.id, 'invitation_revoked', email);
}

/** The invitation behind a token, if it can still be used by this user; otherwise the reason. */
async function usableInvitation(ctx: AppContext, actor: Actor, token: string) {
  const inv = await repo.findInvitationByHash(ctx.db, hashToken(token));
  if (!inv) throw notFound('Invitation');
  if (inv.accepted_at || inv.declined_at || inv.revoked_at || new Date(inv.expires_at).getTime() <= Date.now())
    throw new AppError(
      410,
      'invitation_expired',
      'This invitation has expired or was already used or withdrawn. Ask the team for a new one.',
    );
  if (inv.email.toLowerCase() !== actor.email.toLowerCase())
    throw forbidden(`This invitation was sent to ${inv.email}. Sign in with that address to accept it.`);
  const team = await repo.findTeamById(ctx.db, inv.team_id);
  if (!team) throw notFound('Invitation');
  return { inv, team };
}

export async function previewInvitation(ctx: AppContext, actor: Actor, token: string) {
  const { inv, team } = await usableInvitation(ctx, actor, token);
  return {
    teamName: team.name,
    invitedBy: inv.invited_by_name ?? '',
    email: inv.email,
    role: inv.role,
    expiresAt: iso(inv.expires_at),
  };
}

export async function respond(
  ctx: AppContext,
  actor: Actor,
  token: string,
  accept: boolean,
): Promise<TeamSummary | null> {
  const { inv, team } = await usableInvitation(ctx, actor, token);
  const joined = await ctx.db.tx(async (q) => {
    // One UPDATE decides: a second click, or a revoke racing the accept, finds nothing left to close.
    if (!(await repo.closeInvitation(q, inv.id, accept ? 'accepted_at' : 'declined_at')))
      throw new AppError(410, 'invitation_expired', 'This invitation was already used or withdrawn.');
    if (!accept) {
      await logActivity(q, team.id, actor.id, 'invitation_declined', inv.email);
      return false;
    }
    await repo.insertMember(q, team.id, actor.id, inv.role);
    await logActivity(q, team.id, actor.id, 'member_joined', `${inv.email} (${inv.role})`);
    return true;
  });
  if (!joined) return null;
  const t = (await repo.findTeamFor(ctx.db, team.id, actor.id))!;
  return { id: t.id, name: t.name, myRole: t.my_role ?? inv.role, active: t.active };
}

export async function changeRole(
  ctx: AppContext,
  actor: Actor,
  teamId: string,
  userId: string,
  role: 'admin' | 'member',
) {
  const t = await memberTeam(ctx, actor, teamId, 'changeRoles');
  const current = await repo.findMemberRole(ctx.db, t.id, userId);
  if (!current) throw notFound('Member');
  if (current === 'owner') throw forbidden("The owner's role cannot be changed");
  if (current === role) return;
  const who = await findUserById(ctx.db, userId);
  await ctx.db.tx(async (q) => {
    await repo.setMemberRole(q, t.id, userId, role);
    // A demoted admin loses the keys they made (issue 30 N9): they had seen the secrets, and a member may not make
    // or hold team keys, which act for (and are billed to) the owner. Revoked, not re-scoped: nothing narrower exists.
    if (current === 'admin' && role === 'member') await revokeTeamKeysCreatedBy(q, t.id, userId);
    await logActivity(q, t.id, actor.id, 'role_changed', `${who?.email ?? userId}: ${current} → ${role}`);
  });
}

/**
 * Removal (or leaving, when a member removes themself) ends team access at once in every process: membership
 * and entitlements are read from the database on each request, and the team keys the member created are revoked.
 */
export async function removeMember(ctx: AppContext, actor: Actor, teamId: string, userId: string) {
  const self = userId === actor.id;
  const t = self
    ? await memberTeam(ctx, actor, teamId, 'leave')
    : await managedTeam(ctx, actor, teamId, 'manageMembers');
  const role = await repo.findMemberRole(ctx.db, t.id, userId);
  if (!role) throw notFound('Member');
  if (role === 'owner') throw forbidden('The owner cannot be removed from their team');
  if (!self && role === 'admin' && t.my_role !== 'owner') throw forbidden('Only the owner can remove an admin');
  const who = await findUserById(ctx.db, userId);
  await ctx.db.tx(async (q) => {
    await repo.deleteMember(q, t.id, userId);
    await revokeTeamKeysCreatedBy(q, t.id, userId);
    await logActivity(q, t.id, actor.id, self ? 'member_left' : 'member_removed', who?.email ?? userId);
  });
}

/**
 * Transfer of ownership (issue 18). The team's Enterprise entitlements come from the owner's OWN subscription, so the
 * honest rule is: the new owner must be an admin of the team who already has an active (or trialing) Enterprise
 * subscription of their own, and owns no other team. Anything else would either pause the team for every member or
 * lend the plan to someone who does not pay for it. The old owner becomes an admin and can then leave; their own
 * subscription is untouched (they may downgrade it afterwards without pausing the team). Team keys from now on act
 * for, and are metered to, the new owner.
 */
export async function transferOwnership(ctx: AppContext, actor: Actor, teamId: string, userId: string) {
  const t = await memberTeam(ctx, actor, teamId, 'transferOwnership');
  const role = await repo.findMemberRole(ctx.db, t.id, userId);
  if (!role) throw notFound('Member');
  if (role !== 'admin')
    throw badRequest('userId', 'Ownership can only go to an admin of the team: make them an admin first');
  if ((await ownPlan(ctx.db, userId)) !== 'enterprise')
    throw new AppError(
      409,
      'plan_required',
      'The new owner needs their own active Enterprise Mission subscription: the team runs on the owner’s subscription. Ask them to subscribe first.',
      [{ field: 'userId', message: 'The new owner has no Enterprise subscription of their own' }],
    );
  if (await repo.findTeamByOwner(ctx.db, userId)) throw conflict('userId', 'This member already owns another team');
  const who = await findUserById(ctx.db, userId);
  await ctx.db.tx(async (q) => {
    await repo.transferOwner(q, t.id, actor.id, userId);
    await logActivity(q, t.id, actor.id, 'ownership_transferred', `${actor.email} → ${who?.email ?? userId}`);
  });
}

// ── site administrators: the dedicated agent ──────────────────────────────────────────────────────────

export async function listAllTeams(ctx: AppContext, actor: Actor): Promise<AdminTeam[]> {
  authorize(actor, 'team', 'listAll');
  return (await repo.listAllTeams(ctx.db)).map((t) => ({
    id: t.id,
    name: t.name,
    ownerEmail: t.owner_email,
    members: t.members,
    dedicatedAgent: t.dedicated_agent_id ? { id: t.dedicated_agent_id, name: t.agent_name ?? '' } : null,
  }));
}

/** Recorded in the team's activity and in the admin audit log (who, which team, which agent, from where). */
export async function assignAgent(ctx: AppContext, actor: Actor, ip: string, teamId: string, agentId: string | null) {
  authorize(actor, 'team', 'assignAgent');
  const team = await repo.findTeamById(ctx.db, teamId);
  if (!team) throw notFound('Team');
  let agent: Pick<User, 'firstName' | 'lastName'> | null = null;
  if (agentId) {
    const row = await findUserById(ctx.db, agentId);
    if (!row || (row.role !== 'agent' && row.role !== 'admin') || row.disabled_at)
      throw badRequest('agentId', 'The dedicated agent must be an active support agent');
    agent = { firstName: row.first_name, lastName: row.last_name };
  }
  await repo.setDedicatedAgent(ctx.db, team.id, agentId);
  const who = agent ? nameOf(agent) : 'none';
  await logActivity(ctx.db, team.id, actor.id, 'agent_assigned', who);
  await recordAudit(
    ctx,
    { id: actor.id, email: actor.email, ip },
    {
      action: 'team.agent_assigned',
      targetType: 'team',
      targetId: team.id,
      targetLabel: team.name,
      detail: `dedicated agent: ${who}`,
    },
  );
}

/** The team's dedicated agent for a ticket filed by this user (support routing), or null. */
export const dedicatedAgentFor = (ctx: AppContext, userId: string) => repo.dedicatedAgentOf(ctx.db, userId);

export type { LoadedTeam };
