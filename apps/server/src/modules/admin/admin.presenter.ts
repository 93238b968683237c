import type { AdminAgent, AdminUser, AdminUserDetail, AuditEntry, JobRun } from '@cosmos/contracts';
import type { JobRunRow } from '../../jobs/job-runs.ts';
import type { AdminUserDetailRow, AdminUserRow, AgentRow, AuditRow } from './admin.repository.ts';

/** Rows leave the admin module only through these: fields are picked, never spread. */
const iso = (d: Date | string) => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null) => (d === null ? null : iso(d));

export const presentAdminUser = (r: AdminUserRow): AdminUser => ({
  id: r.id,
  email: r.email,
  firstName: r.first_name,
  lastName: r.last_name,
  role: r.role,
  emailVerified: r.email_verified,
  mfaEnabled: r.mfa_enabled,
  disabledAt: isoOrNull(r.disabled_at),
  createdAt: iso(r.created_at),
  lastActiveAt: isoOrNull(r.last_active_at),
});

export const presentAdminUserDetail = (r: AdminUserDetailRow): AdminUserDetail => ({
  ...presentAdminUser(r),
  company: r.company,
  liveSessions: r.live_sessions,
  openTickets: r.open_tickets,
});

export const presentAgent = (r: AgentRow): AdminAgent => ({
  id: r.id,
  email: r.email,
  firstName: r.first_name,
  lastName: r.last_name,
  role: r.role,
  disabledAt: isoOrNull(r.disabled_at),
  openTickets: r.open_tickets,
  lastReplyAt: isoOrNull(r.last_reply_at),
});

export const presentJobRun = (r: JobRunRow): JobRun => ({
  id: r.id,
  name: r.name,
  startedAt: iso(r.started_at),
  finishedAt: isoOrNull(r.finished_at),
  ok: r.ok,
  error: r.error,
});

export const presentAudit = (r: AuditRow): AuditEntry => ({
  id: r.id,
  at: iso(r.at),
  actorId: r.actor_id,
  actorEmail: r.actor_email,
  action: r.action as AuditEntry['action'],
  targetType: r.target_type as AuditEntry['targetType'],
  targetId: r.target_id,
  targetLabel: r.target_label,
  detail: r.detail,
  ip: r.ip,
});
