import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { captchaTestCode } from './support/login';

const port = Number(process.env.E2E_PORT ?? 8181);

/** The real server with the built console on a fresh data folder, driven in Debian's Chromium. */
export default defineConfig({
  testDir: 'tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  // A page's first data comes from the fact store; on a busy 2-core machine that can take longer than the
  // default 5 s before a heading or row shows. Nothing waits on time as an assertion.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node serve.mjs',
    url: `http://127.0.0.1:${port}/`,
    // The captcha answers the test code, and the login rate limit stays out of the tests' way.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      CAPTCHA_TEST_CODE: captchaTestCode,
      LOGIN_RATE_LIMIT: '1000',
      CAPTCHA_RATE_LIMIT: '1000',
      // 130 days of sandbox data instead of 430: every report has rows and the server starts in seconds.
      SANDBOX_PROFILE: 'test',
      // A closed local port: a Baidu account's calls fail at once, so the console's "could not be reached" shows
      // without the test machine ever calling the real provider.
      BAIDU_API_BASE: 'http://127.0.0.1:9',
    },
    reuseExistingServer: false,
    // SIGTERM lets the server close its stores and serve.mjs remove its data folder (the default is SIGKILL).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
