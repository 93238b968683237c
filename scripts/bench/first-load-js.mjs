/**
 * `node scripts/bench/first-load-js.mjs [route…]`: the JavaScript a first visit to each signed-in route
 * downloads, read from the vite build in apps/web/dist (run `npm run build -w apps/web` first). The
 * closure of static imports from index.html's entry, plus the lazy chunks the route renders at once:
 * the signed-in shell (Layout) and the route's page, each with its own static imports. Raw and gzip bytes
 * (the server sends brotli, a little smaller). Dynamic imports the page makes later are not counted.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { withoutShellChunks } from '../lib/builds.mjs';

const dist = join(import.meta.dirname, '../../apps/web/dist');
const assets = join(dist, 'assets');
const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
const code = new Map(files.map((f) => [f, readFileSync(join(assets, f), 'utf8')]));
/** Static imports of one chunk: `import … from "./X.js"` and bare `import "./X.js"`, not `import("./X.js")`. */
const staticImports = (f) =>
  [...code.get(f).matchAll(/(?:\bfrom\s*|\bimport\s*)["']\.\/([\w.-]+\.js)["']/g)]
    .map((m) => m[1])
    .filter((x) => code.has(x));
const closure = (roots) => {
  const seen = new Set();
  const stack = [...roots];
  while (stack.length) {
    const f = stack.pop();
    if (seen.has(f)) continue;
    seen.add(f);
    stack.push(...staticImports(f));
  }
  return seen;
};
const chunk = (prefix) => {
  const f = files.find((x) => x.startsWith(`${prefix}-`));
  if (!f) throw new Error(`no chunk ${prefix}-*.js in the build`);
  return f;
};
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = /<script type="module"[^>]*src="\/assets\/([\w.-]+\.js)"/.exec(html)[1];
// The entry (boot) imports the app after the first paint; index.html lists the app's chunks for it (ADR 0007, 0009).
// The signed-in shell's preloads are sent only with that paint; the shell's routes count them through the Layout below.
const preloaded = [
  ...withoutShellChunks(html).matchAll(/<link rel="preload" as="script"[^>]*href="\/assets\/([\w.-]+\.js)"/g),
].map((m) => m[1]);
const ROUTES = { '/login': ['LoginPage'], '/': ['Layout', 'HomePage'], '/dashboard': ['Layout', 'DashboardPage'] };
const wanted = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(ROUTES);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const size = (set) => {
  let raw = 0;
  let gz = 0;
  for (const f of set) {
    raw += Buffer.byteLength(code.get(f));
    gz += gzipSync(code.get(f), { level: 9 }).length;
  }
  return { raw, gz, files: set.size };
};
const shell = size(closure([entry, ...preloaded]));
console.log(`entry ${entry} and its static imports: ${shell.files} files, ${kb(shell.raw)} raw, ${kb(shell.gz)} gzip`);
for (const route of wanted) {
  const pages = (ROUTES[route] ?? []).filter((p) => files.some((x) => x.startsWith(`${p}-`)));
  const s = size(closure([entry, ...preloaded, ...pages.map(chunk)]));
  console.log(`${route.padEnd(11)} first load: ${s.files} files, ${kb(s.raw)} raw, ${kb(s.gz)} gzip`);
}
