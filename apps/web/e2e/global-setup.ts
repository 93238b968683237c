import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ADMIN } from './admin-account';
import { repoRoot, startServer, type RunningServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: RunningServer | undefined;

export async function setup(project: TestProject) {
  if (!existsSync(join(repoRoot, 'apps/web/dist/index.html')))
    throw new Error('Build the web app first: npm run build -w apps/web');
  // A 6-hour conjunction window keeps each screen of the nominal catalogue short (conjunctions.e2e.ts).
  server = await startServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, CONJUNCTION_DAYS: '0.25' });
  project.provide('baseUrl', server.url);
}

export async function teardown() {
  await server?.stop();
}
