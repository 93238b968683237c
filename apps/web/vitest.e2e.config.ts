import { defineConfig } from 'vitest/config';

/** Browser journeys: one built server for every file (global setup), files one after another. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // A browser journey's condition can take more than vitest's default second on a busy two-core machine (the app
    // writes its paint cookie 1.2-1.5 s after 'load' there): polls pass as soon as it holds, and fail after 10 s.
    expect: { poll: { timeout: 10_000 } },
  },
});
