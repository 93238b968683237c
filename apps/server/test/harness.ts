import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { AuthResponse } from '@cosmos/contracts';
import { afterAll } from 'vitest';
import { buildApp, createLogger } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { seed } from '../src/db/seed/seed.ts';
import { createTestDb } from './db.ts';

/** Every log line the app wrote during this file, for tests that check what must never be logged. */
export const logLines: string[] = [];
const sink = new Writable({
  write(chunk, _enc, cb) {
    logLines.push(String(chunk));
    cb();
  },
});

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/** One key per test file: nothing is written to DATA_DIR. */
export const TEST_SECRETS_KEY = randomBytes(32).toString('hex');

/**
 * Builds the real app on a fresh database (PGlite, or PostgreSQL when TEST_DB=postgres), seeded,
 * and closes it after the file. Redis is used only when the test asks for it.
 */
export async function startTestApp(
  overrides: Partial<Record<keyof Config, string>> = {},
  opts: { redis?: boolean; pushRetryDelaysMs?: readonly number[] } = {},
) {
  const { db, drop } = await createTestDb();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    SEED_DEMO: 'true',
    WEB_DIST: '/nonexistent',
    CATALOG_URL: 'off',
    LAUNCHES_URL: 'off',
    IMAGERY_URL: 'off',
    WEATHER_URL: 'off',
    NEWS_URL: 'off',
    SATCAT_URL: 'off', // tests that turn CATALOG_URL on give their own local SATCAT source when they need one
    ACCURACY_INTERVAL_MS: '0', // the accuracy job's tests run it on demand
    CONJUNCTION_AUTO: 'false', // a screen of the nominal catalogue per test file would cost seconds of CPU
    SECRETS_KEY: TEST_SECRETS_KEY,
    SIGNUPS_PER_ADDRESS_PER_HOUR: '100000', // every test registers from one address; the limit has its own test
    ...(opts.redis && process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...overrides,
  });
  await seed(db, config);
  const built = await buildApp({
    config,
    db,
    logger: createLogger(config, sink),
    pushRetryDelaysMs: opts.pushRetryDelaysMs,
  });
  const app = built.app;
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await built.close();
    await drop();
  };
  afterAll(close);

  let counter = 0;
  const api = {
    app,
    ctx: built.ctx,
    gateway: built.gateway,
    engine: built.skyEngine,
    /** Web Push's state (modules/push): tests deliver through it with short retry delays. */
    push: built.push,
    db,
    close,
    /** Registers a new user with a unique email; returns its token and the password used. */
    async register(extra: Record<string, unknown> = {}) {
      counter += 1;
      const password = `Nebula-${process.pid}-${counter}-orbit`;
      const body = {
        firstName: 'Test',
        lastName: `User${counter}`,
        email: `user${counter}.${Date.now()}@example.test`,
        password,
        ...extra,
      };
      const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
      if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
      const json = res.json() as AuthResponse;
      return { ...json, password, email: body.email as string, auth: { authorization: `Bearer ${json.token}` } };
    },
    async login(email: string, password: string) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      const json = res.json() as AuthResponse;
      return { ...json, auth: { authorization: `Bearer ${json.token}` } };
    },
  };
  return api;
}
