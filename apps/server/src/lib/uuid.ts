/**
 * Whether `s` is a UUID as PostgreSQL prints one (lower-case, hyphenated). Repositories look rows up by the typed
 * `uuid` column (the primary-key index) only for such text, and answer "not found" for anything else without asking
 * the database: casting malformed text to uuid would be an error, and `id::text = $1` could not use the index.
 */
export const isUuid = (s: string): boolean => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(s);
