/**
 * `npm run bench:assistant`: the built-in assistant's answer time (no language model) through the real
 * route, every first turn of the evaluation questions, against a baseline in the
 * same run (GET /api/chatbot/conversation, the same authentication and database, no understanding);
 * and the understanding layer's start-up (importing nlp.js and the saved model, chrono and the typed query,
 * loading the model, one first question) measured in a fresh process, bundled as in production and through
 * tsx. Targets: p95 < 300 ms, start-up (production form) < 1 s.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { performance } from 'node:perf_hooks';
import { gazetteer } from '../src/modules/places/gazetteer.ts';
import { warmUp } from '../src/modules/chatbot/nlu/understanding.ts';
import { primeDates } from '../src/modules/chatbot/understand.ts';
import { startEvalApp } from './eval-app.ts';
import { loadQuestions } from './run-eval.ts';

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const fmt = (xs: number[]) =>
  `p50 ${pct(xs, 50).toFixed(1)} ms, p95 ${pct(xs, 95).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms`;

// Start-up in a child process, so nothing is already loaded: through tsx, and bundled as `npm run build` bundles.
const entry = new URL('./bench-startup.ts', import.meta.url).pathname;
const startupTsx = execFileSync(process.execPath, ['--import', 'tsx', entry], { encoding: 'utf8' }).trim();
// Inside the package, so the bundle's imports of node_modules resolve as dist/main.js's do.
const outDir = mkdtempSync(join(import.meta.dirname, '..', '.bench-startup-'));
const outfile = join(outDir, 'startup.mjs');
await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  logLevel: 'warning',
  // As build.mjs: node_modules stay imports, the workspace packages are compiled in.
  plugins: [
    {
      name: 'external-dependencies',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@cosmos/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
const startup = execFileSync(process.execPath, [outfile], { encoding: 'utf8' }).trim();
rmSync(outDir, { recursive: true, force: true });

const e = await startEvalApp();
const questions = loadQuestions().map((q) => q.turns[0]!);
const answer: number[] = [];
// What the server warms at start-up outside tests (chatbot.routes.ts), warmed here too: start-up is measured above.
await warmUp();
primeDates();
await gazetteer();
// One untimed question first: the model's warm-up (start-up, measured above) is not an answer's time.
await e.app.inject({
  method: 'POST',
  url: '/api/chatbot/message',
  headers: e.users[0]!.auth,
  payload: { message: 'hello' },
});
const baseline: number[] = [];
try {
  // One pass, shared among the prepared users: the chat route allows each 30 messages at once.
  for (const [i, message] of questions.entries()) {
    const who = e.users[i % e.users.length]!;
    let t = performance.now();
    await e.app.inject({ method: 'GET', url: '/api/chatbot/conversation', headers: who.auth });
    baseline.push(performance.now() - t);
    await e.app.inject({ method: 'DELETE', url: '/api/chatbot/conversation', headers: who.auth });
    t = performance.now();
    const res = await e.app.inject({
      method: 'POST',
      url: '/api/chatbot/message',
      headers: who.auth,
      payload: { message },
    });
    answer.push(performance.now() - t);
    if (res.statusCode !== 200) throw new Error(`${message}: ${res.statusCode}`);
  }
} finally {
  await e.close();
}
console.log(`understanding layer start-up, bundled (production form): ${startup}`);
console.log(`understanding layer start-up, through tsx (development): ${startupTsx}`);
console.log(`baseline GET /api/chatbot/conversation (${baseline.length}): ${fmt(baseline)}`);
console.log(`answer POST /api/chatbot/message, no model (${answer.length}): ${fmt(answer)}`);
const slowest = questions
  .map((q, n) => [q, answer[n]!] as const)
  .sort((a, b) => b[1] - a[1])
  .slice(0, 3);
console.log(`slowest: ${slowest.map(([q, ms]) => `${ms.toFixed(0)} ms "${q}"`).join('; ')}`);
console.log(
  `ratio answer/baseline: p50 ${(pct(answer, 50) / pct(baseline, 50)).toFixed(1)}×, p95 ${(pct(answer, 95) / pct(baseline, 95)).toFixed(1)}×`,
);
const ok = pct(answer, 95) < 300 && Number(/^(\d+)/.exec(startup)![1]) < 1000;
console.log(ok ? 'targets met (p95 < 300 ms, start-up < 1 s)' : 'TARGET MISSED');
process.exit(ok ? 0 : 1);
