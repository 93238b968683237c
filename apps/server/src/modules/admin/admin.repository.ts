import type { Queryable } from '../../db/client.ts';
import type { UserRow } from '../users/users.service.ts';

/**
 * The admin console's reads (a reporting view across users, sessions, 2FA and tickets) and the audit
 * log, which this module owns. Changes to users, sessions and 2FA go through their own modules.
 */
export interface AdminUserRow extends Pick<
  UserRow,
  'id' | 'email' | 'first_name' | 'last_name' | 'role' | 'email_verified' | 'disabled_at' | 'created_at' | 'company'
> {
  mfa_enabled: boolean;
  last_active_at: Date | string | null;
}
export interface AdminUserDetailRow extends AdminUserRow {
  live_sessions: number;
  open_tickets: number;
}

const USER_VIEW = `
  SELECT u.id, u.email, u.first_name, u.last_name, u.role, u.email_verified, u.disabled_at, u.created_at, u.company,
         EXISTS (SELECT 1 FROM user_mfa m WHERE m.user_id = u.id AND m.enabled_at IS NOT NULL) AS mfa_enabled,
         (SELECT max(s.last_seen_at) FROM sessions s WHERE s.user_id = u.id) AS last_active_at
    FROM users u`;

/** `%`, `_` and `\` in a search are literal characters, not patterns. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function searchUsers(
  q: Queryable,
  f: { q: string; role?: string; status?: 'active' | 'disabled'; limit: number; offset: number },
) {
  const where = `WHERE ($1 = '' OR u.email ILIKE $2 OR (u.first_name || ' ' || u.last_name) ILIKE $2)
      AND ($3::text IS NULL OR u.role = $3)
      AND ($4::text IS NULL OR (u.disabled_at IS NOT NULL) = ($4 = 'disabled'))`;
  const params = [f.q, `%${likeEscape(f.q)}%`, f.role ?? null, f.status ?? null];
  const [items, total] = await Promise.all([
    q.query<AdminUserRow>(`${USER_VIEW} ${where} ORDER BY u.created_at DESC, u.id LIMIT $5 OFFSET $6`, [
      ...params,
      f.limit,
      f.offset,
    ]),
    q.query<{ n: number }>(`SELECT count(*)::int AS n FROM users u ${where}`, params),
  ]);
  return { items, total: total[0]!.n };
}

export const findUserDetail = async (q: Queryable, id: string) =>
  (
    await q.query<AdminUserDetailRow>(
      `SELECT v.*,
              (SELECT count(*)::int FROM sessions s WHERE s.user_id = v.id AND s.revoked_at IS NULL AND s.expires_at > now() AND s.absolute_expires_at > now()) AS live_sessions,
              (SELECT count(*)::int FROM support_tickets t WHERE t.owner_id = v.id AND t.status IN ('open', 'pending')) AS open_tickets
         FROM (${USER_VIEW} WHERE u.id = $1) v`,
      [id],
    )
  )[0];

export interface AgentRow extends Pick<UserRow, 'id' | 'email' | 'first_name' | 'last_name' | 'role' | 'disabled_at'> {
  open_tickets: number;
  last_reply_at: Date | string | null;
}

/** The support team (agents and admins, who also answer tickets) with the open tickets each has replied to. */
export const listAgents = (q: Queryable) =>
  q.query<AgentRow>(
    `SELECT u.id, u.email, u.first_name, u.last_name, u.role, u.disabled_at,
            (SELECT count(DISTINCT m.ticket_id)::int FROM support_messages m JOIN support_tickets t ON t.id = m.ticket_id
              WHERE m.author_id = u.id AND m.author_role = 'agent' AND t.status IN ('open', 'pending')) AS open_tickets,
            (SELECT max(m.created_at) FROM support_messages m WHERE m.author_id = u.id AND m.author_role = 'agent') AS last_reply_at
       FROM users u WHERE u.role IN ('agent', 'admin') ORDER BY u.role, u.email`,
  );

export const countUnansweredTickets = async (q: Queryable) =>
  (
    await q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM support_tickets t
        WHERE t.status = 'open' AND NOT EXISTS (SELECT 1 FROM support_messages m WHERE m.ticket_id = t.id AND m.author_role = 'agent')`,
    )
  )[0]!.n;

export interface AuditRow {
  id: string;
  at: Date | string;
  actor_id: string | null;
  actor_email: string;
  action: string;
  target_type: string;
  target_id: string | null;
  target_label: string;
  detail: string;
  ip: string;
}

export const insertAudit = (
  q: Queryable,
  e: {
    actorId: string;
    actorEmail: string;
    action: string;
    targetType: string;
    targetId: string | null;
    targetLabel: string;
    detail: string;
    ip: string;
  },
) =>
  q.query(
    `INSERT INTO admin_audit (actor_id, actor_email, action, target_type, target_id, target_label, detail, ip) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [e.actorId, e.actorEmail, e.action, e.targetType, e.targetId, e.targetLabel, e.detail, e.ip],
  );

export async function listAudit(q: Queryable, limit: number, offset: number) {
  const [items, total] = await Promise.all([
    q.query<AuditRow>('SELECT * FROM admin_audit ORDER BY at DESC, id DESC LIMIT $1 OFFSET $2', [limit, offset]),
    q.query<{ n: number }>('SELECT count(*)::int AS n FROM admin_audit'),
  ]);
  return { items, total: total[0]!.n };
}
