import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { packageTestConfig } from '../../vitest.shared.ts';
import { precompress } from './precompress.ts';
import { reactRouterProduction } from './react-router-production.ts';
import { stripSummaries } from './strip-summaries.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:8080';

// Its tests run as a package's do, in one process (docs/testing.md#the-test-run).
const { resolve, ssr, test } = packageTestConfig('happy-dom', {
  setupFiles: ['./src/lib/testing/lazy-parts.setup.ts'],
});

export default defineConfig({
  resolve,
  ssr,
  plugins: [react(), tailwindcss(), reactRouterProduction(), stripSummaries(), precompress()],
  server: { port: 5173, proxy: { '/base-api': apiTarget } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps in the build: nothing reads them (the budgets read the manifest and the scripts), and the
    // server never serves one (docs/architecture.md#compression-and-caching). `vite build --sourcemap` makes
    // them for a local look; `npm run dev` always has them.
    sourcemap: false,
    // scripts/bundle-budgets.mjs reads which chunks each route loads (docs/architecture.md#bundle-budgets).
    manifest: true,
  },
  test,
});
