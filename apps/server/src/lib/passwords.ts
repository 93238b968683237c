import { hash, verify } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { rateLimited } from './errors.ts';
import { Gate } from './gate.ts';

/** OWASP Password Storage Cheat Sheet: Argon2id, 19 MiB, t=2, p=1. */
export const ARGON2_PARAMS = {
  algorithm: 2 /* Argon2id; the package's enum is a const enum */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

const COMMON = new Set((dictionary['passwords-common'] as string[]).slice(0, 10_000));

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

/**
 * Argon2 runs on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise), which compression,
 * file reads and DNS share. 200 concurrent sign-ins used to fill it for seconds (issue 30, N11), so hashing
 * gets at most half of it and a short queue; past that the answer is 429 with Retry-After at once, before
 * the pool saturates. The queue bounds the wait too: about HASH_WAITING / HASH_RUNNING hashes' time.
 */
const POOL = Number(process.env.UV_THREADPOOL_SIZE) || 4; // libuv's own setting, read as it reads it (not ours)
export const HASH_RUNNING = Math.max(1, Math.floor(POOL / 2));
export const HASH_WAITING = 16;
const hashing = new Gate(HASH_RUNNING, HASH_WAITING);
const busy = () => rateLimited(1, HASH_RUNNING + HASH_WAITING, 'The password check is busy. Try again in a moment.');

export function hashPassword(password: string): Promise<string> {
  return hashing.run(() => hash(password, ARGON2_PARAMS), busy);
}

/** Throws 429 (AppError) when hashing is saturated; answers false for a malformed stored hash. */
export function verifyPassword(hashed: string, password: string): Promise<boolean> {
  return hashing.run(() => verify(hashed, password).catch(() => false), busy);
}

/** True when a stored hash was made with other parameters and should be replaced at the next sign-in. */
export function needsRehash(hashed: string): boolean {
  return !hashed.startsWith(
    `$argon2id$v=19$m=${ARGON2_PARAMS.memoryCost},t=${ARGON2_PARAMS.timeCost},p=${ARGON2_PARAMS.parallelism}$`,
  );
}

// A fixed hash to verify against when the email is unknown, so both paths cost one Argon2 verification.
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  dummy ??= hash('not-a-real-password-0000', ARGON2_PARAMS); // once, outside the gate: a refusal must not stick here
  return dummy;
}

// Strength estimate for the meter on register and password change. zxcvbn's dictionaries stay on the
// server, so the browser bundle does not carry them.
const LABELS = ['Very weak', 'Weak', 'Fair', 'Good', 'Strong'];
const WARNINGS: Record<string, string> = {
  straightRow: 'Straight rows of keys are easy to guess.',
  keyPattern: 'Short keyboard patterns are easy to guess.',
  simpleRepeat: 'Repeated characters like "aaa" are easy to guess.',
  extendedRepeat: 'Repeated patterns like "abcabc" are easy to guess.',
  sequences: 'Common sequences like "abc" are easy to guess.',
  recentYears: 'Recent years are easy to guess.',
  dates: 'Dates are easy to guess.',
  topTen: 'This is a heavily used password.',
  topHundred: 'This is a frequently used password.',
  common: 'This is a commonly used password.',
  similarToCommon: 'This is similar to a commonly used password.',
  wordByItself: 'Single words are easy to guess.',
  namesByThemselves: 'Single names or surnames are easy to guess.',
  commonNames: 'Common names and surnames are easy to guess.',
  userInputs: 'There should not be any personal or page-related data.',
  pwned: 'Your password was exposed by a data breach on the Internet.',
};
let factory: ZxcvbnFactory | undefined;

/**
 * The estimator sees at most this many characters of the password and of each user input: its cost
 * grows quickly with length (look-alike substitutions multiply), and beyond 64 characters the score
 * of the prefix is already the verdict a meter needs.
 */
export const STRENGTH_MAX_CHARS = 64;
export const STRENGTH_MAX_INPUTS = 10;

export function passwordStrength(password: string, userInputs: string[] = []) {
  factory ??= new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs });
  const common = isCommonPassword(password);
  if (!password) return { score: 0, label: LABELS[0]!, common: false, warning: null };
  const inputs = userInputs.slice(0, STRENGTH_MAX_INPUTS).map((s) => s.slice(0, STRENGTH_MAX_CHARS));
  const r = factory.check(password.slice(0, STRENGTH_MAX_CHARS), inputs);
  const score = common ? 0 : r.score;
  const warning = common
    ? 'This password is too common. Choose a less guessable one.'
    : r.feedback.warning
      ? (WARNINGS[r.feedback.warning] ?? null)
      : null;
  return { score, label: LABELS[score]!, common, warning };
}
