import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, type Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import * as repo from './secret-box.repository.ts';

const VERSION = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Secrets the server must read back (TOTP seeds) are sealed with AES-256-GCM before they reach the
 * database, so a leaked dump or backup does not hand out everyone's second factor. The context
 * (user id and purpose) is bound as associated data: a sealed value copied onto another account
 * does not open.
 */
export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32)
      throw new ConfigError('Invalid configuration:\n  SECRETS_KEY: must be 32 bytes (64 hex characters or base64)');
  }

  /**
   * A short tag that proves the server wrote `text` (e.g. a ticket's reply-to address): HMAC-SHA-256 under a key
   * derived for `purpose`, so a tag made for one purpose is worthless for another. 16 base64url characters (96 bits).
   */
  tag(text: string, purpose: string): string {
    const key = createHmac('sha256', this.key).update(`tag:${purpose}`).digest();
    return createHmac('sha256', key).update(text).digest('base64url').slice(0, 16);
  }

  /** Whether `tag` is what tag(text, purpose) makes, compared in constant time. */
  checkTag(text: string, purpose: string, tag: string): boolean {
    const want = Buffer.from(this.tag(text, purpose));
    const got = Buffer.from(tag);
    return got.length === want.length && timingSafeEqual(got, want);
  }

  seal(plain: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(context));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return VERSION + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  /**
   * Opens a sealed value; throws when the key or the context differ or the value was altered. A value
   * without the version prefix is one stored in the clear by an earlier version (or written by one
   * still running during a rolling upgrade) and is returned as it is: whoever can write the column
   * could as well delete the row.
   */
  open(sealed: string, context: string): string {
    if (!isSealed(sealed)) return sealed;
    const raw = Buffer.from(sealed.slice(VERSION.length), 'base64url');
    if (raw.length < IV_BYTES + TAG_BYTES) throw new Error('sealed value too short');
    // A fixed tag length: GCM would otherwise accept a tag cut to 4 bytes, which is forgeable.
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }
}

export const isSealed = (value: string) => value.startsWith(VERSION);

export function parseKey(text: string): Buffer {
  const t = text.trim();
  return /^[0-9a-f]{64}$/i.test(t) ? Buffer.from(t, 'hex') : Buffer.from(t, 'base64');
}

/**
 * SECRETS_KEY when set. Otherwise a key file in DATA_DIR, made on first start (the embedded
 * database lives there too, so they travel together); processes sharing DATA_DIR share it. A
 * production deployment on a database server must set SECRETS_KEY: its processes share no folder.
 */
export function loadSecretsKey(config: Pick<Config, 'SECRETS_KEY' | 'DATA_DIR' | 'DATABASE_URL' | 'NODE_ENV'>): Buffer {
  if (config.SECRETS_KEY) return parseKey(config.SECRETS_KEY);
  // A database server outlives any one process's folder: a key made in a container's DATA_DIR would
  // be lost at the next deploy and lock every enrolled user out of their second factor.
  if (config.DATABASE_URL && config.NODE_ENV !== 'test') {
    throw new ConfigError(
      'Invalid configuration:\n  SECRETS_KEY: required with DATABASE_URL (32 bytes, e.g. `openssl rand -hex 32`); keep it with the database backups',
    );
  }
  const file = join(config.DATA_DIR, 'secrets.key');
  mkdirSync(config.DATA_DIR, { recursive: true });
  // Written whole to a private name, then linked into place: a process starting at the same moment
  // never reads a half-written key, and an existing key is never replaced.
  const draft = `${file}.${process.pid}.${Date.now()}`;
  writeFileSync(draft, randomBytes(32).toString('hex'), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    rmSync(draft, { force: true });
  }
  return parseKey(readFileSync(file, 'utf8'));
}

const CHECK_KEY = 'secrets_key_check';
const CHECK_TEXT = 'cosmos secrets key check';

/**
 * Refuses to start with a key other than the one the stored secrets were sealed with: failing at
 * start says what is wrong, where failing at the next sign-in would lock users out one by one.
 * Then seals any TOTP seed stored in the clear by an earlier version.
 */
export async function prepareSecrets(db: Db, box: SecretBox) {
  const stored = await repo.checkValue(db, CHECK_KEY, box.seal(CHECK_TEXT, CHECK_KEY));
  try {
    if (box.open(stored, CHECK_KEY) !== CHECK_TEXT) throw new Error('mismatch');
  } catch {
    throw new ConfigError(
      'Invalid configuration:\n  SECRETS_KEY: this is not the key the stored secrets were sealed with (restore the previous SECRETS_KEY or DATA_DIR/secrets.key)',
    );
  }
  for (const r of await repo.unsealedSeeds(db)) {
    const seal = (v: string | null) => (v === null || isSealed(v) ? v : box.seal(v, totpContext(r.user_id)));
    await repo.replaceSeeds(db, r, { secret: seal(r.secret), pending_secret: seal(r.pending_secret) });
  }
}

/** The associated data of a user's TOTP seed. */
export const totpContext = (userId: string) => `totp:${userId}`;
