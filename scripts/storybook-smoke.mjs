// `npm run check:storybook`: the built Storybook (dist/storybook, from `npm run build-storybook`) opened from
// a plain file server in Chromium, as a designer would open it: the catalogue itself and every docs page, each
// without an error in the browser's console or a failed request (docs/architecture.md#storybook). Prints how
// many pages it opened and fails on the first page with an error.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const dir = path.resolve(new URL('..', import.meta.url).pathname, 'dist/storybook');
if (!existsSync(path.join(dir, 'index.json'))) {
  console.error(`✗ No built Storybook in ${dir}: run npm run build-storybook first.`);
  process.exit(1);
}

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};
const server = createServer((request, response) => {
  const file = path.join(dir, decodeURIComponent(new URL(request.url, 'http://x').pathname));
  const target = file.endsWith('/') ? path.join(file, 'index.html') : file;
  if (!target.startsWith(dir) || !existsSync(target) || !statSync(target).isFile()) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': types[path.extname(target)] ?? 'application/octet-stream' });
  createReadStream(target).pipe(response);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const entries = Object.values(JSON.parse(readFileSync(path.join(dir, 'index.json'), 'utf8')).entries);
const docs = entries.filter((entry) => entry.type === 'docs');
const pages = [
  { name: 'the catalogue', url: `${origin}/index.html`, ready: '#storybook-explorer-tree' },
  ...docs.map((entry) => ({
    name: entry.id,
    url: `${origin}/iframe.html?viewMode=docs&id=${entry.id}`,
    ready: '.sbdocs-content',
  })),
];

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const problems = [];
try {
  const page = await browser.newPage();
  let current = '';
  page.on('console', (message) => {
    if (message.type() === 'error')
      problems.push(`${current}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`${current}: ${error.message}`));
  page.on('requestfailed', (request) => {
    // A request cut short by going to the next page is the check's doing, not the page's.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED')
      problems.push(`${current}: ${request.url()} failed`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400)
      problems.push(`${current}: ${response.url()} answered ${response.status()}`);
  });
  for (const { name, url, ready } of pages) {
    current = name;
    // Generous waits: on CI this runs beside the stories in Chromium, and a docs page of many stories then
    // took over 30 s to go quiet. A page that never does is named.
    try {
      await page.goto(url, { timeout: 120_000 });
      await page.waitForSelector(ready, { timeout: 120_000 });
      await page.waitForLoadState('networkidle', { timeout: 120_000 });
    } catch (error) {
      problems.push(`${name}: did not load and go quiet (${error.message.split('\n')[0]})`);
    }
    if (problems.length) break;
  }
} finally {
  await browser.close();
  server.close();
}
if (problems.length) {
  console.error(
    `✗ The built Storybook shows errors:\n${problems.map((problem) => `  ${problem}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(
  `✓ the built Storybook: the catalogue and ${docs.length} docs pages open without a console error`,
);
