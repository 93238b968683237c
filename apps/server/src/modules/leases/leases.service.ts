/**
 * Single-leader refreshes (issue 31): one lease per refresh (the catalogue, launches, news, the accuracy report), so however many
 * processes run, one fetches per interval, and the refresh's last success and last error are kept in one place.
 * The claim runs under the lease's advisory lock in the caller's transaction; the fetch runs after it, outside.
 */
import type { Queryable } from '../../db/client.ts';
import * as repo from './leases.repository.ts';

export type LeaseName = 'catalog' | 'launches' | 'news' | 'accuracy';
export type LeaseState = repo.LeaseRow;

/** True when this process holds the refresh now: it is due (or forced) and no live claim is held elsewhere. */
export async function claimRefresh(
  q: Queryable,
  name: LeaseName,
  opts: { force: boolean; minIntervalS: number },
): Promise<boolean> {
  return (await repo.tryLockLease(q, name)) && repo.claimLease(q, name, opts.force, opts.minIntervalS);
}

/** The refresh's last attempt, success and error (all null before the first claim). */
export const refreshState = (q: Queryable, name: LeaseName): Promise<LeaseState> => repo.findLease(q, name);

/** Ends the claim: a success clears the error. Run a success in the transaction that stores what was fetched. */
export const refreshSucceeded = (q: Queryable, name: LeaseName) => repo.releaseSucceeded(q, name);
export const refreshFailed = (q: Queryable, name: LeaseName, message: string) => repo.releaseFailed(q, name, message);
