import { buildApp, createLogger } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createDb } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { DEMO_ACCOUNT, seed } from './db/seed/seed.ts';

// performance.now() counts from the process's start, so this is the time spent loading modules.
const started = performance.now();

async function main() {
  const config = loadConfig();
  const log = createLogger(config);
  // Where start-up time goes, in the ready line: `npm run bench` reads it.
  const phases: Record<string, number> = { loadMs: Math.round(performance.now() - started) };
  const lap = (name: string, t0: number) => (phases[name] = Math.round(performance.now() - t0));
  let t0 = performance.now();
  const db = await createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATABASE_URL ? undefined : config.DATA_DIR });
  lap('databaseMs', t0);
  t0 = performance.now();
  const applied = await migrate(db);
  if (applied.length) log.info({ applied }, 'migrations applied');
  await seed(db, config);
  lap('migrateSeedMs', t0);
  t0 = performance.now();
  const built = await buildApp({ config, db, logger: log });
  lap('appMs', t0);
  const address = await built.app.listen({ port: config.PORT, host: config.HOST });
  log.info({ address, database: db.kind, readyMs: Math.round(performance.now()), ...phases }, 'Cosmos portal ready');
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
