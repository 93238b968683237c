/**
 * SQL of the one follow list (issue 32, table `follows`): a row belongs to a user or to a team and carries its alert
 * settings. The alert jobs read personal and team follows together, team rows expanded to each current member.
 */
import type { FollowKind, PassVerdictFilter } from '@cosmos/contracts';
import type { Queryable } from '../../db/client.ts';

export interface FollowRow {
  kind: FollowKind;
  target_id: string;
  label: string | null;
  pass_alerts: boolean;
  conjunction_alerts: boolean;
  conjunction_km: number;
  reentry_alerts: boolean;
  launch_alerts: boolean;
  lead_minutes: number;
  pass_verdict: PassVerdictFilter;
  created_at: Date;
}
export interface TeamFollowRow extends FollowRow {
  shared_by_name: string | null;
}
export interface FollowSettings {
  label: string | null;
  passAlerts: boolean;
  conjunctionAlerts: boolean;
  conjunctionKm: number;
  reentryAlerts: boolean;
  launchAlerts: boolean;
  leadMinutes: number;
  passVerdict: PassVerdictFilter;
}

const COLUMNS =
  'f.kind, f.target_id, f.label, f.pass_alerts, f.conjunction_alerts, f.conjunction_km, f.reentry_alerts, f.launch_alerts, f.lead_minutes, f.pass_verdict, f.created_at';
const settingsArgs = (s: FollowSettings) => [
  s.label,
  s.passAlerts,
  s.conjunctionAlerts,
  s.conjunctionKm,
  s.reentryAlerts,
  s.launchAlerts,
  s.leadMinutes,
  s.passVerdict,
];

export const listForUser = (q: Queryable, userId: string) =>
  q.query<FollowRow>(`SELECT ${COLUMNS} FROM follows f WHERE f.user_id = $1 ORDER BY f.created_at, f.target_id`, [
    userId,
  ]);

export const findForUser = async (q: Queryable, userId: string, kind: FollowKind, targetId: string) =>
  (
    await q.query<FollowRow>(
      `SELECT ${COLUMNS} FROM follows f WHERE f.user_id = $1 AND f.kind = $2 AND f.target_id = $3`,
      [userId, kind, targetId],
    )
  )[0];

export const countForUser = async (q: Queryable, userId: string, kind: FollowKind) =>
  (
    await q.query<{ n: number }>('SELECT count(*)::int AS n FROM follows WHERE user_id = $1 AND kind = $2', [
      userId,
      kind,
    ])
  )[0]!.n;

/** Follows, or replaces the alert settings of a follow (its date stays). */
export const upsertForUser = async (
  q: Queryable,
  userId: string,
  kind: FollowKind,
  targetId: string,
  s: FollowSettings,
) =>
  (
    await q.query<FollowRow>(
      `INSERT INTO follows AS f (user_id, kind, target_id, label, pass_alerts, conjunction_alerts, conjunction_km,
                                 reentry_alerts, launch_alerts, lead_minutes, pass_verdict)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (user_id, kind, target_id) WHERE user_id IS NOT NULL DO UPDATE SET
         label = COALESCE(EXCLUDED.label, f.label), pass_alerts = EXCLUDED.pass_alerts,
         conjunction_alerts = EXCLUDED.conjunction_alerts, conjunction_km = EXCLUDED.conjunction_km,
         reentry_alerts = EXCLUDED.reentry_alerts, launch_alerts = EXCLUDED.launch_alerts,
         lead_minutes = EXCLUDED.lead_minutes, pass_verdict = EXCLUDED.pass_verdict
       RETURNING ${COLUMNS}`,
      [userId, kind, targetId, ...settingsArgs(s)],
    )
  )[0]!;

export const removeForUser = async (q: Queryable, userId: string, kind: FollowKind, targetId: string) =>
  (
    await q.query('DELETE FROM follows WHERE user_id = $1 AND kind = $2 AND target_id = $3 RETURNING target_id', [
      userId,
      kind,
      targetId,
    ])
  ).length > 0;

export const listForTeam = (q: Queryable, teamId: string, kind: FollowKind) =>
  q.query<TeamFollowRow>(
    `SELECT ${COLUMNS}, (u.first_name || ' ' || u.last_name) AS shared_by_name
     FROM follows f LEFT JOIN users u ON u.id = f.shared_by
     WHERE f.team_id = $1 AND f.kind = $2 ORDER BY f.created_at, f.target_id`,
    [teamId, kind],
  );

export const countForTeam = async (q: Queryable, teamId: string, kind: FollowKind) =>
  (
    await q.query<{ n: number }>('SELECT count(*)::int AS n FROM follows WHERE team_id = $1 AND kind = $2', [
      teamId,
      kind,
    ])
  )[0]!.n;

