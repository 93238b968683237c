import type { TeamRole } from '@cosmos/contracts';
import type { Queryable } from '../../db/client.ts';
import { isUuid } from '../../lib/uuid.ts';

export interface TeamRow {
  id: string;
  owner_id: string;
  name: string;
  dedicated_agent_id: string | null;
  created_at: Date;
}
export interface MemberRow {
  user_id: string;
  name: string;
  email: string;
  role: TeamRole;
  joined_at: Date;
}
export interface InvitationRow {
  id: string;
  team_id: string;
  email: string;
  role: 'admin' | 'member';
  invited_by_name: string | null;
  created_at: Date;
  expires_at: Date;
  accepted_at: Date | null;
  declined_at: Date | null;
  revoked_at: Date | null;
}

/** The owner's OWN subscription makes a team active (never a membership, or teams would lend each other plans). */
export const ACTIVE_TEAM_SQL = `EXISTS (SELECT 1 FROM subscriptions s WHERE s.user_id = t.owner_id AND s.plan_id = 'enterprise'
  AND s.status IN ('active', 'trialing'))`;
const ACTIVE = ACTIVE_TEAM_SQL;

export const insertTeam = async (q: Queryable, ownerId: string, name: string) => {
  const team = (
    await q.query<TeamRow>('INSERT INTO teams (owner_id, name) VALUES ($1, $2) RETURNING *', [ownerId, name])
  )[0]!;
  await q.query(`INSERT INTO team_members (team_id, user_id, role) VALUES ($1, $2, 'owner')`, [team.id, ownerId]);
  return team;
};

export const findTeamByOwner = async (q: Queryable, ownerId: string) =>
  (await q.query<TeamRow>('SELECT * FROM teams WHERE owner_id = $1', [ownerId]))[0];

/** The team and the asking user's role in it (null when not a member); a malformed id is not found. */
export const findTeamFor = async (q: Queryable, teamId: string, userId: string) =>
  isUuid(teamId)
    ? (
        await q.query<TeamRow & { my_role: TeamRole | null; active: boolean }>(
          `SELECT t.*, m.role AS my_role, ${ACTIVE} AS active FROM teams t
           LEFT JOIN team_members m ON m.team_id = t.id AND m.user_id = $2 WHERE t.id = $1`,
          [teamId, userId],
        )
      )[0]
    : undefined;

export const listTeamsOf = (q: Queryable, userId: string) =>
  q.query<{ id: string; name: string; my_role: TeamRole; active: boolean }>(
    `SELECT t.id, t.name, m.role AS my_role, ${ACTIVE} AS active FROM team_members m JOIN teams t ON t.id = m.team_id
     WHERE m.user_id = $1 ORDER BY (m.role = 'owner') DESC, t.name`,
    [userId],
  );

/** True when the user belongs to a team whose owner has an active Enterprise subscription (entitlements). */
export const inActiveEnterpriseTeam = async (q: Queryable, userId: string) =>
  (
    await q.query(
      `SELECT 1 FROM team_members m JOIN teams t ON t.id = m.team_id WHERE m.user_id = $1 AND ${ACTIVE} LIMIT 1`,
      [userId],
    )
  ).length > 0;

/** Ids of the teams whose owner's Enterprise subscription is active: other modules expand their team shares over these. */
export const activeTeamIds = async (q: Queryable) =>
  (await q.query<{ id: string }>(`SELECT t.id FROM teams t WHERE ${ACTIVE}`)).map((r) => r.id);

export const listMembers = (q: Queryable, teamId: string) =>
  q.query<MemberRow>(
    `SELECT m.user_id, (u.first_name || ' ' || u.last_name) AS name, u.email, m.role, m.joined_at
     FROM team_members m JOIN users u ON u.id = m.user_id WHERE m.team_id = $1
     ORDER BY CASE m.role WHEN 'owner' THEN 0 WHEN 'admin' THEN 1 ELSE 2 END, m.joined_at`,
    [teamId],
  );

