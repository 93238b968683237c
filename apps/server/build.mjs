#!/usr/bin/env node
// Compiles the server for production: one ESM bundle `dist/main.js` (the server, with the
// workspace packages @cosmos/contracts and @cosmos/astro compiled in) and one bundle per worker
// thread (`src/**/*-worker.ts` → `dist/<name>.js`, loaded by lib/worker-thread.ts). Everything
// from node_modules stays an import: those packages ship JavaScript and some read files beside
// themselves (PGlite's WebAssembly, the API reference UI). Migrations and the built SPA are read
// from the package folder at run time (lib/paths.ts).
import { readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { build } from 'esbuild';

const root = import.meta.dirname;
const src = join(root, 'src');

function workers(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? workers(join(dir, e.name)) : e.name.endsWith('-worker.ts') ? [join(dir, e.name)] : [],
  );
}

/** Bare imports stay external, except our own workspace packages, which are TypeScript. */
const externalDependencies = {
  name: 'external-dependencies',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@cosmos/') ? undefined : { path: args.path, external: true },
    );
  },
};

const entryPoints = { main: join(src, 'main.ts') };
for (const w of workers(src)) entryPoints[basename(w, '.ts')] = w;

const started = performance.now();
await rm(join(root, 'dist'), { recursive: true, force: true });
await build({
  entryPoints,
  outdir: join(root, 'dist'),
  bundle: true,
  // No shared chunks: a worker resolves its neighbours from its own file's URL, so every bundle sits in dist/.
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalDependencies],
});
console.log(
  `Server compiled to apps/server/dist (${Object.keys(entryPoints).join(', ')}) in ${Math.round(performance.now() - started)} ms`,
);
