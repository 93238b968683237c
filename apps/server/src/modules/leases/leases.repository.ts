import type { Queryable } from '../../db/client.ts';

export interface LeaseRow {
  claimed_at: Date | null;
  last_attempt: Date | null;
  last_refresh: Date | null;
  last_error: string | null;
}
const NEVER: LeaseRow = { claimed_at: null, last_attempt: null, last_refresh: null, last_error: null };

export const findLease = async (q: Queryable, name: string): Promise<LeaseRow> =>
  (
    await q.query<LeaseRow>(
      'SELECT claimed_at, last_attempt, last_refresh, last_error FROM refresh_leases WHERE name = $1',
      [name],
    )
  )[0] ?? NEVER;

/** Takes the lease's advisory lock for the transaction if no other process holds it (the key is the name's hash). */
export const tryLockLease = async (q: Queryable, name: string) =>
  (await q.query<{ ok: boolean }>("SELECT pg_try_advisory_xact_lock(hashtext('lease:' || $1)) AS ok", [name]))[0]!.ok;

/**
 * Claims the next run: true when the last attempt is older than `minIntervalS` (or `force`) and no other claim is
 * fresher than ten minutes (a crashed holder's claim expires). The first claim of a name creates its row.
 */
export const claimLease = async (q: Queryable, name: string, force: boolean, minIntervalS: number) =>
  (
    await q.query(
      `INSERT INTO refresh_leases AS l (name, claimed_at, last_attempt) VALUES ($1, now(), now())
       ON CONFLICT (name) DO UPDATE SET claimed_at = now(), last_attempt = now()
        WHERE ($2 OR l.last_attempt IS NULL OR l.last_attempt < now() - make_interval(secs => $3))
          AND (l.claimed_at IS NULL OR l.claimed_at < now() - interval '10 minutes')
       RETURNING name`,
      [name, force, minIntervalS],
    )
  ).length > 0;

export const releaseSucceeded = (q: Queryable, name: string) =>
  q.query('UPDATE refresh_leases SET last_refresh = now(), last_error = NULL, claimed_at = NULL WHERE name = $1', [
    name,
  ]);

export const releaseFailed = (q: Queryable, name: string, message: string) =>
  q.query('UPDATE refresh_leases SET last_error = $2, claimed_at = NULL WHERE name = $1', [name, message]);
