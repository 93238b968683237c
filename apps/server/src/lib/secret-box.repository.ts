/** SQL of secret sealing at start (lib/secret-box.ts): the key check row and the TOTP seeds still stored in the clear. */
import type { Queryable } from '../db/client.ts';

/** Stores the sealed check value unless one is there already; answers the stored one. */
export async function checkValue(q: Queryable, key: string, sealed: string): Promise<string> {
  await q.query('INSERT INTO app_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [key, sealed]);
  return (await q.query<{ value: string }>('SELECT value FROM app_meta WHERE key = $1', [key]))[0]!.value;
}

export interface MfaSeeds {
  user_id: string;
  secret: string | null;
  pending_secret: string | null;
}

/** TOTP rows with a seed not yet sealed (written by a version before sealing). */
export const unsealedSeeds = (q: Queryable) =>
  q.query<MfaSeeds>(
    `SELECT user_id, secret, pending_secret FROM user_mfa WHERE secret NOT LIKE 'v1.%' OR pending_secret NOT LIKE 'v1.%'`,
  );

/**
 * Writes the sealed seeds only if the row is still as read: another process may be serving, and an enrolment
 * confirmed meanwhile must not be overwritten with the old pending state.
 */
export const replaceSeeds = (
  q: Queryable,
  read: MfaSeeds,
  sealed: { secret: string | null; pending_secret: string | null },
) =>
  q.query(
    `UPDATE user_mfa SET secret = $2, pending_secret = $3
      WHERE user_id = $1 AND secret IS NOT DISTINCT FROM $4 AND pending_secret IS NOT DISTINCT FROM $5`,
    [read.user_id, sealed.secret, sealed.pending_secret, read.secret, read.pending_secret],
  );
