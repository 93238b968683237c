import { symbols } from 'pino';
import { buildApp, createLogger } from './app.ts';
import { ConfigError, followListenedPort, loadConfig } from './config.ts';
import { createDb } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { migrate } from './db/migrate.ts';
import { AGENT_ACCOUNT, DEMO_ACCOUNT, seed } from './db/seed/seed.ts';
import { MAILBOX_PATH, mailboxEnabled } from './modules/mail/mail.service.ts';

// performance.now() counts from the process's start, so this is the time spent loading modules.
const started = performance.now();
/** How long the banner waits for the first fetches from outside sources (catalogue, launch schedule). */
const STARTUP_FETCH_WAIT_MS = 2000;

async function main() {
  const config = loadConfig();
  const log = createLogger(config);
  // Where start-up time goes, in the ready line: `npm run bench` reads it.
  const phases: Record<string, number> = { loadMs: Math.round(performance.now() - started) };
  const lap = (name: string, t0: number) => (phases[name] = Math.round(performance.now() - t0));
  let t0 = performance.now();
  const db = await createDb({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : config.DATA_DIR,
  });
  lap('databaseMs', t0);
  t0 = performance.now();
  const applied = await migrate(db);
  if (applied.length) log.info({ applied }, 'migrations applied');
  await seed(db, config);
  lap('migrateSeedMs', t0);
  t0 = performance.now();
  const built = await buildApp({ config, db, logger: log });
  lap('appMs', t0);
  t0 = performance.now();
  await built.app.buildOpenApi(); // before listening: nobody waits behind the build (issue 30, N2)
  lap('openapiMs', t0);
  const address = await built.app.listen({ port: config.PORT, host: config.HOST });
  followListenedPort(config, Number(new URL(address).port));
  log.info({ address, database: db.kind, readyMs: Math.round(performance.now()), ...phases }, 'Cosmos portal ready');
  // The first fetches from outside sources: one that cannot be reached (no network) fails at once and logs a warning,
  // which belongs above the banner. A source that is merely slow is not waited for beyond a moment.
  await Promise.race([
    Promise.allSettled(built.ctx.startup),
    new Promise((resolve) => setTimeout(resolve, STARTUP_FETCH_WAIT_MS).unref()),
  ]);
  // The banner is the last thing start-up prints (requests for probes and static files are not logged).
  // The demo accounts are printed on purpose: they are documented in the README and guard nothing.
  const accounts = config.SEED_DEMO
    ? `  Demo account:  ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}\n  Support agent: ${AGENT_ACCOUNT.email} / ${AGENT_ACCOUNT.password}\n`
    : '';
  // Without SMTP, verification and reset mail lands in the dev mailbox: say where, or a new user waits for an email.
  const mailbox = mailboxEnabled(built.ctx)
    ? `  Mail (not sent, kept here): ${new URL(MAILBOX_PATH, config.PUBLIC_URL)}\n`
    : '';
  // Through the log's own stream: pino writes asynchronously, so a direct stdout write would overtake the lines above.
  const out = (log as unknown as Record<symbol, { write?: (s: string) => void }>)[symbols.streamSym];
  (out?.write ? out : process.stdout).write!(`\n  Cosmos is running at ${config.PUBLIC_URL}\n${accounts}${mailbox}\n`);

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
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    process.stderr.write(`${err.message}\n`);
    process.exit(2);
  }
  process.stderr.write(`Failed to start: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
