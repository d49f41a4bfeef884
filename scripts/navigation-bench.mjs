// `npm run bench -- navigation`: how long a move from one report page to another takes until the new report's
// rows show, in Chromium, on the built console and server with the default sandbox data
// (docs/testing.md#report-navigation-bench). It builds both first (Nx reuses a build it has).
// It logs in as demo, opens the keyword daily report, then moves inside the app (as a menu link does, no reload)
// to each of ten other report pages in turn, twice round: the first round finds no answer in the browser's
// cache, the second comes back to pages seen. Each move is timed in the page, from the history change to the
// first frame where the new report's heading shows and its table has rows and is not busy. Prints each move
// and the medians. NAVIGATION_PORT picks the port (8390).
// Then the "Slow 4G + CPU ×4" profile (scripts/navigation-slow-network.mjs): a cold report page, a repeat visit
// and the login page, NAVIGATION_RUNS times each (5), gzip-encoded as from an http server elsewhere, then
// br-encoded as over https.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { gzipHost, slowNetworkBench, slowProfileArgs } from './navigation-slow-network.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.NAVIGATION_PORT ?? 8390);
const origin = `http://127.0.0.1:${port}`;
const captcha = 'Nav1';
const slowRuns = Number(process.env.NAVIGATION_RUNS ?? 5);

/** Ten report pages of both channels and several kinds, besides the keyword daily report it starts from. */
const reports = [
  '/keywordSearch/campaignReport',
  '/keywordSearch/unitReport',
  '/keywordSearch/designDailyReport',
  '/keywordSearch/regionReport',
  '/keywordSearch/accountReport',
  '/keywordSearch/keywordWeekly',
  '/keywordSearch/campaignMonth',
  '/keywordSearch/searchTermReport',
  '/feeds/campaignReport',
  '/feeds/unitReport',
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const build = spawnSync(
  'npx',
  ['nx', 'run-many', '-t', 'build', '-p', '@adconsole/console', '@adconsole/server', '--outputStyle=static'],
  { cwd: root, stdio: 'inherit' },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, [`${root}e2e/serve.mjs`], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', CAPTCHA_TEST_CODE: captcha },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stopServer = async () => {
  if (server.exitCode !== null) return;
  server.kill('SIGTERM');
  await once(server, 'exit');
};

try {
  for (let tries = 0; ; tries++) {
    if (server.exitCode !== null) throw new Error('the server ended before it answered');
    if (tries > 600) throw new Error('the server did not answer in 120 s');
    const answered = await fetch(`${origin}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...chromiumArgs, ...slowProfileArgs],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    /** English, and the message pop-up already seen. */
    const prepare = (target) =>
      target.addInitScript(() => {
        localStorage.setItem('lang', 'en');
        const now = Date.now();
        localStorage.setItem(
          'userMsgCenterPopup',
          JSON.stringify({ expireTime: 3_600_000, timeStr: new Date(now).toISOString(), timeStamp: now }),
        );
      });
    await prepare(page);
    await page.goto(`${origin}/keywordSearch/keywordReport`);
    await page.getByRole('textbox', { name: 'User name' }).fill('demo');
    await page.getByRole('textbox', { name: 'Password' }).fill('demo123');
    await page.getByRole('textbox', { name: 'Verification code' }).fill(captcha);
    // The form sends nothing until its captcha picture is there.
    await page.locator('form img[src^="data:"]').waitFor();
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForFunction(
      () => {
        const table = document.querySelector('main [role="table"], main table');
        return (
          table && table.getAttribute('aria-busy') !== 'true' && table.querySelector('[role="cell"], td')
        );
      },
      undefined,
      { timeout: 60_000 },
    );

    /** Moves to `path` in the app and times it in the page until the new report shows rows. */
    const move = (path) =>
      page.evaluate(async (to) => {
        const heading = () => document.querySelector('main h1')?.textContent ?? '';
        const before = heading();
        const shown = () => {
          const table = document.querySelector('main [role="table"], main table');
          if (!table || heading() === before || table.getAttribute('aria-busy') === 'true') return false;
          return table.querySelectorAll('[role="row"] [role="cell"], tbody td').length > 0;
        };
        const started = performance.now();
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
        await new Promise((resolve, reject) => {
          const timeout = setTimeout(() => reject(new Error(`${to} showed no rows in 30 s`)), 30_000);
          const check = () => {
            if (shown()) {
              clearTimeout(timeout);
              resolve();
            } else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        });
        return performance.now() - started;
      }, path);

    const rounds = { first: [], again: [] };
    for (const round of ['first', 'again']) {
      for (const path of reports) {
        // From the keyword daily report each time, so every move leaves a page with rows.
        if (path !== reports[0] || round === 'again') await move('/keywordSearch/keywordReport');
        const ms = await move(path);
        rounds[round].push(ms);
        console.log(`${round.padEnd(5)} ${path.padEnd(40)} ${ms.toFixed(0).padStart(6)} ms`);
      }
    }
    console.log(
      `\nreport → report until rows show, median of ${reports.length}: ` +
        `first visit ${median(rounds.first).toFixed(0)} ms, again ${median(rounds.again).toFixed(0)} ms`,
    );

    // The slow profile, in fresh contexts logged in as this one is: its session cookie and what the console
    // keeps in localStorage (the current account, the language), for both host names.
    const session = await page.context().storageState();
    await page.close();
    session.cookies.push(...session.cookies.map((cookie) => ({ ...cookie, domain: gzipHost })));
    session.origins.push(
      ...session.origins.map((kept) => ({ ...kept, origin: `http://${gzipHost}:${port}` })),
    );
    const slow = { browser, session, prepare, runs: slowRuns };
    await slowNetworkBench({ ...slow, origin: `http://${gzipHost}:${port}`, label: 'gzip' });
    await slowNetworkBench({ ...slow, origin, label: 'br' });
  } finally {
    await browser.close();
  }
} finally {
  await stopServer();
}
