/**
 * The server's OpenAPI 3.1 document, built in-process from the route schemas: every route is registered
 * (`buildApp({ documentOnly })`) but nothing listens and no database is opened. The web's typed client is
 * generated from it (`npm run gen:api`, scripts/gen-api-types.ts), and the lint step compares (docs/adr/0021).
 */
import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/client.ts';

/** A build that reaches the database is a bug of `documentOnly`: say so instead of hanging. */
const noDatabase: Db = {
  kind: 'pglite',
  query: () => Promise.reject(new Error('the OpenAPI document is built without a database')),
  exec: () => Promise.reject(new Error('the OpenAPI document is built without a database')),
  tx: () => Promise.reject(new Error('the OpenAPI document is built without a database')),
  close: async () => undefined,
};

export async function openApiDocument(): Promise<Record<string, unknown>> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    CATALOG_URL: 'off',
    LAUNCHES_URL: 'off',
    IMAGERY_URL: 'off',
    WEATHER_URL: 'off',
    NEWS_URL: 'off',
    SATCAT_URL: 'off',
    CONJUNCTION_AUTO: 'false',
    ACCURACY_INTERVAL_MS: '0',
    SECRETS_KEY: randomBytes(32).toString('hex'),
  });
  const built = await buildApp({ config, db: noDatabase, logger: pino({ level: 'silent' }), documentOnly: true });
  try {
    return built.app.swagger() as unknown as Record<string, unknown>;
  } finally {
    // A module whose close waits on an unref'd timer would otherwise let the process end mid-await (exit 13):
    // keep the loop alive while closing, at most 10 s.
    let keepAlive: NodeJS.Timeout | undefined;
    await Promise.race([built.close(), new Promise((r) => (keepAlive = setTimeout(r, 10_000)))]);
    clearTimeout(keepAlive);
  }
}
