// The two builds `npm start` serves, each redone only when its output is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('../..', import.meta.url).pathname;
export const serverEntry = join(root, 'apps/server/dist/main.js');
const webIndex = join(root, 'apps/web/dist/index.html');

function newest(path) {
  if (!statSync(path).isDirectory()) return statSync(path).mtimeMs;
  let t = 0;
  for (const e of readdirSync(path, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'dist') continue;
    t = Math.max(t, newest(join(path, e.name)));
  }
  return t;
}

const stale = (output, sources) =>
  !existsSync(output) || statSync(output).mtimeMs < Math.max(...sources.map((s) => newest(join(root, s))));

function run(what, args, quiet) {
  if (!quiet) console.log(`Building ${what}…`);
  const r = spawnSync('npm', args, { cwd: root, stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit' });
  if (r.status !== 0) throw new Error(`building ${what} failed (exit ${r.status})`);
}

/** apps/web/dist: the SPA, with .br/.gz beside each asset. */
export function ensureWebBuilt({ quiet = false } = {}) {
  if (stale(webIndex, ['apps/web', 'packages'])) run('the web app', ['run', 'build', '-w', 'apps/web'], quiet);
}

/** apps/server/dist: the server compiled to JavaScript (apps/server/build.mjs), run with plain node. */
export function ensureServerBuilt({ quiet = false } = {}) {
  if (stale(serverEntry, ['apps/server/src', 'apps/server/build.mjs', 'apps/server/package.json', 'packages']))
    run('the server', ['run', 'build', '-w', 'apps/server'], quiet);
}

/**
 * index.html as the server sends it to a visitor who is not painted the signed-in shell: without the shell's preload
 * links, which the server keeps only for that paint (apps/web/build/preload-app.ts).
 */
export const withoutShellChunks = (html) => html.replace(/<!--shell-chunks-->[\s\S]*?<!--\/shell-chunks-->/, '');
