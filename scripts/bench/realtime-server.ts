// Child process of `npm run bench:realtime`: the real app (gateway + notifications relay) on an in-memory
// PGlite, N users with sessions, and on command one notification per user per second through notify().
import { buildApp, createLogger } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import pg from 'pg';
import { createPgliteDb, createPostgresDb } from '../../apps/server/src/db/client.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { hashToken, newToken } from '../../apps/server/src/lib/tokens.ts';
import { notify } from '../../apps/server/src/modules/notifications/notifications.service.ts';
import type { AppContext } from '../../apps/server/src/context.ts';

const N = Number(process.env.CLIENTS);
const MODE = process.env.BENCH_PATH ?? 'notify'; // notify: stored + pushed; relay: event → socket only

// BENCH_DATABASE_URL (a PostgreSQL server): a throw-away database on it; otherwise in-memory PGlite.
async function openDb() {
  const base = process.env.BENCH_DATABASE_URL;
  if (!base) return { db: await createPgliteDb(), drop: async () => undefined };
  const name = `cosmos_bench_${process.pid}`;
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
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
const { db, drop } = await openDb();
await migrate(db);
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
  WEB_DIST: '/nonexistent',
  CATALOG_URL: 'off',
  PORT: '0',
  SOCKETS_PER_ADDRESS: '0', // every client connects from 127.0.0.1 (one per user, so the per-user cap holds)
});
const built = await buildApp({ config, db, logger: createLogger(config) });
await built.app.listen({ port: 0, host: '127.0.0.1' });
const port = (built.app.server.address() as { port: number }).port;

const users: { id: string; token: string }[] = [];
await db.tx(async (q) => {
  for (let i = 0; i < N; i++) {
    const u = await q.query<{ id: string }>(
      `INSERT INTO users (email, password_hash, first_name, last_name) VALUES ($1, 'x', 'Bench', $2) RETURNING id`,
      [`bench${i}@example.test`, String(i)],
    );
    const token = newToken();
    await q.query(
      `INSERT INTO sessions (user_id, token_hash, expires_at, absolute_expires_at) VALUES ($1, $2, now() + interval '1 day', now() + interval '1 day')`,
      [u[0]!.id, hashToken(token)],
    );
    users.push({ id: u[0]!.id, token });
  }
});

async function send(ctx: AppContext, userId: string, seq: number) {
  const message = JSON.stringify({ seq, sentAt: Date.now() });
  if (MODE === 'relay')
    ctx.events.emit('notification.created', {
      userId,
      notification: {
        id: `${userId}:${seq}`,
        type: 'system',
        title: 'bench',
        message,
        timestamp: new Date().toISOString(),
        read: false,
        link: null,
      },
    });
  else await notify(ctx, userId, { type: 'system', title: 'bench', message });
}

process.on('message', async (m: { cmd: string; seconds: number; ticksPerSecond: number }) => {
  if (m.cmd !== 'start') return;
  let sent = 0;
  const perTick = N / m.ticksPerSecond;
  const t0 = performance.now();
  const pending: Promise<unknown>[] = [];
  for (let tick = 0; tick < m.seconds * m.ticksPerSecond; tick++) {
    const wait = t0 + (tick * 1000) / m.ticksPerSecond - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const second = Math.floor(tick / m.ticksPerSecond);
    const from = Math.round((tick % m.ticksPerSecond) * perTick);
    const to = Math.round(((tick % m.ticksPerSecond) + 1) * perTick);
    for (let i = from; i < to; i++) {
      pending.push(send(built.ctx, users[i]!.id, second));
      sent++;
    }
  }
  await Promise.all(pending);
  process.send!({ cmd: 'done', sent });
});

process.send!({ cmd: 'ready', port, users: users.map((u) => ({ token: u.token, room: u.id })) });
process.on('SIGTERM', async () => {
  await built.close();
  await db.close();
  await drop();
  process.exit(0);
});
