import { z } from 'zod';
import { ApiKey } from './billing.ts';

/** A member's role inside one team (not the site role): owner (the Enterprise subscriber), admin, member. */
export const TeamRole = z.enum(['owner', 'admin', 'member']);
export type TeamRole = z.infer<typeof TeamRole>;
/** Roles an invitation or a role change may give; ownership is never handed out this way. */
export const AssignableTeamRole = z.enum(['admin', 'member']);

export const TeamSummary = z.object({
  id: z.string(),
  name: z.string(),
  myRole: TeamRole,
  /** False while the owner's own subscription is not an active Enterprise one: data kept, entitlements paused. */
  active: z.boolean(),
});
export type TeamSummary = z.infer<typeof TeamSummary>;

export const TeamMember = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: TeamRole,
  joinedAt: z.string(),
});
export type TeamMember = z.infer<typeof TeamMember>;

export const TeamDetail = TeamSummary.extend({
  ownerId: z.string(),
  createdAt: z.string(),
  /** Members plus pending invitations, against the plan's seat count. */
  seats: z.object({ used: z.number().int(), total: z.number().int() }),
  members: z.array(TeamMember),
  /** "Your dedicated agent": the support agent the team's tickets go to first, or null. */
  dedicatedAgent: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type TeamDetail = z.infer<typeof TeamDetail>;

export const CreateTeamBody = z.object({ name: z.string().trim().min(1, 'Name is required').max(80) });

export const TeamInvitation = z.object({
  id: z.string(),
  email: z.string(),
  role: AssignableTeamRole,
  invitedBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type TeamInvitation = z.infer<typeof TeamInvitation>;

export const CreateInvitationBody = z.object({
  email: z.string().trim().toLowerCase().email('A valid email address is required').max(254),
  role: AssignableTeamRole.default('member'),
});

/** The single-use token from the emailed link (it rides in the URL fragment, never in a server log). */
export const InvitationTokenBody = z.object({ token: z.string().min(20).max(200) });

/** What the invitee sees before accepting. */
export const InvitationPreview = z.object({
  teamName: z.string(),
  invitedBy: z.string(),
  email: z.string(),
  role: AssignableTeamRole,
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof InvitationPreview>;

export const ChangeTeamRoleBody = z.object({ role: AssignableTeamRole });

export const TeamApiKey = ApiKey.extend({ createdBy: z.string() });
export type TeamApiKey = z.infer<typeof TeamApiKey>;

/**
 * A saved 3D view shared with the team: the Data Visualization Share URL's query string (filters, time,
 * selection, camera) stored with a name; members open it from the list.
 */
export const SharedView = z.object({
  id: z.string(),
  name: z.string(),
  query: z.string(),
  createdBy: z.string(),
  createdById: z.string(),
  createdAt: z.string(),
});
export type SharedView = z.infer<typeof SharedView>;
export const CreateSharedViewBody = z.object({
  name: z.string().trim().min(1, 'Name is required').max(80),
  query: z
    .string()
    .trim()
    .max(2000)
    .regex(/^[^\s#]*$/, 'The view is the Share URL query string, without spaces'),
});

export const TeamActivityKind = z.enum([
  'team_created',
  'member_invited',
  'invitation_revoked',
  'invitation_declined',
  'member_joined',
  'member_removed',
  'member_left',
  'role_changed',
  'key_created',
  'key_revoked',
  'view_shared',
  'view_deleted',
  'agent_assigned',
  'ownership_transferred',
  'object_shared',
  'object_unshared',
  'seats_changed',
  'launch_shared',
  'launch_unshared',
]);
/** GET /api/teams/:teamId/seats/preview?seats= and PUT /api/teams/:teamId/seats: the team's seat count in all. */
export const SeatCountQuery = z.object({ seats: z.coerce.number().int().min(1).max(200) });
export const ChangeSeatsBody = z.object({
  seats: z.number().int().min(1).max(200),
  /** The preview's instant: the change is priced at it, so the invoice has the previewed amount. */
  quotedAt: z.string().datetime().optional(),
});
export const SeatChangePreview = z.object({
  seats: z.number().int(),
  includedSeats: z.number().int(),
  extraSeats: z.number().int(),
  seatPriceCents: z.number().int(),
  amountDueNowCents: z.number().int(),
  /** What the owner's subscription renews at with these seats (plan + extra seats). */
  renewalCents: z.number().int(),
  periodEnd: z.string(),
  quotedAt: z.string(),
});
export type SeatChangePreview = z.infer<typeof SeatChangePreview>;

/** POST /api/teams/:teamId/transfer-ownership: hand the team to one of its admins. */
export const TransferOwnershipBody = z.object({ userId: z.string().uuid('userId must be a member id') });

export const TeamActivity = z.object({
  id: z.string(),
  kind: TeamActivityKind,
  actorName: z.string().nullable(),
  detail: z.string(),
  at: z.string(),
});
export type TeamActivity = z.infer<typeof TeamActivity>;

export const DedicatedAgentBody = z.object({ agentId: z.string().uuid('agentId must be a user id').nullable() });
export const AdminTeam = z.object({
  id: z.string(),
  name: z.string(),
  ownerEmail: z.string(),
  members: z.number().int(),
  dedicatedAgent: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type AdminTeam = z.infer<typeof AdminTeam>;
