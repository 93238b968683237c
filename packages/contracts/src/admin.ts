import { z } from 'zod';
import { Role } from './auth.ts';
import { CatalogStatus } from './celestial.ts';

/** The admin console's API (`/api/admin/*`): administrators only, every change written to the audit log. */

const uuid = z.string().uuid('expected a user id');
export const AdminUserIdParam = z.object({ id: uuid });

export const AdminUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: Role,
  emailVerified: z.boolean(),
  mfaEnabled: z.boolean(),
  disabledAt: z.string().nullable().describe('null while the account is active'),
  createdAt: z.string(),
  lastActiveAt: z.string().nullable().describe('latest activity of any session; null when never signed in'),
});
export type AdminUser = z.infer<typeof AdminUser>;

export const AdminUserDetail = AdminUser.extend({
  company: z.string(),
  liveSessions: z.number().int(),
  openTickets: z.number().int(),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetail>;

export const AdminUserListQuery = z.object({
  q: z
    .string()
    .trim()
    .max(200)
    .refine((s) => !s.includes('\u0000'), 'Must not contain a NUL character')
    .default('')
    .describe('part of the email or name'),
  role: Role.optional(),
  status: z.enum(['active', 'disabled']).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type AdminUserListQuery = z.input<typeof AdminUserListQuery>;
export const AdminUserList = z.object({ items: z.array(AdminUser), total: z.number().int() });
export type AdminUserList = z.infer<typeof AdminUserList>;

export const AdminRoleBody = z.object({ role: Role });

/** The answer to every user action: what happened, in words, and the user as it is now. */
export const AdminUserActionResult = z.object({ message: z.string(), user: AdminUserDetail });
export type AdminUserActionResult = z.infer<typeof AdminUserActionResult>;

export const CatalogRefreshOutcome = z.enum(['disabled', 'skipped', 'refreshed', 'failed']);
export const AdminCatalogRefreshResult = z.object({
  outcome: CatalogRefreshOutcome,
  message: z.string(),
  status: CatalogStatus,
});
export type AdminCatalogRefreshResult = z.infer<typeof AdminCatalogRefreshResult>;

export const JobRun = z.object({
  id: z.string(),
  name: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable().describe('null while running'),
  ok: z.boolean().nullable().describe('null while running'),
  error: z.string().nullable(),
});
export type JobRun = z.infer<typeof JobRun>;
export const JobSummary = z.object({
  name: z.string(),
  lastRun: JobRun.nullable(),
  lastFailure: JobRun.nullable(),
  runs24h: z.number().int(),
  failures24h: z.number().int(),
});
export type JobSummary = z.infer<typeof JobSummary>;
export const AdminJobs = z.object({ jobs: z.array(JobSummary), recent: z.array(JobRun) });
export type AdminJobs = z.infer<typeof AdminJobs>;

export const AdminAgent = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: Role,
  disabledAt: z.string().nullable(),
  openTickets: z.number().int().describe('open or pending tickets this agent has replied to'),
  lastReplyAt: z.string().nullable(),
});
export type AdminAgent = z.infer<typeof AdminAgent>;
export const AdminAgents = z.object({
  agents: z.array(AdminAgent),
  unansweredTickets: z.number().int().describe('open tickets no agent has replied to yet'),
});
export type AdminAgents = z.infer<typeof AdminAgents>;

export const AuditAction = z.enum([
  'user.role_changed',
  'user.disabled',
  'user.enabled',
  'user.mfa_reset',
  'user.verification_resent',
  'catalog.refreshed',
  'catalog.imported',
  'team.agent_assigned',
]);
export type AuditAction = z.infer<typeof AuditAction>;
export const AuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  action: AuditAction,
  targetType: z.enum(['user', 'catalog', 'team']),
  targetId: z.string().nullable(),
  targetLabel: z.string(),
  detail: z.string(),
  ip: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export const AuditPage = z.object({ items: z.array(AuditEntry), total: z.number().int() });
export type AuditPage = z.infer<typeof AuditPage>;