/** Shares with the team, or updates the settings of what it shares; true when newly shared. */
export const upsertForTeam = async (
  q: Queryable,
  teamId: string,
  kind: FollowKind,
  targetId: string,
  s: FollowSettings,
  by: string,
) =>
  (
    await q.query<{ inserted: boolean }>(
      `INSERT INTO follows AS f (team_id, kind, target_id, label, pass_alerts, conjunction_alerts, conjunction_km,
                                 reentry_alerts, launch_alerts, lead_minutes, pass_verdict, shared_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (team_id, kind, target_id) WHERE team_id IS NOT NULL DO UPDATE SET
         conjunction_km = EXCLUDED.conjunction_km
       RETURNING (xmax = 0) AS inserted`,
      [teamId, kind, targetId, ...settingsArgs(s), by],
    )
  )[0]!.inserted;

export const removeForTeam = async (q: Queryable, teamId: string, kind: FollowKind, targetId: string) =>
  (
    await q.query('DELETE FROM follows WHERE team_id = $1 AND kind = $2 AND target_id = $3 RETURNING target_id', [
      teamId,
      kind,
      targetId,
    ])
  ).length > 0;

/** One row per user and target among everyone's follows of `kind`, personal and through an active team. */
const everyFollow = (kind: FollowKind, extra = '') => `
  SELECT user_id, target_id, pass_alerts, conjunction_alerts, conjunction_km, reentry_alerts, launch_alerts,
         lead_minutes, pass_verdict, created_at
  FROM follows WHERE user_id IS NOT NULL AND kind = '${kind}' ${extra}
  UNION ALL
  SELECT m.user_id, f.target_id, f.pass_alerts, f.conjunction_alerts, f.conjunction_km, f.reentry_alerts,
         f.launch_alerts, f.lead_minutes, f.pass_verdict, f.created_at
  FROM follows f JOIN team_members m ON m.team_id = f.team_id
  WHERE f.team_id = ANY($1::uuid[]) AND f.kind = '${kind}' ${extra.replace(/\b(target_id)\b/g, 'f.$1')}`;

export interface SatelliteFollower {
  user_id: string;
  object_id: string;
  pass_alerts: boolean;
  conjunction_alerts: boolean;
  conjunction_threshold_km: number;
  reentry_alerts: boolean;
  /** The longest lead among the rows with pass alerts (the earliest warning wins). */
  lead_minutes: number;
  /** The least strict verdict filter among the rows with pass alerts. */
  pass_verdict: PassVerdictFilter;
}

/**
 * Every follow of a satellite, all users (for the pass, conjunction and re-entry alerts): personal follows plus
 * what an active team (`activeTeamIds`, from the teams module) shares, expanded to each member. One row per user and
 * object: an alert is on when any of the rows has it, and the tighter distance wins. Membership is read on every
 * run, so a removed member stops at once.
 */
export const satelliteFollows = (q: Queryable, activeTeamIds: string[]) =>
  q.query<SatelliteFollower>(
    `SELECT user_id, target_id AS object_id, bool_or(pass_alerts) AS pass_alerts,
            bool_or(conjunction_alerts) AS conjunction_alerts,
            min(conjunction_km) FILTER (WHERE conjunction_alerts) AS conjunction_threshold_km,
            bool_or(reentry_alerts) AS reentry_alerts,
            coalesce(max(lead_minutes) FILTER (WHERE pass_alerts), 30) AS lead_minutes,
            CASE WHEN bool_or(pass_verdict = 'any') FILTER (WHERE pass_alerts) THEN 'any'
                 WHEN bool_or(pass_verdict = 'maybe') FILTER (WHERE pass_alerts) THEN 'maybe'
                 WHEN bool_or(pass_verdict = 'go') FILTER (WHERE pass_alerts) THEN 'go' ELSE 'any' END AS pass_verdict
     FROM (${everyFollow('satellite')}) every_follow
     GROUP BY user_id, target_id ORDER BY user_id, target_id`,
    [activeTeamIds],
  );

/** Who wants to hear about these launches (launch alerts on), once per user and launch. */
export const launchFollows = (q: Queryable, launchIds: string[], activeTeamIds: string[]) =>
  q.query<{ user_id: string; launch_id: string }>(
    `SELECT DISTINCT user_id, target_id AS launch_id
     FROM (${everyFollow('launch', 'AND target_id = ANY($2::text[])')}) every_follow
     WHERE launch_alerts ORDER BY user_id, launch_id`,
    [activeTeamIds, launchIds],
  );
