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
  },
});
