/**
 * The picture list benchmark (`npm run bench`): 10,000 pictures in one user's library, then
 * - the server: `/material/image/baidu/list` at 10,000 a page through the HTTP layer in-process (median and
 *   max of a few runs, the answer's size), the first page and a themed search beside it;
 * - the console (when it is built and Chromium is there): /adManage/pictures?size=10000 in Chromium, the
 *   time until the grid shows and until its pictures in view have loaded, the bytes of pictures loaded,
 *   the longest task the main thread ran (a freeze shows as a long one), the
 *   picture cells in the DOM (the grid is virtualized) and the longest task while scrolling to the end.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiBasePath, endpoints } from '@adconsole/api-client/contract';
import { chromiumArgs, chromiumInstalled, chromiumPath } from '../../../scripts/chromium.mjs';
import { storePictureFile } from '../src/pictures/picture-files';
import { pngPicture } from '../src/pictures/testing/picture-fixtures';
import { benchDataDir } from './bench-data-dir';
import { loginToken, startTestApp, userIdOf } from '../src/testing/test-app';

const runs = 5;
const pictures = 10_000;
// CONSOLE_DIR measures another build of the console (one from before a change, say).
const consoleDir = process.env.CONSOLE_DIR ?? fileURLToPath(new URL('../../console/dist', import.meta.url));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (ms: number) => (ms / 1000).toFixed(3);

const dataDir = benchDataDir();

const server = await startTestApp({ dataDir, sandboxProfile: 'test', consoleDir });
try {
  const { app } = server;
  const token = await loginToken(app, 'demo', 'demo123');
  const userId = await userIdOf(app, 'demo');
  // One real picture of nearly the 2 MB cap behind every row, with its 160 px thumbnail: the grid loads
  // thumbnails, the list reads rows only.
  const picture = pngPicture(800, 800, 'noise');
  const thumbnail = pngPicture(160, 160, [40, 120, 200]);
  const hash = await storePictureFile(app.filesDir, picture, 'png');
  const thumbnailHash = await storePictureFile(app.filesDir, thumbnail, 'png');
  const rows = Array.from({ length: pictures }, (_, i) => ({
    user_id: userId,
    content_hash: hash,
    content_type: 'image/png',
    size_bytes: picture.length,
    thumbnail_hash: thumbnailHash,
    thumbnail_type: 'image/png',
    width: 800,
    height: 800,
    ratio: '1:1',
    theme: `Bench picture ${i + 1}`,
    draft_id: null,
    unit_ids: '[]',
    library: 1,
    synced: i % 3 === 0 ? 1 : 0,
    created_time: Date.now() - i,
  }));
  for (let at = 0; at < rows.length; at += 500) {
    await app.entities.db
      .insertInto('pictures')
      .values(rows.slice(at, at + 500))
      .execute();
  }

  const list = async (body: object) => {
    const start = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: `${apiBasePath}${endpoints.baiduImageList.path}`,
      headers: { token },
      payload: body,
    });
    const ms = performance.now() - start;
    const answer = response.json<{ code: number; data: unknown[] }>();
    if (answer.code !== 200) throw new Error(`the list answered ${response.body.slice(0, 200)}`);
    return { ms, count: answer.data.length, bytes: response.rawPayload.length };
  };
  const cases = [
    { name: '10,000 a page', body: { page: { number: 1, size: 10000 } } },
    { name: '20 a page', body: { page: { number: 1, size: 20 } } },
    { name: 'theme search, 1,000 a page', body: { page: { number: 1, size: 1000 }, query: { theme: '99' } } },
  ];
  console.log(
    `\nPicture list benchmark (${pictures.toLocaleString('en')} pictures, ${runs} runs, in-process)\n`,
  );
  console.log('| list | pictures answered | answer | median s | max s |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const { name, body } of cases) {
    const results = [];
    for (let run = 0; run < runs; run++) results.push(await list(body));
    const times = results.map((r) => r.ms);
    console.log(
      `| ${name} | ${results[0]!.count.toLocaleString('en')} | ${Math.round(results[0]!.bytes / 1024)} kB | ${seconds(median(times))} | ${seconds(Math.max(...times))} |`,
    );
  }

  if (!existsSync(path.join(consoleDir, 'index.html')) || !chromiumInstalled()) {
    console.log('\n(The console is not built or Chromium is missing: the page benchmark is skipped.)');
  } else {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const origin = `http://127.0.0.1:${port}`;
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
    try {
      const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
      await context.addCookies([{ name: 'yunShang-Token', value: token, url: origin }]);
      const page = await context.newPage();
      // English, no message pop-up, and the longest task of the main thread from the start (the server's
      // tsconfig has no DOM types: the page's scripts are given as text).
      await page.addInitScript({
        content: `
          localStorage.setItem('lang', 'en');
          localStorage.setItem('userMsgCenterPopup', JSON.stringify({
            expireTime: 3600000, timeStr: new Date().toISOString(), timeStamp: Date.now() }));
          window.longestTask = 0;
          new PerformanceObserver((entries) => {
            for (const entry of entries.getEntries()) window.longestTask = Math.max(window.longestTask, entry.duration);
          }).observe({ type: 'longtask', buffered: true });`,
      });
      let pictureBytes = 0;
      page.on('response', (response) => {
        if (response.url().includes('/material/image/')) {
          pictureBytes += Number(response.headers()['content-length'] ?? 0);
        }
      });
      const start = performance.now();
      await page.goto(`${origin}/adManage/pictures?size=10000`);
      const grid = page.getByRole('list', { name: 'Pictures' });
      await grid.getByRole('listitem').first().waitFor({ timeout: 60_000 });
      const shownMs = performance.now() - start;
      // Polled from here: the page's content security policy forbids the string a waitForFunction runs.
      const picturesInView = grid.locator('img');
      while (
        !(await picturesInView.evaluateAll((images) =>
          images.every((image) => (image as { complete: boolean }).complete),
        ))
      ) {
        await page.waitForTimeout(20);
      }
      const picturesShownMs = performance.now() - start;
      const loadedBytes = pictureBytes;
      const longestTask = () => page.evaluate<number>('window.longestTask');
      const loadTask = await longestTask();
      const cells = await grid.getByRole('listitem').count();
      await page.evaluate('window.longestTask = 0');
      const scroller = grid.locator('xpath=..');
      for (let step = 1; step <= 20; step++) {
        await scroller.evaluate((element: { scrollTop: number; scrollHeight: number }, at) => {
          element.scrollTop = (element.scrollHeight * at) / 20;
        }, step);
        await page.waitForTimeout(50);
      }
      const scrollTask = await longestTask();
      const last = await grid.getByRole('listitem').last().textContent();
      console.log(`\nPicture page benchmark (/adManage/pictures at 10,000 a page, Chromium 1920×1080)\n`);
      console.log(
        '| shown after s | pictures in view loaded after s | picture bytes loaded | longest task loading ms | cells in the DOM | longest task scrolling ms | last cell |',
      );
      console.log('| ---: | ---: | ---: | ---: | ---: | ---: | --- |');
      console.log(
        `| ${seconds(shownMs)} | ${seconds(picturesShownMs)} | ${Math.round(loadedBytes / 1024)} kB | ${Math.round(loadTask)} | ${cells} | ${Math.round(scrollTask)} | ${last?.match(/Bench picture \d+/)?.[0]} |`,
      );
    } finally {
      await browser.close();
    }
  }
} finally {
  await server.stop();
}
