import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // PGlite instances are heavy (hundreds of MB); one file at a time per worker, two workers.
    pool: 'forks',
    maxWorkers: 2,
    fileParallelism: true,
    // Files share their worker's module cache: importing the app costs about 3 s, once per worker rather than
    // once per file (87 files). Every file still builds its own app on its own database (test/harness.ts),
    // closes it after its tests and restores any fake timers; nothing here sets process.env.
    isolate: false,
  },
});
