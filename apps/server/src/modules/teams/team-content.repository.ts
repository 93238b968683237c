import type { Queryable } from '../../db/client.ts';
import { isUuid } from '../../lib/uuid.ts';

/** What the team shares: saved views and the activity log (keys live in api_keys, through modules/api-keys). */
export interface ViewRow {
  id: string;
  name: string;
  query: string;
  created_by: string | null;
  created_by_name: string | null;
  created_at: Date;
}
export interface ActivityRow {
  id: string;
  kind: string;
  actor_name: string | null;
  detail: string;
  created_at: Date;
}

const SELECT_VIEW = `SELECT v.id, v.name, v.query, v.created_by, v.created_at,
  (u.first_name || ' ' || u.last_name) AS created_by_name FROM team_views v LEFT JOIN users u ON u.id = v.created_by`;

export const listViews = (q: Queryable, teamId: string) =>
  q.query<ViewRow>(`${SELECT_VIEW} WHERE v.team_id = $1 ORDER BY v.created_at DESC LIMIT 200`, [teamId]);

export const insertView = async (q: Queryable, teamId: string, userId: string, name: string, query: string) => {
  const id = (
    await q.query<{ id: string }>(
      'INSERT INTO team_views (team_id, created_by, name, query) VALUES ($1,$2,$3,$4) RETURNING id',
      [teamId, userId, name, query],
    )
  )[0]!.id;
  return (await q.query<ViewRow>(`${SELECT_VIEW} WHERE v.id = $1`, [id]))[0]!;
};

export const findView = async (q: Queryable, teamId: string, id: string) =>
  isUuid(id)
    ? (await q.query<ViewRow>(`${SELECT_VIEW} WHERE v.team_id = $1 AND v.id = $2`, [teamId, id]))[0]
    : undefined;

export const deleteView = (q: Queryable, id: string) => q.query('DELETE FROM team_views WHERE id = $1', [id]);

export const insertActivity = (q: Queryable, teamId: string, actorId: string | null, kind: string, detail: string) =>
  q.query('INSERT INTO team_activity (team_id, actor_id, kind, detail) VALUES ($1,$2,$3,$4)', [
    teamId,
    actorId,
    kind,
    detail,
  ]);

export const listActivity = (q: Queryable, teamId: string, limit: number) =>
  q.query<ActivityRow>(
    `SELECT a.id::text, a.kind, a.detail, a.created_at, (u.first_name || ' ' || u.last_name) AS actor_name
     FROM team_activity a LEFT JOIN users u ON u.id = a.actor_id WHERE a.team_id = $1
     ORDER BY a.created_at DESC, a.id DESC LIMIT $2`,
    [teamId, limit],
  );
