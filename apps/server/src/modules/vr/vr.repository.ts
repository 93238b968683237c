import type { Queryable } from '../../db/client.ts';

export interface VrSceneRow {
  id: string;
  title: string;
  description: string;
  thumbnail: string;
  parameters: Record<string, unknown>;
}

const COLUMNS = 'id, title, description, thumbnail, parameters';
export const listScenes = (q: Queryable) => q.query<VrSceneRow>(`SELECT ${COLUMNS} FROM vr_scenes ORDER BY sort`);
export const findScene = async (q: Queryable, id: string) =>
  (await q.query<VrSceneRow>(`SELECT ${COLUMNS} FROM vr_scenes WHERE id = $1`, [id]))[0];
export const sceneExists = async (q: Queryable, id: string) =>
  (await q.query('SELECT 1 FROM vr_scenes WHERE id = $1', [id])).length > 0;
