import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

/**
 * The real server with the built console, driven in Debian's Chromium. Each worker starts its own server on a
 * fresh data folder (support/fixtures.ts), so test files run side by side, one per worker; the tests of a
 * file run in order in one worker (docs/architecture.md#end-to-end-runs).
 */
export default defineConfig({
  testDir: 'tests',
  fullyParallel: false,
  // One by default: on the 2-core machines a second worker (its own Chromium and server) doubled each test's
  // time and gained nothing, so it only brought tests nearer their timeouts (docs/architecture.md#end-to-end-runs).
  workers: Number(process.env.E2E_WORKERS ?? 1),
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  // Room for a busy 2-core machine (other test steps run beside the suite, docs/architecture.md#the-test-run): a
  // page's first data comes from the fact store, and a heading or row can take several seconds to show.
  // Timeouts only bound a wait; nothing waits on time as an assertion.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  use: {
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
