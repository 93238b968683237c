/** The app the evaluation asks: the real server on a fresh seeded database, with one prepared user. */
import { buildApp, createLogger } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { seed } from '../src/db/seed/seed.ts';
import { createTestDb } from '../test/db.ts';
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { installFixtures } from './fixtures.ts';

export const EVAL_SITE = { lat: 38.72, lon: -9.14 }; // Lisbon

/** `users` prepared users share the questions (each may send 30 messages at once, then 30 a minute). */
export async function startEvalApp(opts: { users?: number } = {}) {
  const { db, drop } = await createTestDb();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    WEB_DIST: '/nonexistent',
    CATALOG_URL: 'off',
    // Offline and deterministic: no source is fetched; launches, re-entries and conjunctions come from fixtures.ts.
    SATCAT_URL: 'off',
    LAUNCHES_URL: 'off',
    NEWS_URL: 'off',
    IMAGERY_URL: 'off',
    WEATHER_URL: 'off',
    CONJUNCTION_AUTO: 'false',
    SIGNUPS_PER_ADDRESS_PER_HOUR: '1000', // the prepared users (enough that none is rate-limited in chat)
    SECRETS_KEY: randomBytes(32).toString('hex'),
  });
  await seed(db, config);
  const quiet = new Writable({ write: (_c, _e, cb) => cb() });
  const built = await buildApp({ config, db, logger: createLogger(config, quiet) });
  const app = built.app;

  /** A prepared user: Lisbon, Enterprise Mission, one API key, one open ticket. */
  async function prepareUser(n: number) {
    const email = `eval${n}.${Date.now()}@example.test`;
    const reg = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { firstName: 'Eva', lastName: 'Luation', email, password: 'Nebula-eval-orbit-2026' },
    });
    if (reg.statusCode !== 201) throw new Error(`register failed: ${reg.body}`);
    const { token, user } = reg.json() as { token: string; user: { id: string } };
    const auth = { authorization: `Bearer ${token}` };
    const must = async (method: 'POST' | 'PUT', url: string, payload: object) => {
      const r = await app.inject({ method, url, headers: auth, payload });
      if (r.statusCode >= 300) throw new Error(`${method} ${url} failed: ${r.statusCode} ${r.body}`);
    };
    await must('PUT', '/api/auth/profile', {
      firstName: 'Eva',
      lastName: 'Luation',
      latitude: EVAL_SITE.lat,
      longitude: EVAL_SITE.lon,
      location: 'Lisbon',
    });
    await must('PUT', '/api/billing/payment-method', {
      cardNumber: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
    });
    await must('POST', '/api/subscription/change', { planId: 'enterprise' });
    await must('POST', '/api/api-keys', { name: `eval-laptop-${n}` });
    await must('POST', '/api/support/tickets', {
      subject: `Export stuck at 90 percent (${n})`,
      description: 'The CSV export never finishes.',
      category: 'technical',
      priority: 'normal',
    });
    return { auth, userId: user.id };
  }
  // The chat route allows 30 messages at once per user (then 30 a minute): the questions are shared among several identical users.
  const users = [];
  for (let n = 1; n <= (opts.users ?? 5); n++) users.push(await prepareUser(n));
  await installFixtures(app, db);

  const close = async () => {
    await built.close();
    await drop();
  };
  /** Messages sent so far: run-eval moves to the next user every 25, across sets asked on the same app. */
  const sent = { count: 0 };
  return { app, db, users, sent, close };
}
export type EvalApp = Awaited<ReturnType<typeof startEvalApp>>;
