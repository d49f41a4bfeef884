import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sourceResolve } from '../../vitest.shared.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:8080';

export default defineConfig({
  ...sourceResolve,
  plugins: [react(), tailwindcss()],
  server: { port: 5173, proxy: { '/base-api': apiTarget } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // scripts/bundle-budgets.mjs reads which chunks each route loads (docs/architecture.md#bundle-budgets).
    manifest: true,
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../vitest.setup.ts', './src/lib/testing/lazy-parts.setup.ts'],
    // A test's first render on a busy machine may take seconds (docs/architecture.md#the-test-run).
    testTimeout: 20_000,
  },
});