export const findMemberRole = async (q: Queryable, teamId: string, userId: string) =>
  (
    await q.query<{ role: TeamRole }>('SELECT role FROM team_members WHERE team_id = $1 AND user_id = $2', [
      teamId,
      isUuid(userId) ? userId : null,
    ])
  )[0]?.role ?? null;

export const insertMember = (q: Queryable, teamId: string, userId: string, role: TeamRole) =>
  q.query('INSERT INTO team_members (team_id, user_id, role) VALUES ($1,$2,$3) ON CONFLICT DO NOTHING', [
    teamId,
    userId,
    role,
  ]);

export const setMemberRole = (q: Queryable, teamId: string, userId: string, role: TeamRole) =>
  q.query('UPDATE team_members SET role = $3 WHERE team_id = $1 AND user_id = $2', [teamId, userId, role]);

export const deleteMember = async (q: Queryable, teamId: string, userId: string) =>
  (
    await q.query<{ user_id: string }>(
      'DELETE FROM team_members WHERE team_id = $1 AND user_id = $2 RETURNING user_id',
      [teamId, userId],
    )
  ).length > 0;

/** Members plus invitations still pending: what takes a seat. */
export const seatsUsed = async (q: Queryable, teamId: string) =>
  (
    await q.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM team_members WHERE team_id = $1)::int
        + (SELECT count(*) FROM team_invitations WHERE team_id = $1 AND accepted_at IS NULL AND declined_at IS NULL
           AND revoked_at IS NULL AND expires_at > now())::int AS n`,
      [teamId],
    )
  )[0]!.n;

const SELECT_INVITATION = `SELECT i.*, (u.first_name || ' ' || u.last_name) AS invited_by_name
  FROM team_invitations i LEFT JOIN users u ON u.id = i.invited_by`;

export const insertInvitation = async (
  q: Queryable,
  i: { teamId: string; email: string; role: string; tokenHash: string; invitedBy: string; hours: number },
) =>
  (
    await q.query<{ id: string }>(
      `INSERT INTO team_invitations (team_id, email, role, token_hash, invited_by, expires_at)
       VALUES ($1,$2,$3,$4,$5, now() + make_interval(hours => $6::int)) RETURNING id`,
      [i.teamId, i.email, i.role, i.tokenHash, i.invitedBy, i.hours],
    )
  )[0]!.id;

export const listPendingInvitations = (q: Queryable, teamId: string) =>
  q.query<InvitationRow>(
    `${SELECT_INVITATION} WHERE i.team_id = $1 AND i.accepted_at IS NULL AND i.declined_at IS NULL
     AND i.revoked_at IS NULL AND i.expires_at > now() ORDER BY i.created_at DESC`,
    [teamId],
  );

export const hasPendingInvitation = async (q: Queryable, teamId: string, email: string) =>
  (
    await q.query(
      `SELECT 1 FROM team_invitations WHERE team_id = $1 AND lower(email) = lower($2) AND accepted_at IS NULL
       AND declined_at IS NULL AND revoked_at IS NULL AND expires_at > now()`,
      [teamId, email],
    )
  ).length > 0;

/** Locks the team row for the rest of the transaction: invitations and seat changes of one team go one at a time. */
export const lockTeam = (q: Queryable, teamId: string) =>
  q.query('SELECT id FROM teams WHERE id = $1 FOR UPDATE', [teamId]);

/**
 * Marks this address's expired, never-answered invitations revoked at their expiry, so the unique index on open
 * invitations (which cannot mention now()) lets the address be invited again.
 */
export const closeExpiredInvitations = (q: Queryable, teamId: string, email: string) =>
  q.query(
    `UPDATE team_invitations SET revoked_at = expires_at WHERE team_id = $1 AND lower(email) = lower($2)
     AND accepted_at IS NULL AND declined_at IS NULL AND revoked_at IS NULL AND expires_at <= now()`,
    [teamId, email],
  );

export const findInvitationByHash = async (q: Queryable, hash: string) =>
  (await q.query<InvitationRow>(`${SELECT_INVITATION} WHERE i.token_hash = $1`, [hash]))[0];

/** Marks a pending invitation used (accepted or declined) in one UPDATE, so a link works once even under a race. */
export const closeInvitation = async (q: Queryable, id: string, how: 'accepted_at' | 'declined_at') =>
  (
    await q.query(
      `UPDATE team_invitations SET ${how} = now() WHERE id = $1 AND accepted_at IS NULL AND declined_at IS NULL
       AND revoked_at IS NULL AND expires_at > now() RETURNING id`,
      [id],
    )
  ).length > 0;

export const revokeInvitation = async (q: Queryable, teamId: string, id: string) =>
  (
    await q.query<{ email: string }>(
      `UPDATE team_invitations SET revoked_at = now() WHERE id = $2 AND team_id = $1 AND accepted_at IS NULL
       AND declined_at IS NULL AND revoked_at IS NULL RETURNING email`,
      [teamId, isUuid(id) ? id : null],
    )
  )[0]?.email;

export const setDedicatedAgent = (q: Queryable, teamId: string, agentId: string | null) =>
  q.query('UPDATE teams SET dedicated_agent_id = $2 WHERE id = $1', [teamId, agentId]);

/** The dedicated agent of the first team (owned first) the user belongs to; routes their tickets. */
export const dedicatedAgentOf = async (q: Queryable, userId: string) =>
  (
    await q.query<{ agent_id: string }>(
      `SELECT t.dedicated_agent_id AS agent_id FROM team_members m JOIN teams t ON t.id = m.team_id
       WHERE m.user_id = $1 AND t.dedicated_agent_id IS NOT NULL AND ${ACTIVE}
       ORDER BY (m.role = 'owner') DESC, m.joined_at LIMIT 1`,
      [userId],
    )
  )[0]?.agent_id ?? null;

export const listAllTeams = (q: Queryable) =>
  q.query<TeamRow & { owner_email: string; members: number; agent_name: string | null }>(
    `SELECT t.*, o.email AS owner_email, (SELECT count(*) FROM team_members m WHERE m.team_id = t.id)::int AS members,
       (a.first_name || ' ' || a.last_name) AS agent_name
     FROM teams t JOIN users o ON o.id = t.owner_id LEFT JOIN users a ON a.id = t.dedicated_agent_id ORDER BY t.created_at`,
  );

export const findTeamById = async (q: Queryable, teamId: string) =>
  isUuid(teamId) ? (await q.query<TeamRow>('SELECT * FROM teams WHERE id = $1', [teamId]))[0] : undefined;

/** Swaps owner and admin in one transaction (the caller holds it): teams.owner_id and both member roles. */
export const transferOwner = async (q: Queryable, teamId: string, fromId: string, toId: string) => {
  await q.query('UPDATE teams SET owner_id = $2 WHERE id = $1', [teamId, toId]);
  await q.query(`UPDATE team_members SET role = 'admin' WHERE team_id = $1 AND user_id = $2`, [teamId, fromId]);
  await q.query(`UPDATE team_members SET role = 'owner' WHERE team_id = $1 AND user_id = $2`, [teamId, toId]);
};

/** Seats bought beyond the included ones (billed per seat to the owner). */
export const extraSeats = async (q: Queryable, teamId: string) =>
  (await q.query<{ n: number }>('SELECT extra_seats AS n FROM teams WHERE id = $1', [teamId]))[0]?.n ?? 0;

export const setExtraSeats = (q: Queryable, teamId: string, extra: number) =>
  q.query('UPDATE teams SET extra_seats = $2 WHERE id = $1', [teamId, extra]);

/** The team this user owns with its extra seats, locked for a change (undefined without a team). */
export const lockOwnedTeamSeats = async (q: Queryable, ownerId: string) =>
  (
    await q.query<{ id: string; extra: number }>(
      'SELECT id, extra_seats AS extra FROM teams WHERE owner_id = $1 FOR UPDATE',
      [ownerId],
    )
  )[0];

/** Extra seats of the team this user owns, for their renewal invoice (0 without a team). */
export const extraSeatsOwnedBy = async (q: Queryable, ownerId: string) =>
  (await q.query<{ n: number }>('SELECT extra_seats AS n FROM teams WHERE owner_id = $1', [ownerId]))[0]?.n ?? 0;
