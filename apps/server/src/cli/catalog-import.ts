/**
 * `npm run catalog:import FILE` — the administrator import (TLE/3LE, OMM JSON, HYG CSV, GeoJSON)
 * against the configured database (DATABASE_URL, or the PGlite database in DATA_DIR), through the
 * same service as POST /api/catalog/import: all or nothing, errors with line numbers.
 */
import { readFileSync } from 'node:fs';
import { ConfigError, loadConfig } from '../config.ts';
import { createDb } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { AppError } from '../lib/errors.ts';
import { importCatalog } from '../modules/catalog/catalog.service.ts';
import { catalogueLoader } from '../modules/catalog/catalogue-loader.ts';
import { SkyEngine } from '../sky/engine.ts';

async function main() {
  const file = process.argv[2];
  if (!file) {
    process.stderr.write('usage: npm run catalog:import FILE   (TLE/3LE, OMM JSON, HYG CSV or GeoJSON)\n');
    process.exit(2);
  }
  const config = loadConfig();
  const text = readFileSync(file, 'utf8');
  const db = await createDb({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : config.DATA_DIR,
  });
  try {
    await migrate(db);
    const ids = await importCatalog(db, new SkyEngine(catalogueLoader(db)), text);
    process.stdout.write(
      `imported ${ids.length} objects (${ids.slice(0, 5).join(', ')}${ids.length > 5 ? ', …' : ''})\n`,
    );
  } finally {
    await db.close();
  }
}

main().catch((err) => {
  if (err instanceof AppError) {
    process.stderr.write(`${err.message}\n${(err.errors ?? []).map((e) => `  ${e.message}`).join('\n')}\n`);
    process.exit(1);
  }
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
    process.exit(2);
  }
  process.stderr.write(`import failed: ${(err as Error).message}\n`);
  process.exit(1);
});
