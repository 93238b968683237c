import { buildApp, createLogger } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createDb } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { DEMO_ACCOUNT, seed } from './db/seed/seed.ts';

const started = performance.now();

async function main() {
  const config = loadConfig();
  const log = createLogger(config);
  const db = await createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATABASE_URL ? undefined : config.DATA_DIR });
  const applied = await migrate(db);
  if (applied.length) log.info({ applied }, 'migrations applied');
  await seed(db, config);
  const built = await buildApp({ config, db, logger: log });
  const address = await built.app.listen({ port: config.PORT, host: config.HOST });
  log.info({ address, database: db.kind, readyMs: Math.round(performance.now() - started) }, 'Cosmos portal ready');
  if (config.SEED_DEMO) {
    // Printed on purpose: the demo account is documented in the README, it guards nothing.
    const shown = process.env.PUBLIC_URL ? config.PUBLIC_URL : `http://localhost:${new URL(address).port}`;
    process.stdout.write(`\n  Cosmos is running at ${shown}\n  Demo account: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}\n\n`);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await built.close().catch((err) => log.error({ err }, 'close failed'));
    await db.close().catch(() => undefined);
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
    process.exit(2);
  }
  process.stderr.write(`Failed to start: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
