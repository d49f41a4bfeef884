import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

/**
 * The real server with the built console, driven in Debian's Chromium. Each worker starts its own server on a
 * fresh data folder (support/fixtures.ts), so test files run side by side, one per worker; the tests of a
 * file run in order in one worker (docs/testing.md#end-to-end-runs).
 */
export default defineConfig({
  // `shuffled.mjs` runs a shuffled copy of `tests/` (docs/testing.md#end-to-end-runs).
  testDir: process.env.E2E_TEST_DIR ?? 'tests',
  fullyParallel: false,
  // One by default, which suits a run beside other work; `npm test` passes two, the suite then running alone
  // (docs/testing.md#end-to-end-runs).
  workers: Number(process.env.E2E_WORKERS ?? 1),
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  // Room for a busy 2-core machine (two workers in `npm test`, docs/testing.md#end-to-end-runs): a
  // page's first data comes from the fact store, and a heading or row can take several seconds to show.
  // Timeouts only bound a wait; nothing waits on time as an assertion.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  use: {
    // A failed test keeps its trace: each action with the page's DOM before and after it, its network and console.
    // Without the screencast's frames, which had cost a quarter of the suite's CPU (docs/testing.md#end-to-end-runs).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
