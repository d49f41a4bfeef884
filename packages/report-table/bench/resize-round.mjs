// The resize round of the table bench (`npm run bench -w @adconsole/report-table -- --resize`): in the
// harness's built pages for AG Grid and ReportTable (10,000 × 20 keyword rows), it drags the cost column's
// resize handle back and forth for 2 s with Chromium's own mouse events (through CDP) and reports, per
// variant, the frames over 16.7 ms during the drag (requestAnimationFrame deltas), apart from those that
// began after the release (which lays the table out for the new width and saves it), and the mean time a
// step takes (a mouse move's round trip, which waits for the page to handle the event). run-bench.mjs prepares
// the harness (bench/.harness) and runs this with HARNESS_DIR and CANDIDATE_MODULE set.
//   options: --runs N (3, after 1 warm-up), --variants aggrid,candidate
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const harness = process.env.HARNESS_DIR;
if (!harness) throw new Error('HARNESS_DIR names the prepared harness folder (run through run-bench.mjs)');
const load = (path) => import(pathToFileURL(join(harness, path)).href);
const { chromium } = await load('node_modules/playwright-core/index.mjs');
const { DIST } = await load('bench.config.mjs');
const { buildVariants } = await load('build.mjs');
const { startStaticServer } = await load('lib/server.mjs');

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at < 0 ? fallback : args[at + 1];
};
const runs = Number(option('--runs', 3));
const variants = option('--variants', 'aggrid,candidate').split(',');
const dragMs = 2000;
/** One step of the drag, px; the pointer sweeps 160 px right and back. */
const stepPx = 4;
const sweepPx = 160;
const frameBudget = 1000 / 60;
/** A sideways scroll that brings the cost column into the 1280 px window. */
const scrollPx = 600;

/** The cost column's resize handle: AG Grid's, or ReportTable's separator (its header is "消费 Cost"). */
const handleSelector = {
  aggrid: '.ag-header-cell[col-id="cost"] .ag-header-cell-resize',
  candidate: '[role="separator"][aria-label$="消费 Cost"]',
};

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

async function resizeOnce(browser, origin, variant) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/${variant}/index.html?rows=10000&seed=1`, { waitUntil: 'load' });
    await page.waitForFunction(() => window.__bench?.ready === true);
    await page.evaluate(() => window.__bench.mount());
    await page.evaluate(() => window.__bench.settle(300, 5000));
    // The cost column starts past the window's right edge: scroll sideways, as a user would, to reach it.
    await page.mouse.move(640, 400);
    await page.mouse.wheel(scrollPx, 0);
    await page.evaluate(() => window.__bench.settle(300, 5000));
    const handle = page.locator(handleSelector[variant]).first();
    const box = await handle.boundingBox();
    if (!box) throw new Error(`${variant}: no resize handle for the cost column`);
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    const reached = await handle.evaluate(
      (element, point) => element.contains(document.elementFromPoint(point.x, point.y)),
      { x, y },
    );
    if (!reached) throw new Error(`${variant}: the cost column's resize handle is not under the pointer`);
    const widthBefore = await handle.evaluate(
      (element) => element.parentElement.getBoundingClientRect().width,
    );

    await page.evaluate(() => {
      const frames = [];
      let last;
      window.__resizeFrames = frames;
      window.__resizeRecording = true;
      // Each frame as [its time, its length]; the release's time splits the drag's frames from those after.
      const tick = (time) => {
        if (last !== undefined) frames.push([time, time - last]);
        last = time;
        if (window.__resizeRecording) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      document.addEventListener('pointerup', (event) => (window.__resizeReleased = event.timeStamp), {
        capture: true,
        once: true,
      });
    });
    await page.mouse.move(x, y);
    await page.mouse.down();
    const steps = [];
    const start = performance.now();
    let offset = 0;
    let direction = 1;
    while (performance.now() - start < dragMs) {
      offset += direction * stepPx;
      if (offset >= sweepPx || offset <= 0) direction = -direction;
      const before = performance.now();
      await page.mouse.move(x + offset, y);
      steps.push(performance.now() - before);
    }
    await page.mouse.move(x + sweepPx / 2, y);
    await page.mouse.up();
    const { frames, released } = await page.evaluate(() => {
      window.__resizeRecording = false;
      return { frames: window.__resizeFrames, released: window.__resizeReleased };
    });
    // A frame that began before the release belongs to the drag; the rest show the release's layout.
    const dragFrames = frames.filter(([time, ms]) => time - ms < released).map(([, ms]) => ms);
    const releaseFrames = frames.filter(([time, ms]) => time - ms >= released).map(([, ms]) => ms);
    await page.evaluate(() => window.__bench.settle(200, 3000));
    const widthAfter = await handle.evaluate(
      (element) => element.parentElement.getBoundingClientRect().width,
    );
    return {
      steps: steps.length,
      meanStepMs: steps.reduce((sum, ms) => sum + ms, 0) / steps.length,
      frames: dragFrames.length,
      slowFrames: dragFrames.filter((ms) => ms > frameBudget + 0.5).length,
      worstFrameMs: Math.max(...dragFrames),
      slowReleaseFrames: releaseFrames.filter((ms) => ms > frameBudget + 0.5).length,
      widened: Math.round(widthAfter - widthBefore),
    };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

await buildVariants(variants, { quiet: true });
const server = await startStaticServer(DIST);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  headless: true,
  args: chromiumArgs,
});
const results = Object.fromEntries(variants.map((variant) => [variant, []]));
try {
  for (let round = -1; round < runs; round++) {
    for (const variant of variants) {
      const result = await resizeOnce(browser, server.origin, variant);
      console.log(
        `${round < 0 ? 'warm-up' : `run ${round + 1}/${runs}`} ${variant}: ${JSON.stringify(result)}`,
      );
      if (round >= 0) results[variant].push(result);
    }
  }
} finally {
  await browser.close();
  await server.close();
}

const format = (value, digits = 1) => value.toFixed(digits);
console.log(`\nResize round: ${dragMs} ms drag of the cost column's handle, medians over ${runs} runs`);
console.log(
  '| variant | steps | mean time per step (ms) | frames | frames over 16.7 ms | worst frame (ms) | after the release: frames over 16.7 ms |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const [variant, list] of Object.entries(results)) {
  const of = (key) => median(list.map((result) => result[key]));
  console.log(
    `| ${variant} | ${of('steps')} | ${format(of('meanStepMs'), 2)} | ${of('frames')} | ${of('slowFrames')} | ${format(of('worstFrameMs'))} | ${of('slowReleaseFrames')} |`,
  );
}
