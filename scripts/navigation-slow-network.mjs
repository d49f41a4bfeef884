// The "Slow 4G + CPU ×4" part of `npm run bench -- navigation` (docs/testing.md#report-navigation-bench):
// Chromium's network throttled to 1.6 Mbit/s down, 750 kbit/s up and 150 ms round trip
// (Network.emulateNetworkConditions) and its CPU slowed 4 times (Emulation.setCPUThrottlingRate). Timed from the
// navigation's start, each run in a fresh browser context (an empty HTTP cache):
// - a cold report page, logged in, until its table shows rows;
// - a repeat visit of it (the same context, a new navigation) until rows show, counting the scripts the first
//   visit had loaded that went to the network again (a 304 too) against those the cache served, and apart
//   the scripts the first visit never loaded (parts asked for after it ended);
// - the login page, cold, until its form is usable (fields and button enabled, captcha picture shown).
// It prints each run, then medians against the goals with the bytes on the wire. NAVIGATION_WATERFALL=1 also
// prints each request of one cold report page, its repeat visit and one login page.
//
// Chromium offers br (and zstd) over https and to localhost; to any other http origin only gzip and deflate. So
// the profile runs twice: at `gzipHost`, a name the browser resolves to the server's loopback address
// (`--host-resolver-rules`, see `slowProfileArgs`), as an http server elsewhere is served, and at 127.0.0.1,
// which gets br as an https server would.

export const slowProfile = {
  name: 'Slow 4G + CPU ×4',
  latencyMs: 150,
  downloadBytesPerSecond: 1.6e6 / 8,
  uploadBytesPerSecond: 750e3 / 8,
  cpuSlowdown: 4,
};

/** A name that is not localhost to Chromium, mapped to the loopback address by `slowProfileArgs`. */
export const gzipHost = 'adconsole-nav.test';
export const slowProfileArgs = [`--host-resolver-rules=MAP ${gzipHost} 127.0.0.1`];

const reportPath = '/keywordSearch/keywordReport';
const goals = { cold: 3000, repeat: 1500, login: 2000 };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Set in the page before its own scripts: the time of the first frame where `ready` holds. */
function watchFor(kind) {
  const ready = {
    rows: () => {
      const table = document.querySelector('main [role="table"], main table');
      return (
        !!table &&
        table.getAttribute('aria-busy') !== 'true' &&
        table.querySelectorAll('[role="row"] [role="cell"], tbody td').length > 0
      );
    },
    login: () => {
      const field = (name) => document.querySelector(`form input[name="${name}"]`);
      const fields = ['userName', 'password', 'validationCode'].map(field);
      const button = document.querySelector('form button[type="submit"]');
      const picture = document.querySelector('form img[src^="data:"]');
      return (
        fields.every((input) => input && !input.disabled) &&
        !!button &&
        !button.disabled &&
        button.getAttribute('aria-busy') !== 'true' &&
        !!picture?.complete
      );
    },
  }[kind];
  const check = () => {
    if (ready()) window.__readyAt = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** Requests of one page as CDP reports them: what went to the network and what the cache served. */
async function recordRequests(cdp) {
  const requests = new Map();
  const get = (id) => {
    if (!requests.has(id)) requests.set(id, { id, bytes: 0 });
    return requests.get(id);
  };
  cdp.on('Network.requestWillBeSent', (event) =>
    Object.assign(get(event.requestId), {
      url: event.request.url,
      method: event.request.method,
      type: event.type,
      start: event.timestamp,
      initiator: event.initiator?.type,
    }),
  );
  cdp.on('Network.requestServedFromCache', (event) => (get(event.requestId).cached = true));
  cdp.on('Network.responseReceived', (event) => {
    const entry = get(event.requestId);
    entry.type = event.type;
    entry.status = event.response.status;
    entry.encoding = event.response.headers['content-encoding'] ?? event.response.headers['Content-Encoding'];
    if (event.response.fromDiskCache || event.response.fromMemoryCache) entry.cached = true;
  });
  cdp.on('Network.loadingFailed', (event) => (get(event.requestId).failed = true));
  cdp.on('Network.loadingFinished', (event) => {
    const entry = get(event.requestId);
    entry.bytes = event.encodedDataLength;
    entry.end = event.timestamp;
  });
  await cdp.send('Network.enable');
  return requests;
}

async function throttle(cdp) {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: slowProfile.latencyMs,
    downloadThroughput: slowProfile.downloadBytesPerSecond,
    uploadThroughput: slowProfile.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowProfile.cpuSlowdown });
}

