import { defineConfig } from 'vitest/config';

// Pure-math package: plain node environment, tests colocated with sources.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
