// The consumer test (docs/architecture.md#publishable-packages): the packed tarballs are "published" to a
// scratch registry for the @adconsole scope on 127.0.0.1 (which, as `npm publish`, takes no private package);
// a Vite + React app in a temporary folder outside the workspace depends on the table and the picker by
// version, as a tool would, installs them (every other package from the usual registry; no workspace links),
// type-checks, builds, and Chromium checks the built page: rows, formatted units, the summary row, a sort, the
// week picker, all in English with no i18next and no Tailwind in the app. KEEP_CONSUMER=1 keeps the folder;
// `--reuse` takes the tarballs of the last `npm run pack:packages` instead of building and packing again.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { packDir, packPackages } from './pack-packages.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const readJson = (path) => JSON.parse(readFileSync(join(root, path), 'utf8'));
const rootTools = readJson('package.json').devDependencies;
const consoleDependencies = readJson('apps/console/package.json').dependencies;

/** Runs a command of the consumer; asynchronously, so the scratch registry in this process keeps answering. */
async function step(title, command, args, cwd) {
  const started = Date.now();
  const child = spawn(command, args, { cwd, stdio: 'inherit' });
  const [code, signal] = await new Promise((resolve) => child.on('exit', (...end) => resolve(end)));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (code !== 0) throw new Error(`${title} failed (exit ${code ?? signal}, ${seconds} s)`);
  console.log(`✓ ${title} (${seconds} s)`);
}

/**
 * A registry of the @adconsole scope holding the packed tarballs: a package document per package (its one
 * version, the manifest from the workspace, where its tarball is) and the tarballs. Private packages are left
 * out, as `npm publish` refuses them.
 */
