#!/usr/bin/env node
// `npm run bench:realtime`: N socket.io clients (default 1,000), one notification per client per second
// for BENCH_SECONDS (default 60) through the app (stored + pushed by notify()), then the same against a
// bare socket.io server in the same run. Reports delivery p50/p99/max and losses, and the ratio.
import { fork } from 'node:child_process';
import { join } from 'node:path';
import { io } from 'socket.io-client';

const root = new URL('../..', import.meta.url).pathname;
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const TICKS = 50; // messages are spread over the second in 20 ms slices, as real traffic would be
const PATH = process.env.BENCH_PATH ?? 'notify';

const pct = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;

async function run(label, script, execArgv) {
  const child = fork(script, [], {
    cwd: root,
    execArgv,
    env: { ...process.env, CLIENTS: String(CLIENTS), BENCH_PATH: PATH, DATABASE_URL: '', REDIS_URL: '' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const msg = (cmd) =>
    new Promise((resolve) => {
      const on = (m) => {
        if (m.cmd === cmd) {
          child.off('message', on);
          resolve(m);
        }
      };
      child.on('message', on);
    });
  const ready = await msg('ready');
  console.error(`  ${label}: server ready, connecting ${ready.users.length} clients…`);
  const url = `http://127.0.0.1:${ready.port}`;
  const latencies = [];
  let received = 0;
  let duplicates = 0;
  const seen = new Set();
  const sockets = [];
  // Connect in batches so the handshake storm does not count against delivery.
  for (let i = 0; i < ready.users.length; i += 50) {
    await Promise.all(
      ready.users.slice(i, i + 50).map(
        (u, j) =>
          new Promise((resolve, reject) => {
            const s = io(url, {
              path: '/socket.io',
              transports: ['websocket'],
              auth: { token: u.token },
              reconnection: false,
              forceNew: true,
            });
            s.on('notification', (n) => {
              const now = Date.now();
              const { seq, sentAt } = JSON.parse(n.message);
              const key = `${i + j}:${seq}`;
              if (seen.has(key)) duplicates++;
              seen.add(key);
              received++;
              latencies.push(now - sentAt);
            });
            s.once('connect', resolve);
            s.once('connect_error', reject);
            sockets.push(s);
          }),
      ),
    );
  }
  console.error(`  ${label}: connected, sending for ${SECONDS} s…`);
  child.send({ cmd: 'start', seconds: SECONDS, ticksPerSecond: TICKS });
  const done = await msg('done');
  await new Promise((r) => setTimeout(r, 2000)); // let the last messages land
  const sorted = latencies.sort((a, b) => a - b);
  sockets.forEach((s) => s.disconnect());
  await new Promise((r) => {
    child.once('exit', r);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000);
  });
  const r = {
    label,
    clients: ready.users.length,
    sent: done.sent,
    received,
    lost: done.sent - received + duplicates,
    duplicates,
    p50: pct(sorted, 50),
    p99: pct(sorted, 99),
    max: sorted.at(-1),
  };
  console.log(
    `${label.padEnd(34)} clients ${r.clients}  sent ${r.sent}  received ${r.received}  lost ${r.lost}  p50 ${r.p50} ms  p99 ${r.p99} ms  max ${r.max} ms`,
  );
  return r;
}

console.log(
  `bench:realtime — ${CLIENTS} clients, 1 notification/client/s for ${SECONDS} s (path: ${PATH}, database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite in memory'})`,
);
const app = await run(
  `Cosmos (${PATH === 'notify' ? 'notify(): store + push' : 'relay only'})`,
  join(root, 'scripts/bench/realtime-server.ts'),
  ['--import', 'tsx'],
);
const bare = await run('bare socket.io (same schedule)', join(root, 'scripts/bench/realtime-bare.mjs'), []);
console.log(
  `ratio p50 ${(app.p50 / Math.max(1, bare.p50)).toFixed(2)}×  p99 ${(app.p99 / Math.max(1, bare.p99)).toFixed(2)}×  (target: app p99 < 100 ms, 0 lost)`,
);
process.exit(app.lost === 0 && bare.lost === 0 ? 0 : 1);
