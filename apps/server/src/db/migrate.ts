import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsDir as dir } from '../lib/paths.ts';
import type { Db } from './client.ts';

// Any constant works; it only has to be the same in every process.
const MIGRATION_LOCK = 727_001;

/** Forward-only SQL migrations, applied in name order inside one transaction under an advisory lock. */
export async function migrate(db: Db): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  return db.tx(async (q) => {
    await q.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await q.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set((await q.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      await q.exec(readFileSync(join(dir, file), 'utf8'));
      await q.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      applied.push(file);
    }
    return applied;
  });
}
