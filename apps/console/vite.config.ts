import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { packageTestConfig } from '../../vitest.shared.ts';
import { chunkGroups } from './chunk-groups.ts';
import { consolePage } from './console-page.ts';
import { precompress } from './precompress.ts';
import { reactRouterProduction } from './react-router-production.ts';
import { stripSummaries } from './strip-summaries.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:8080';

// Its tests run as a package's do, in one process (docs/testing.md#the-test-run).
const { resolve, ssr, test } = packageTestConfig('happy-dom', {
  setupFiles: ['./src/lib/testing/lazy-parts.setup.ts'],
});

/** The build as it is before its chunks are grouped, made afresh for each build (its plugins keep state). */
const consoleConfig = (): UserConfig => ({
  resolve,
  ssr,
  plugins: [react(), tailwindcss(), reactRouterProduction(), stripSummaries()],
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

export default defineConfig(async ({ command }) => {
  const config = consoleConfig();
  config.plugins!.push(consolePage(), precompress());
  if (command !== 'build') return config;
  // A first build, unwritten, tells which chunks each start loads (docs/architecture.md#chunk-groups).
  const codeSplitting = await chunkGroups(consoleConfig());
  return { ...config, build: { ...config.build, rolldownOptions: { output: { codeSplitting } } } };
});