async function scopeRegistry(packed) {
  const published = new Map();
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    const tarball = path.startsWith('/-/') && packed.find((entry) => `/-/${entry.filename}` === path);
    if (tarball) return response.writeHead(200).end(readFileSync(join(packDir, tarball.filename)));
    const document = published.get(path.slice(1));
    if (!document) return response.writeHead(404, { 'content-type': 'application/json' }).end('{}');
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(document));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}/`;
  for (const entry of packed) {
    const manifest = readJson(`packages/${entry.name.split('/')[1]}/package.json`);
    if (manifest.private) {
      console.log(`✗ ${entry.name} is private: npm publish refuses it, so the registry does not have it`);
      continue;
    }
    const dist = { tarball: `${url}-/${entry.filename}`, integrity: entry.integrity, shasum: entry.shasum };
    published.set(entry.name, {
      name: entry.name,
      'dist-tags': { latest: entry.version },
      versions: { [entry.version]: { ...manifest, _id: `${entry.name}@${entry.version}`, dist } },
    });
  }
  return { server, url };
}

/** Serves the built app's files on a free port of 127.0.0.1. */
async function serve(folder) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((request, response) => {
    const path = new URL(request.url, 'http://x').pathname;
    try {
      const body = readFileSync(join(folder, path === '/' ? 'index.html' : path));
      response.writeHead(200, { 'content-type': types[extname(path || '.html')] ?? 'text/html' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

function expectEqual(what, actual, expected) {
  const same = JSON.stringify(actual) === JSON.stringify(expected);
  console.log(`${same ? '✓' : '✗'} ${what}: ${JSON.stringify(actual)}`);
  if (!same) throw new Error(`${what}: expected ${JSON.stringify(expected)}`);
}

async function checkPage(url) {
  const { chromium } = createRequire(join(root, 'package.json'))('playwright-core');
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const problems = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(url);
    const table = page.getByRole('table', { name: 'Keywords' });
    await table.getByRole('row').nth(3).waitFor();
    const cellTexts = () =>
      table
        .getByRole('row')
        .evaluateAll((rows) =>
          rows.map((row) => [...row.querySelectorAll('[role=cell]')].map((cell) => cell.textContent.trim())),
        );
    const body = (await cellTexts()).filter((cells) => cells.length > 0);
    expectEqual('rows with formatted units, then the summary row', body, [
      ['running shoes', '12,345', '2.42%', '￥1,234.50'],
      ['trail shoes', '980', '5.00%', '￥88.00'],
      ['sandals', '45,678', '1.01%', '￥20,000.46'],
      ['Total', '59,003', '1.72%', '￥21,322.96'],
    ]);
    await table.getByRole('button', { name: 'Cost', exact: true }).click();
    await table.getByRole('button', { name: 'Cost', exact: true }).click();
    const costHeader = table.getByRole('columnheader', { name: 'Cost' });
    expectEqual('Cost header after two clicks', await costHeader.getAttribute('aria-sort'), 'descending');
    const sorted = (await cellTexts()).filter((cells) => cells.length > 0).map((cells) => cells[0]);
    expectEqual('keywords by cost, highest first', sorted, [
      'sandals',
      'running shoes',
      'trail shoes',
      'Total',
    ]);
    const headerBackground = await table
      .getByRole('row')
      .first()
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    // The light theme's canvas (#f4f5f9), the fallback of the table's CSS in a host without the theme's tokens.
    expectEqual('header background from the table CSS', headerBackground, 'rgb(244, 245, 249)');

    const picker = page.getByRole('button', { name: 'Weeks 2026-11-09 to 2026-11-15' });
    const border = await picker.evaluate((element) => getComputedStyle(element).borderTopStyle);
    expectEqual('week picker field border from the picker CSS', border, 'solid');
    await picker.click();
    const dialog = page.getByRole('dialog', { name: 'Weeks' });
    await dialog.getByRole('button', { name: 'Last two weeks' }).click();
    await page.getByRole('button', { name: 'Weeks 2026-11-02 to 2026-11-15' }).waitFor();
    console.log('✓ week picker (type 2): "Last two weeks" picked 2026-11-02 to 2026-11-15');
    expectEqual(
      'the shortcut reported with the range',
      await page.getByLabel('Preset').textContent(),
      'lastTwoWeeks',
    );
    expectEqual(
      'a saved view state read back and fitted to the columns now',
      JSON.parse(await page.getByLabel('View').textContent()),
      {
        version: 1,
        // `cost` follows `impression`, the column before it in the report's order.
        columns: { order: ['impression', 'cost', 'keyword'], hidden: [], widths: { keyword: 200 } },
        range: { preset: 'lastTwoWeeks' },
        comparison: { kind: 'lastYear' },
      },
    );
    console.log(
      '✓ a view state round-trips: the vanished column and its sort and width drop out, the new one is shown',
    );
    expectEqual('console errors and warnings', problems, []);
  } finally {
    await browser.close();
  }
}

export async function consumerTest() {
  const started = Date.now();
  const packed = process.argv.includes('--reuse')
    ? JSON.parse(readFileSync(join(packDir, 'packed.json'), 'utf8'))
    : packPackages();
  const registry = await scopeRegistry(packed);
  const app = mkdtempSync(join(tmpdir(), 'adconsole-consumer-'));
  console.log(`consumer app in ${app}`);
  cpSync(join(root, 'tools/consumer-test/app'), app, { recursive: true });
  writeFileSync(join(app, '.npmrc'), `@adconsole:registry=${registry.url}\n`);
  const versionOf = (name) => `^${packed.find((entry) => entry.name === name).version}`;
  const manifest = {
    name: 'adconsole-consumer',
    private: true,
    type: 'module',
    dependencies: {
      '@adconsole/date-range': versionOf('@adconsole/date-range'),
      '@adconsole/report-table': versionOf('@adconsole/report-table'),
      '@adconsole/report-table-rules': versionOf('@adconsole/report-table-rules'),
      react: consoleDependencies.react,
      'react-dom': consoleDependencies['react-dom'],
    },
    devDependencies: Object.fromEntries(
      ['@types/react', '@types/react-dom', '@vitejs/plugin-react', 'typescript', 'vite'].map((name) => [
        name,
        rootTools[name],
      ]),
    ),
  };
  writeFileSync(join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  try {
    await step(
      'install the tarballs',
      'npm',
      ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'],
      app,
    );
    await step(
      'type-check the app against the packages’ declarations',
      join(app, 'node_modules/.bin/tsc'),
      ['-p', 'tsconfig.json'],
      app,
    );
    await step('build the app', join(app, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], app);
    const server = await serve(join(app, 'dist'));
    try {
      await checkPage(`http://127.0.0.1:${server.address().port}/`);
    } finally {
      server.close();
    }
  } finally {
    registry.server.close();
    if (!process.env.KEEP_CONSUMER) rmSync(app, { recursive: true, force: true });
  }
  console.log(`✓ consumer test passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  consumerTest().catch((error) => {
    console.error(`✗ consumer test: ${error.message}`);
    process.exit(1);
  });
}
