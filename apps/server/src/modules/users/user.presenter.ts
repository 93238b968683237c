import type { User } from '@cosmos/contracts';
import type { UserRow } from './users.repository.ts';

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

/** The only way a user row leaves the server: fields are picked, never spread. */
export function presentUser(u: UserRow): User {
  return {
    id: u.id,
    email: u.email,
    firstName: u.first_name,
    lastName: u.last_name,
    role: u.role,
    avatar: u.avatar,
    company: u.company,
    phone: u.phone,
    location: u.location,
    emailVerified: u.email_verified,
    createdAt: iso(u.created_at),
  };
}
