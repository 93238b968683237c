import type { Queryable } from '../../db/client.ts';

export interface UserRow {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  role: 'user' | 'agent' | 'admin';
  avatar: string | null;
  company: string;
  phone: string;
  location: string;
  email_verified: boolean;
  /** Set while an administrator has disabled the account. */
  disabled_at: Date | string | null;
  created_at: Date | string;
}

export const findUserByEmail = async (q: Queryable, email: string) =>
  (await q.query<UserRow>('SELECT * FROM users WHERE email = $1', [email.toLowerCase()]))[0];

export const findUserById = async (q: Queryable, id: string) =>
  (await q.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]))[0];

export async function insertUser(
  q: Queryable,
  u: {
    email: string;
    passwordHash: string;
    firstName: string;
    lastName: string;
    company?: string;
    phone?: string;
    role?: string;
    emailVerified?: boolean;
  },
): Promise<UserRow | undefined> {
  const rows = await q.query<UserRow>(
    `INSERT INTO users (email, password_hash, first_name, last_name, company, phone, role, email_verified)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (email) DO NOTHING RETURNING *`,
    [
      u.email.toLowerCase(),
      u.passwordHash,
      u.firstName,
      u.lastName,
      u.company ?? '',
      u.phone ?? '',
      u.role ?? 'user',
      u.emailVerified ?? false,
    ],
  );
  return rows[0];
}

export async function updateProfile(
  q: Queryable,
  id: string,
  p: {
    firstName: string;
    lastName: string;
    company: string;
    phone: string;
    location: string;
    avatar?: string | null;
  },
) {
  const rows = await q.query<UserRow>(
    `UPDATE users SET first_name = $2, last_name = $3, company = $4, phone = $5, location = $6,
       avatar = CASE WHEN $7::boolean THEN $8 ELSE avatar END,
       updated_at = now()
     WHERE id = $1 RETURNING *`,
    [id, p.firstName, p.lastName, p.company, p.phone, p.location, p.avatar !== undefined, p.avatar ?? null],
  );
  return rows[0];
}

export const setPasswordHash = (q: Queryable, id: string, passwordHash: string) =>
  q.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [id, passwordHash]);

export const setRole = async (q: Queryable, id: string, role: UserRow['role']) =>
  (await q.query<UserRow>('UPDATE users SET role = $2, updated_at = now() WHERE id = $1 RETURNING *', [id, role]))[0];

/** Disables (true) or re-enables (false) an account; undefined when nothing changed (already so, or no such user). */
export const setDisabled = async (q: Queryable, id: string, disabled: boolean) =>
  (
    await q.query<UserRow>(
      `UPDATE users SET disabled_at = CASE WHEN $2 THEN now() ELSE NULL END, updated_at = now()
       WHERE id = $1 AND (disabled_at IS NULL) = $2 RETURNING *`,
      [id, disabled],
    )
  )[0];
export const userExists = async (q: Queryable, id: string) =>
  (await q.query('SELECT 1 FROM users WHERE id = $1', [id])).length > 0;
