import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { packageTestConfig } from '../../vitest.shared.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:8080';

// Its tests run as a package's do, in one process (docs/architecture.md#the-test-run).
const { resolve, ssr, test } = packageTestConfig('happy-dom', {
  setupFiles: ['./src/lib/testing/lazy-parts.setup.ts'],
});

export default defineConfig({
  resolve,
  ssr,
  plugins: [react(), tailwindcss()],
  server: { port: 5173, proxy: { '/base-api': apiTarget } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // scripts/bundle-budgets.mjs reads which chunks each route loads (docs/architecture.md#bundle-budgets).
    manifest: true,
  },
  test,
});