/** The scripts a visit loaded, by URL. */
const scriptsLoaded = ({ requests }) =>
  new Set([...requests.values()].filter((r) => r.type === 'Script' && r.end !== undefined).map((r) => r.url));

/**
 * What one visit carried by the time it was ready (bytes), and the script requests it made (all). `before`: the
 * scripts a visit before it loaded; one of them that went to the network again was revalidated or fetched
 * again, where a script the visit before never loaded (a part it asked for after it ended) is new.
 */
function wire({ ms, requests }, before = new Set()) {
  const all = [...requests.values()].filter((r) => r.url && !r.url.startsWith('data:'));
  const navigationStart = Math.min(...all.map((r) => r.start ?? Infinity));
  const byReady = (r) => r.end !== undefined && (r.end - navigationStart) * 1000 <= ms;
  const network = all.filter((r) => !r.cached && byReady(r));
  const scripts = all.filter((r) => r.type === 'Script');
  const fetched = scripts.filter((r) => !r.cached);
  const sum = (list) => list.reduce((total, r) => total + (r.bytes ?? 0), 0);
  return {
    bytes: sum(network),
    scriptBytes: sum(network.filter((r) => r.type === 'Script')),
    requests: network.length,
    scriptsFetchedAgain: fetched.filter((r) => before.has(r.url)).length,
    scripts304: fetched.filter((r) => r.status === 304).length,
    scriptsNew: fetched.filter((r) => !before.has(r.url)).length,
    scriptsFromCache: scripts.filter((r) => r.cached).length,
    encodings: [...new Set(network.filter((r) => r.type === 'Script').map((r) => r.encoding ?? 'none'))],
  };
}

/**
 * Waits until none of the page's requests has been under way for `quietMs` (at most `longestMs`). Playwright's
 * `networkidle` will not do here: once a page has reached it, it answers at once, and the kit's parts are
 * asked for after the page has settled (docs/architecture.md#idle-work), later than that.
 */
