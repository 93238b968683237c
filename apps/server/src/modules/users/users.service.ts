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

/** Whether an account with this id exists (e.g. a payment provider's claim about whose checkout it was). */
export const userExists = (q: Queryable, userId: string) => repo.userExists(q, userId);
