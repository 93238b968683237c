import pg from 'pg';
import { createPgliteDb, createPostgresDb, type Db } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';

/** Which database the suite runs on: PGlite always; PostgreSQL when TEST_DB=postgres (set by the test runner). */
export const testDbKind = () => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');

/**
 * A fresh, migrated database for one test file. On PostgreSQL each file gets its own database,
 * created from TEST_DATABASE_URL and dropped afterwards, so files can run in parallel.
 */
export async function createTestDb(): Promise<{ db: Db; url?: string; drop: () => Promise<void> }> {
  if (testDbKind() === 'postgres') {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `cosmos_t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    const db = await createPostgresDb(url.toString());
    await migrate(db);
    return {
      db,
      url: url.toString(),
      drop: async () => {
        await db.close();
        const c = new pg.Client({ connectionString: base });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  }
  const db = await createPgliteDb();
  await migrate(db);
  return { db, drop: () => db.close() };
}
