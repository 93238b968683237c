import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './build/precompress.ts';
import { preloadApp } from './build/preload-app.ts';
import { firstPaint } from './build/first-paint.ts';
import { pwa } from './build/pwa.ts';

export default defineConfig({
  plugins: [react(), firstPaint(), preloadApp(), pwa(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/socket.io': { target: 'ws://localhost:3000', ws: true } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    // The html entry is src/boot.ts; its chunk is named for it so that the rule below cannot catch another chunk.
    rolldownOptions: { output: { entryFileNames: 'assets/boot-[hash].js' } },
    // boot.ts has put the links of everything it imports in place before it imports it (build/preload-app.ts, ADR
    // 0009): that import carries no list.
    // Every browser the build targets (es2022) knows modulepreload: no polyfill.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostId }) => (/^assets\/boot-[\w-]+\.js$/.test(hostId) ? [] : deps),
    },
  },
  // Module workers: satellite.js (propagation worker) uses top-level await, which 'iife' workers cannot hold.
  worker: { format: 'es' },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    // Test files share their worker's modules (MUI and React imported once per worker, not once per file: 135 → 18 s);
    // src/test-setup.ts puts the DOM, storage, language and every store back after each test.
    isolate: false,
  },
});
