import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createPgliteDb, createPostgresDb, type Db } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { migrationsDir } from '../src/lib/paths.ts';

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
  const db = await createPgliteDb(undefined, await pgliteTemplate());
  await migrate(db); // a no-op on the template unless a migration was added since it was written
  return { db, drop: () => db.close() };
}

let template: Promise<Blob> | undefined;

/**
 * A migrated, empty PGlite database as a tar archive, shared by every test file. A fresh PGlite runs initdb
 * (1.5–2.6 s here); loading this takes 0.4 s. Written once to the temp folder, under a name that changes
 * with the migrations and the PGlite version, by whichever worker gets there first (written aside, then
 * renamed, so a reader never sees half a file).
 */
function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = join(tmpdir(), `cosmos-pglite-template-${templateKey()}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const db = await createPgliteDb();
    await migrate(db);
    const dump = await db.dump();
    await db.close();
    const aside = `${file}.${process.pid}`;
    writeFileSync(aside, Buffer.from(await dump.arrayBuffer()));
    renameSync(aside, file);
    return dump;
  })();
  return template;
}

function templateKey(): string {
  const hash = createHash('sha256');
  // The package's entry file, which changes with every PGlite release (its package.json is not exported).
  hash.update(readFileSync(fileURLToPath(import.meta.resolve('@electric-sql/pglite'))));
  for (const name of readdirSync(migrationsDir).sort())
    hash.update(name).update(readFileSync(join(migrationsDir, name)));
  return hash.digest('hex').slice(0, 16);
}
