import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts a worker thread from a module beside the caller, in both ways the server runs:
 * - from TypeScript (tsx, vitest): the `.ts` file, with tsx's loader registered inside the thread;
 * - compiled (`npm start` runs `dist/main.js`): the worker's own bundle, `dist/<name>.js`, which the
 *   build (apps/server/build.mjs) makes from every `src/**\/*-worker.ts`.
 * `callerUrl` is the caller's `import.meta.url`; `name` the worker file without extension.
 */
export function startModuleWorker(callerUrl: string, name: string, options: WorkerOptions = {}): Worker {
  if (!callerUrl.endsWith('.ts')) return new Worker(new URL(`./${name}.js`, callerUrl), options);
  const tsxDir = dirname(createRequire(callerUrl).resolve('tsx/package.json'));
  const tsxApi = pathToFileURL(join(tsxDir, 'dist/esm/api/index.mjs')).href;
  const entry = new URL(`./${name}.ts`, callerUrl).href;
  const boot = `(async () => { const { register } = await import(${JSON.stringify(tsxApi)}); register(); await import(${JSON.stringify(entry)}); })()`;
  return new Worker(boot, { ...options, eval: true });
}
