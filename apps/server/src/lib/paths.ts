import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The server package's folder (apps/server), found by walking up from this module. The code runs
 * from two places — `src/lib/` under tsx and vitest, one bundle in `dist/` under `npm start` — so
 * files the server reads at run time are named from the package root, never from the module's own
 * folder.
 */
function findServerRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'src', 'db', 'migrations'))) return dir;
    if (dirname(dir) === dir) throw new Error(`apps/server not found above ${from}`);
  }
}

export const serverRoot = findServerRoot(import.meta.dirname);
export const migrationsDir = join(serverRoot, 'src', 'db', 'migrations');
export const defaultWebDist = () => join(serverRoot, '..', 'web', 'dist');