async function quiet(requests, quietMs = 2000, longestMs = 15_000) {
  const until = Date.now() + longestMs;
  let quietSince = Date.now();
  while (Date.now() < until) {
    const busy = [...requests.values()].some(
      (r) => r.start !== undefined && r.end === undefined && !r.failed && !r.url?.startsWith('data:'),
    );
    if (busy) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Goes to `url` and waits for what the page's watcher marks ready (`window.__readyAt`); answers the time in the
 * page since the navigation started.
 */
async function visit(page, cdp, url) {
  const requests = await recordRequests(cdp);
  await throttle(cdp);
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__readyAt !== undefined, undefined, {
    polling: 50,
    timeout: 60_000,
  });
  const ms = await page.evaluate(() => window.__readyAt);
  // Requests still under way (a chunk fetched after the rows) finish out of the count, and the parts the page
  // asks for once it has settled come too, so the next visit finds them in the cache.
  await quiet(requests);
  await cdp.send('Network.disable');
  return { ms, requests };
}

function printWaterfall(title, requests) {
  const list = [...requests.values()].filter(
    (r) => r.url && !r.url.startsWith('data:') && r.start !== undefined,
  );
  const origin = Math.min(...list.map((r) => r.start));
  console.log(`\n${title}: each request, ms from the navigation's start (start → end), bytes on the wire`);
  for (const r of list.sort((a, b) => a.start - b.start)) {
    const at = (t) => (t === undefined ? '     …' : ((t - origin) * 1000).toFixed(0).padStart(6));
    const name = new URL(r.url).pathname + (new URL(r.url).search ? '?…' : '');
    console.log(
      `  ${at(r.start)} → ${at(r.end)}  ${(r.type ?? '').padEnd(10)} ${String(r.status ?? '').padEnd(3)} ` +
        `${(r.cached ? 'cache' : String(r.bytes)).padStart(7)}  ${name}`,
    );
  }
}

/**
 * Runs the profile against `origin` with `runs` runs of each visit; `session` is a logged-in storage state,
 * `prepare(context)` adds the bench's init scripts. Prints the runs and the table; answers the medians.
 */
export async function slowNetworkBench({ browser, origin, session, prepare, runs, label }) {
  const contextOptions = { viewport: { width: 1920, height: 1080 } };
  const showWaterfall = process.env.NAVIGATION_WATERFALL === '1';
  const results = { cold: [], repeat: [], login: [] };
  console.log(
    `\n${slowProfile.name} (${label}): ${slowProfile.latencyMs} ms round trip, ` +
      `${(slowProfile.downloadBytesPerSecond * 8) / 1e6} Mbit/s down, ` +
      `${(slowProfile.uploadBytesPerSecond * 8) / 1e3} kbit/s up, CPU ×${slowProfile.cpuSlowdown}`,
  );
  for (let run = 1; run <= runs; run++) {
    // A cold report page, logged in, then the same page again in the same context.
    const context = await browser.newContext({ ...contextOptions, storageState: session });
    try {
      await prepare(context);
      await context.addInitScript(watchFor, 'rows');
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const cold = await visit(page, cdp, `${origin}${reportPath}`);
      results.cold.push({ ms: cold.ms, ...wire(cold) });
      if (showWaterfall && run === 1) printWaterfall('cold report page', cold.requests);
      const repeat = await visit(page, cdp, `${origin}${reportPath}`);
      results.repeat.push({ ms: repeat.ms, ...wire(repeat, scriptsLoaded(cold)) });
      if (showWaterfall && run === 1) printWaterfall('repeat visit', repeat.requests);
    } finally {
      await context.close();
    }
    // The login page, cold, without a session.
    const loginContext = await browser.newContext(contextOptions);
    try {
      await prepare(loginContext);
      await loginContext.addInitScript(watchFor, 'login');
      const page = await loginContext.newPage();
      const cdp = await loginContext.newCDPSession(page);
      const login = await visit(page, cdp, `${origin}/login`);
      results.login.push({ ms: login.ms, ...wire(login) });
      if (showWaterfall && run === 1) printWaterfall('login page', login.requests);
    } finally {
      await loginContext.close();
    }
    const [c, r, l] = [results.cold.at(-1), results.repeat.at(-1), results.login.at(-1)];
    console.log(
      `run ${run}: cold report ${c.ms.toFixed(0)} ms (${kib(c.bytes)}), repeat ${r.ms.toFixed(0)} ms ` +
        `(${kib(r.bytes)}; scripts: ${r.scriptsFetchedAgain} again from the network of which ${r.scripts304} 304, ` +
        `${r.scriptsFromCache} from the cache, ${r.scriptsNew} new), login ${l.ms.toFixed(0)} ms (${kib(l.bytes)})`,
    );
  }
  const rows = [
    ['cold report page, rows shown', 'cold', goals.cold],
    ['repeat visit, rows shown', 'repeat', goals.repeat],
    ['login usable, cold', 'login', goals.login],
  ];
  console.log(
    `\n${'visit'.padEnd(30)} ${'goal'.padStart(7)} ${'median'.padStart(8)}  ${'met'.padEnd(4)}${'runs (ms)'.padEnd(32)}` +
      ` ${'on the wire (JS)'.padEnd(22)} requests`,
  );
  const medians = {};
  for (const [title, key, goal] of rows) {
    const list = results[key];
    const ms = median(list.map((r) => r.ms));
    medians[key] = ms;
    const last = list.at(-1);
    const extra =
      key === 'repeat'
        ? `, scripts revalidated or fetched again: ${Math.max(...list.map((r) => r.scriptsFetchedAgain))}` +
          ` (304: ${Math.max(...list.map((r) => r.scripts304))}), from the cache: ${last.scriptsFromCache}` +
          `, new: ${Math.max(...list.map((r) => r.scriptsNew))}`
        : '';
    console.log(
      `${title.padEnd(30)} ${`${(goal / 1000).toFixed(1)} s`.padStart(7)} ${`${(ms / 1000).toFixed(2)} s`.padStart(8)}  ` +
        `${(ms <= goal && (key !== 'repeat' || list.every((r) => r.scriptsFetchedAgain === 0)) ? 'yes' : 'NO').padEnd(4)}` +
        `${list
          .map((r) => r.ms.toFixed(0))
          .join(' ')
          .padEnd(32)} ` +
        `${`${kib(last.bytes)} (${kib(last.scriptBytes)})`.padEnd(22)} ${last.requests}${extra}`,
    );
  }
  const encodings = [...new Set(results.cold.flatMap((r) => r.encodings))].join(', ');
  console.log(
    `scripts came ${encodings}-encoded from ${origin} (Chromium asks for br only over https and from ` +
      'localhost; from other http origins it gets gzip)',
  );
  return medians;
}
