#!/usr/bin/env node
// `npm test`: every test group, one after another, then one summary line.
// A group that cannot run here prints why; CI (E2E_REQUIRED=1, TEST_DATABASE_URL, REDIS_URL) makes them mandatory.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = mkdtempSync(join(tmpdir(), 'cosmos-test-'));
const only = process.argv.slice(2); // e.g. `npm test -- server e2e`
const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];
/** Each failed test by group, file and name, repeated at the end: CI logs keep only the tail. */
const failures = [];
/** Wall time of each group, printed at the end: the whole run has a budget (see README). */
const timings = [];
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status ?? 1;
}

function vitestGroup(name, args, env = {}) {
  if (only.length && !only.includes(name)) return;
  console.log(`\n━━ ${name} ━━`);
  const file = join(out, `${name}.json`);
  const started = Date.now();
  const status = run(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    env,
  );
  timings.push(`${name} ${Math.round((Date.now() - started) / 1000)} s`);
  if (!existsSync(file)) {
    problems.push(`${name}: the runner produced no result (exit ${status})`);
    return;
  }
  const r = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + r.numTodoTests;
  for (const suite of r.testResults ?? []) {
    const where = relative(root, suite.name);
    for (const t of suite.assertionResults ?? []) {
      if (t.status !== 'failed') continue;
      const why = (t.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300);
      failures.push(`${name}: ${where} › ${t.fullName}\n    ${why}`);
    }
    // A file that failed to load has no test results, only a message.
    if (suite.status === 'failed' && !(suite.assertionResults ?? []).length)
      failures.push(`${name}: ${where} did not load\n    ${(suite.message ?? '').split('\n')[0].slice(0, 300)}`);
  }
  if (r.numTotalTests === 0) problems.push(`${name}: no test ran`);
  if (status !== 0 && r.numFailedTests === 0)
    problems.push(`${name}: exited ${status} (a suite failed to load or an unhandled error)`);
}

function skipGroup(name, why) {
  if (only.length && !only.includes(name)) return;
  console.log(`\n━━ ${name} ━━\nSKIPPED: ${why}`);
}

function typecheck() {
  if (only.length && !only.includes('typecheck')) return;
  console.log('\n━━ typecheck ━━');
  for (const p of ['packages/contracts', 'packages/astro', 'apps/server', 'apps/web']) {
    const status = run('npx', ['tsc', '-p', `${p}/tsconfig.json`]);
    if (status === 0) totals.passed += 1;
    else {
      totals.failed += 1;
      problems.push(`typecheck: ${p} has type errors`);
    }
  }
}

// Formatting is part of the lint group: `npm run format` rewrites, `npm run format:check` is what this runs.
const CHECK_FORMAT = true;

function lint() {
  if (only.length && !only.includes('lint')) return;
  console.log('\n━━ lint ━━');
  // ESLint prints each problem (file, line, rule, message) above; the summary names the group and how to see them again.
  const r = spawnSync('npx', ['eslint', '.'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
  process.stdout.write(r.stdout ?? '');
  const failures = [];
  if (r.status !== 0) {
    const summary = /✖ (\d+) problems? \((\d+) errors?/.exec(r.stdout ?? '');
    failures.push(
      summary
        ? `lint: ${summary[2]} ESLint error(s) (import boundaries, cycles or TypeScript rules); run \`npm run lint\``
        : `lint: ESLint exited ${r.status}`,
    );
  }
  if (run('node', ['scripts/check-architecture-doc.mjs']) !== 0)
    failures.push('lint: docs/architecture.md does not name every folder (listed above)');
  if (run('node', ['scripts/check-i18n.mjs']) !== 0)
    failures.push('lint: a translation is missing or empty (listed above)');
  if (run('npx', ['tsx', 'scripts/gen-api-types.ts', '--check']) !== 0)
    failures.push("lint: the web's typed client is stale against the server's schemas; run `npm run gen:api`");
  if (CHECK_FORMAT && run('npx', ['prettier', '--check', '.']) !== 0)
    failures.push('lint: files are not formatted; run `npm run format`');
  if (failures.length === 0) totals.passed += 1;
  else {
    totals.failed += 1;
    problems.push(...failures);
  }
}

typecheck();
lint();
vitestGroup('astro', ['--root', 'packages/astro']);
vitestGroup('server', ['--root', 'apps/server'], { TEST_DB: 'pglite' });
if (process.env.TEST_DATABASE_URL) vitestGroup('server-postgres', ['--root', 'apps/server'], { TEST_DB: 'postgres' });
else
  skipGroup(
    'server-postgres',
    'TEST_DATABASE_URL is not set; set it (e.g. postgres://postgres@127.0.0.1:5432/test) to run the server suite on PostgreSQL too.',
  );
vitestGroup('web', ['--root', 'apps/web']);

if (existsSync(chromium)) {
  if (!only.length || only.includes('e2e')) {
    console.log('\n━━ build for e2e ━━');
    if (run('npm', ['run', 'build', '-w', 'apps/web']) !== 0) problems.push('e2e: the web build failed');
    else vitestGroup('e2e', ['--root', 'apps/web', '--config', 'vitest.e2e.config.ts']);
  }
} else if (process.env.E2E_REQUIRED === '1') {
  problems.push(`e2e: no Chromium at ${chromium} and E2E_REQUIRED=1`);
} else {
  skipGroup(
    'e2e',
    `no Chromium at ${chromium}; install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH to run the browser tests.`,
  );
}

console.log('');
if (timings.length) console.log(`times: ${timings.join(', ')}`);
for (const f of failures) console.log(`FAILED: ${f}`);
for (const p of problems) console.log(`PROBLEM: ${p}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 || problems.length > 0 ? 1 : 0);
