/** What other modules may ask about a user (they call this, not the users table). */
import type { Queryable } from '../../db/client.ts';
import * as repo from './users.repository.ts';

/**
 * The account store as other modules use it (auth, admin, mfa, teams, support, api-keys): these read and write
 * one row each and need no logic of their own, so the service hands them on; the SQL stays in the repository.
 */
export {
  findUserByEmail,
  findUserById,
  insertUser,
  setDisabled,
  setPasswordHash,
  setRole,
  updateProfile,
  type UserRow,
} from './users.repository.ts';

/** The profile's ground station, or null when latitude or longitude is not set. */
export async function userLocation(q: Queryable, userId: string): Promise<{ lat: number; lon: number } | null> {
  const row = await repo.findLocation(q, userId);
  return row && row.latitude !== null && row.longitude !== null ? { lat: row.latitude, lon: row.longitude } : null;
}

/** Whether an account with this id exists (e.g. a payment provider's claim about whose checkout it was). */
export const userExists = (q: Queryable, userId: string) => repo.userExists(q, userId);
