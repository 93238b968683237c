import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * Starts a worker thread from a module beside the caller. Under tsx (development, tests) the entry is
 * TypeScript, so tsx's loader is registered inside the thread first; a compiled build runs the .js directly.
 */
export function startWorker(name: string, callerUrl: string): Worker {
  const ts = callerUrl.endsWith('.ts');
  const entry = new URL(`./${name}${ts ? '.ts' : '.js'}`, callerUrl);
  if (!ts) return new Worker(entry);
  const tsxDir = dirname(createRequire(callerUrl).resolve('tsx/package.json'));
  const tsxApi = pathToFileURL(join(tsxDir, 'dist/esm/api/index.mjs')).href;
  const boot = `(async () => { const { register } = await import(${JSON.stringify(tsxApi)}); register(); await import(${JSON.stringify(entry.href)}); })()`;
  return new Worker(boot, { eval: true });
}
