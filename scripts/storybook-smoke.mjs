// `npm run check:storybook`: the built Storybook (dist/storybook, from `npm run build-storybook`) opened from
// a plain file server in Chromium, as a designer would open it (docs/architecture.md#storybook): the catalogue,
// then every docs page in the light theme and in the dark one. A page fails on what a designer would see as
// broken: an error (in the browser's console, a failed request, a page that never shows), markdown shown as
// raw text (a table's `|` pipes), a page that opens with a repository path rather than what it is for, a
// background that stays light in the dark theme, or a component's page without its props table. Prints how
// many pages it opened, and every page that failed with why.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

// Another built Storybook may be named as the argument (a copy to compare with).
const dir = path.resolve(
  process.argv[2] ?? path.join(new URL('..', import.meta.url).pathname, 'dist/storybook'),
);
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
const themes = ['light', 'dark'];
const docsPage = (entry, theme) => ({
  name: `${entry.id} (${theme})`,
  theme,
  // A page of one component (its stories file's own page, or an MDX page attached to it) shows its props; an
  // introduction, or a stories file tagged `guide` (Foundations), is about no one component.
  props: !entry.tags.includes('unattached-mdx') && !entry.tags.includes('guide'),
  // A component's page is headed by the component's name, the last part of its title: a page opened in place
  // shows that page, not the one before it.
  heading: entry.title.split('/').pop(),
});
/** How long a page may take to show and go quiet: on CI this runs beside the e2e suite. */
const pageTimeout = 120_000;
/** The quiet a page's requests must keep before it is read, as Playwright's `networkidle` waits. */
const quietMs = 500;

/**
 * What a designer would see as broken on a docs page that loaded, as sentences (none when it looks right):
 * a paragraph of raw table pipes (MDX that needed GFM), an opening paragraph that names a repository path, a
 * background as light as the light theme's in the dark one, a component's page without a row of props or
 * headed by another component's name.
 */
async function looksBroken(page, { theme, props, heading }) {
  return page.evaluate(
    ({ theme, props, heading }) => {
      const found = [];
      const content = document.querySelector('.sbdocs-content');
      const shown = content.querySelector('h1')?.textContent ?? '';
      if (props && shown !== heading) found.push(`is headed "${shown}", not ${heading}`);
      const pipes = [...content.querySelectorAll('p')].find((p) => /^\s*\|.*\|\s*$/m.test(p.textContent));
      if (pipes) found.push(`shows raw markdown table pipes: "${pipes.textContent.slice(0, 60)}…"`);
      const opening = content.querySelector('p')?.textContent ?? '';
      const repositoryPath = opening.match(/\b(?:docs\/[\w-]+\.md|(?:packages|apps|src)\/[\w./-]+)/);
      if (repositoryPath)
        found.push(`opens with a repository path (${repositoryPath[0]}), not what it is for`);
      // The colour behind the text: the first element up from the content with a background of its own.
      let element = content;
      let background = 'rgb(255, 255, 255)';
      for (; element; element = element.parentElement) {
        const colour = getComputedStyle(element).backgroundColor;
        if (!/^rgba\(.*, 0\)$|^transparent$/.test(colour)) {
          background = colour;
          break;
        }
      }
      const [r, g, b] = background.match(/\d+(\.\d+)?/g).map(Number);
      const lightness = (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
      if ((theme === 'dark') !== lightness < 0.5)
        found.push(
          `has a ${lightness < 0.5 ? 'dark' : 'light'} background (${background}) in the ${theme} theme`,
        );
      // A component that takes no props says so (.storybook/docs/component-page.tsx).
      if (props && !document.querySelector('.docblock-argstable tbody tr td, [data-props="none"]'))
        found.push('has no props table');
      return found;
    },
    { theme, props, heading },
  );
}

/**
 * Counts the page's requests in flight: `quiet()` resolves once none has been for `quietMs`. After the first
 * load a docs page is opened in place, where Playwright's `networkidle` no longer applies.
 */
function requestsOf(page) {
  let inFlight = 0;
  let changed = Date.now();
  const change = (by) => () => {
    inFlight += by;
    changed = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return {
    async quiet() {
      const deadline = Date.now() + pageTimeout;
      while (inFlight > 0 || Date.now() - changed < quietMs) {
        if (Date.now() > deadline) throw new Error(`requests still in flight after ${pageTimeout} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/**
 * Opens a docs page in the preview already loaded, as the catalogue's sidebar does: through the preview's
 * channel, resolving once the preview says that page has rendered, failing at once when it says the page is
 * missing or its rendering failed (Storybook's core events).
 */
function openInPlace(page, id) {
  return page.evaluate(
    ({ id, timeout }) =>
      new Promise((resolve, reject) => {
        const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
        const failures = ['storyMissing', 'storyErrored', 'storyThrewException'];
        const end = (settle) => {
          clearTimeout(timer);
          channel.off('docsRendered', rendered);
          for (const event of failures) channel.off(event, failed[event]);
          settle();
        };
        const timer = setTimeout(
          () => end(() => reject(new Error(`not rendered after ${timeout} ms`))),
          timeout,
        );
        const rendered = (renderedId) => renderedId === id && end(resolve);
        const failed = Object.fromEntries(
          failures.map((event) => [
            event,
            (detail) => end(() => reject(new Error(`${event}: ${JSON.stringify(detail).slice(0, 200)}`))),
          ]),
        );
        channel.on('docsRendered', rendered);
        for (const event of failures) channel.on(event, failed[event]);
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'docs' });
      }),
    { id, timeout: pageTimeout },
  );
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const problems = [];
let opened = 0;
try {
  const page = await browser.newPage();
  const requests = requestsOf(page);
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
  /** Runs `open` for a page and reads it once quiet; a page that never shows or goes quiet is named. */
  const visit = async (name, open, check) => {
    current = name;
    try {
      await open();
      await requests.quiet();
      if (check) for (const broken of await looksBroken(page, check)) problems.push(`${name}: ${broken}`);
      opened++;
    } catch (error) {
      problems.push(`${name}: did not load and go quiet (${error.message.split('\n')[0]})`);
    }
  };
  await visit('the catalogue', async () => {
    await page.goto(`${origin}/index.html`, { timeout: pageTimeout });
    await page.waitForSelector('#storybook-explorer-tree', { timeout: pageTimeout });
  });
  // Each theme's walk loads the preview once, on the first docs page with the theme in the URL, then opens
  // every other page in place, as a designer moves through the sidebar: one start of the preview per theme
  // rather than per page, which had made this check take a sixth of the e2e round's CPU
  // (docs/measurements.md#the-test-run).
  for (const theme of themes) {
    for (const [index, entry] of docs.entries()) {
      const target = docsPage(entry, theme);
      await visit(
        target.name,
        async () => {
          if (index === 0) {
            const url = `${origin}/iframe.html?viewMode=docs&id=${entry.id}&globals=theme:${theme}`;
            await page.goto(url, { timeout: pageTimeout });
          } else await openInPlace(page, entry.id);
          await page.waitForSelector('.sbdocs-content', { timeout: pageTimeout });
        },
        target,
      );
    }
  }
} finally {
  await browser.close();
  server.close();
}
if (problems.length) {
  console.error(
    `✗ The built Storybook looks broken to a designer:\n${problems.map((problem) => `  ${problem}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(
  `✓ the built Storybook: ${opened} pages, the catalogue and ${docs.length} docs pages each in both themes, open without an error, raw markdown, a repository path in the opening, a light page in the dark theme or a missing props table`,
);
