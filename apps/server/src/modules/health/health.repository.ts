import type { Queryable } from '../../db/client.ts';

/** The cheapest statement that proves the database answers (the readiness probe). */
export const ping = async (q: Queryable) => {
  await q.query('SELECT 1');
};
