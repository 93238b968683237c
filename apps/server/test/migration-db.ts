/**
 * A database of its own for a migration test (PGlite, or PostgreSQL with TEST_DB=postgres), brought up to just
 * before the migrations under test, as migrate() would have left a server started before them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { createPgliteDb, createPostgresDb, type Db } from '../src/db/client.ts';
import { migrationsDir } from '../src/lib/paths.ts';
import { testDbKind } from './db.ts';

export async function freshDb(): Promise<{ db: Db; drop: () => Promise<void> }> {
  if (testDbKind() !== 'postgres') {
    const db = await createPgliteDb();
    return { db, drop: () => db.close() };
  }
  const base = process.env.TEST_DATABASE_URL!;
  const name = `cosmos_mig_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const db = await createPostgresDb(url.toString());
  return {
    db,
    drop: async () => {
      await db.close();
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Applies the migrations named before `first`, in order, recording them as migrate() does. */
export async function migrateBefore(db: Db, first: string) {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  for (const file of readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql') && f < first)
    .sort()) {
    await db.exec(readFileSync(join(migrationsDir, file), 'utf8'));
    await db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
  }
}
