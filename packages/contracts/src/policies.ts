import type { Role } from './auth.ts';
import type { TeamRole } from './teams.ts';

/**
 * Who may do what, declared once per resource (as Outline's policies are). The server enforces these
 * (`apps/server/src/lib/policies.ts`: `authorize`, `allow`); the web asks the same table (`useCan`,
 * `<RequireRole>`) only to decide what to show — the server's answer is the one that counts.
 *
 * A rule is a pure function of the acting user and, where it matters, the thing acted on. Add a
 * resource or an action here, never an inline `role === ...` check.
 */
export interface Actor {
  readonly id: string;
  readonly role: Role;
}

/** The ticket fields a rule looks at. */
export interface TicketRef {
  readonly ownerId: string;
}

/** The acting user's membership of the team acted on: their team role, or null when they are not a member. */
export interface TeamMembershipRef {
  readonly teamRole: TeamRole | null;
}

type Rule<T = never> = [T] extends [never] ? (actor: Actor) => boolean : (actor: Actor, target: T) => boolean;

const isStaff = (a: Actor) => a.role === 'agent' || a.role === 'admin';
const isAdmin = (a: Actor) => a.role === 'admin';
const anyone = () => true;
const teamMember = (_a: Actor, t: TeamMembershipRef) => t.teamRole !== null;
const teamManager = (_a: Actor, t: TeamMembershipRef) => t.teamRole === 'owner' || t.teamRole === 'admin';
const teamOwner = (_a: Actor, t: TeamMembershipRef) => t.teamRole === 'owner';

export const policies = {
  ticket: {
    /** The whole support queue, with every customer's tickets. */
    listAll: isStaff,
    /** Read and reply: the owner and the support team; anyone else is told it does not exist. */
    read: ((a, t) => t.ownerId === a.id || isStaff(a)) as Rule<TicketRef>,
    /** 'pending' means "waiting on the customer": only the support team sets it. */
    markPending: isStaff,
    /** Replies and status changes count as the support team's (not the customer's) when staff act on someone else's ticket. */
    actAsAgent: ((a, t) => isStaff(a) && t.ownerId !== a.id) as Rule<TicketRef>,
    /** Hears about every new or changed ticket in realtime (the queue's live updates). */
    watchQueue: isStaff,
    /** First-response and resolution times per plan (the support targets' statistics). */
    readResponseTimes: isAdmin,
  },
  conjunctions: {
    /** Screen the whole catalogue now (minutes of CPU in a worker). */
    runScreen: isAdmin,
  },
  catalog: {
    readStatus: anyone,
    import: isAdmin,
    refresh: isAdmin,
    /** The list of on-orbit objects without elements (completeness). */
    readMissing: isAdmin,
  },
  /** Enterprise teams: the rules look at the actor's role in that team (site roles give no team access). */
  team: {
    /** Members, seats, shared views and the activity log. */
    read: teamMember as Rule<TeamMembershipRef>,
    /** Invite by email, revoke invitations, remove members (never the owner). */
    manageMembers: teamManager as Rule<TeamMembershipRef>,
    /** Make a member an admin or an admin a member. */
    changeRoles: teamOwner as Rule<TeamMembershipRef>,
    /** List, create and revoke the team's API keys (the secret is seen once, by its creator). */
    manageKeys: teamManager as Rule<TeamMembershipRef>,
    /** Save a 3D view for the team. */
    shareView: teamMember as Rule<TeamMembershipRef>,
    /** Delete anyone's shared view (a member may delete their own). */
    moderateViews: teamManager as Rule<TeamMembershipRef>,
    /** Hand the team to an admin who has their own Enterprise subscription; the old owner becomes an admin. */
    transferOwnership: teamOwner as Rule<TeamMembershipRef>,
    /** Buy or drop seats beyond the included ones: billed to the owner's subscription, so the owner only. */
    manageSeats: teamOwner as Rule<TeamMembershipRef>,
    /** Share a followed object with the team (every member gets its alerts) or stop sharing it. */
    shareObjects: teamManager as Rule<TeamMembershipRef>,
    /** Share a followed launch with the team, or stop sharing one: any member (a launch alert is low-stakes). */
    shareLaunches: teamMember as Rule<TeamMembershipRef>,
    /** Leave the team: any member but the owner (the owner's subscription is the team). */
    leave: ((_a, t) => t.teamRole === 'admin' || t.teamRole === 'member') as Rule<TeamMembershipRef>,
    /** Name the team's dedicated support agent (site administrators). */
    assignAgent: isAdmin,
    /** Every team, for the admin console. */
    listAll: isAdmin,
  },
  admin: {
    /** The admin console: users, catalogue, jobs, support agents, audit log. */
    open: isAdmin,
    manageUsers: isAdmin,
    readAudit: isAdmin,
    readJobs: isAdmin,
  },
} satisfies Record<string, Record<string, Rule<never> | Rule<TicketRef> | Rule<TeamMembershipRef>>>;

export type Policies = typeof policies;
export type Resource = keyof Policies;
export type Action<R extends Resource> = keyof Policies[R] & string;
/** The target a rule needs, or never when it needs none. */
export type TargetOf<R extends Resource, A extends Action<R>> = Policies[R][A] extends (...args: infer P) => boolean
  ? P extends [Actor, infer T]
    ? T
    : never
  : never;

/** True when `actor` may do `action` on `resource` (with `target` for rules that look at one). */
export function can<R extends Resource, A extends Action<R>>(
  actor: Actor | null | undefined,
  resource: R,
  action: A,
  ...target: [TargetOf<R, A>] extends [never] ? [] : [TargetOf<R, A>]
): boolean {
  if (!actor) return false;
  const rule = policies[resource][action] as (a: Actor, t?: unknown) => boolean;
  return rule(actor, target[0]);
}

/** The least role that passes a role-only rule: what `<RequireRole>` shows and what a menu entry needs. */
export const ROLES_BY_RANK: readonly Role[] = ['user', 'agent', 'admin'];
export const hasRole = (actor: Pick<Actor, 'role'> | null | undefined, least: Role) =>
  Boolean(actor) && ROLES_BY_RANK.indexOf(actor!.role) >= ROLES_BY_RANK.indexOf(least);
