// `npm run check:bundles`: the JavaScript each main route of the built console loads when opened cold, gzip
// sized, against its budget (docs/architecture.md#bundle-budgets). Reads the manifest Vite writes with
// `build.manifest` (https://vite.dev/guide/backend-integration: `file`, static `imports`, `dynamicImports` per
// chunk); build the console first. Exits 1 when a route is over its budget.
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The page module a route opens, as the manifest names it (its source path from apps/console). */
const pages = 'src/pages';

/** A group of texts in English, the default language, as the manifest names its chunk. */
const texts = (group) => `../../packages/i18n/src/resources/texts/en/groups/${group}.ts`;

/** What the console loads once there is a session: its code and its texts (docs/architecture.md#lean-login). */
const consoleLoads = ['src/app/app.tsx', texts('public'), texts('console')];

/**
 * The routes measured. `loads` are the chunks a route asks for at once besides the entry (index.html: React
 * and the start-up that chooses between the login page and the console): the login page's, or the console's
 * with the page's lazily loaded module (a report page's chart too) and the texts they need; each comes with
 * its static imports. Budgets in KiB gzip, what CI holds each route to: their measured size with a little
 * room, so none can grow unnoticed; login and a report page at most their goals, 100 and 200 (issue 36: the
 * console's own translation runtime in place of i18next, Radix's menus, lists, hints and dialogs loaded on first
 * use; docs/architecture.md#bundle-budgets).
 */
export const routes = [
  {
    route: '/login',
    loads: ['src/pages/login/login-app.tsx', texts('public')],
    budgetKiB: 100,
    goalKiB: 100,
  },
  {
    route: '/home/index',
    loads: [...consoleLoads, `${pages}/home/home-page.tsx`],
    // 199.1, then 200.2 with issue 53's prefetch of a report page's columns and views, which every page's frame
    // carries (docs/architecture.md#early-calls); 188.3 with the console's start in groups of chunks
    // (docs/architecture.md#chunk-groups).
    budgetKiB: 192,
  },
  {
    route: '/keywordSearch/keywordReport',
    loads: [...consoleLoads, `${pages}/report/report-page.tsx`, `${pages}/report/report-chart.tsx`],
    // 200.1 with issues 48 and 54 (the schedule button, the alert item of the column menus, views per report,
    // the picker's typed range and Tab); 204.1 with issue 49 (the rows' checkboxes and their choice, the tag of a
    // negated term, the chart's deferred change markers: the bar, dialogs, markers and their texts load on use).
    // 205.9 with issue 53's early calls (the start-up builds the user's calls with the client's code, so a few
    // shared modules split into chunks of their own). What the browser fetches before the rows show is under
    // the goal on the wire (wire-budgets.mjs: 176–182 KiB), where the kit's parts wait until the page settles.
    // 192.8 with the console's start in groups of chunks (docs/architecture.md#chunk-groups).
    budgetKiB: 197,
    goalKiB: 200,
  },
  {
    route: '/adManage/draftNew',
    loads: [...consoleLoads, texts('drafts'), `${pages}/draft-editor/draft-editor-page.tsx`],
    // 253.0, then 241.1 with the console's start in groups of chunks (docs/architecture.md#chunk-groups).
    budgetKiB: 245,
  },
];

/** The manifest key of the page every route starts from. */
const entry = 'index.html';

/**
 * The chunk files a route loads: the entry's and each of `loads`', with their static imports followed
 * transitively, each file once. A key the manifest lacks is an error: the route table has gone stale.
 */
export function routeFiles(manifest, loads) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk)
      throw new Error(`${key} is not in the build's manifest: update the routes in bundle-budgets.mjs`);
    seen.add(key);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of [entry, ...loads]) visit(key);
  return [...files];
}

/** Each route's files and total size (bytes, as `sizeOf` gives each file's), and whether it keeps its budget. */
export function measure(manifest, table, sizeOf) {
  return table.map(({ route, loads, budgetKiB, goalKiB }) => {
    const files = routeFiles(manifest, loads);
    const bytes = files.reduce((sum, file) => sum + sizeOf(file), 0);
    return { route, files, bytes, budgetKiB, goalKiB, ok: bytes <= budgetKiB * 1024 };
  });
}

function main() {
  const dist = new URL('../apps/console/dist/', import.meta.url);
  const manifestUrl = new URL('.vite/manifest.json', dist);
  if (!existsSync(manifestUrl)) {
    console.error(
      'No build manifest: build the console first (npx nx run-many -t build -p @adconsole/console).',
    );
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestUrl, 'utf8'));
  // Gzip at level 9, as a server that compresses ahead of time would serve it.
  const sizeOf = (file) => gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length;
  const results = measure(manifest, routes, sizeOf);
  const kib = (bytes) => (bytes / 1024).toFixed(1);
  console.table(
    results.map(({ route, files, bytes, budgetKiB, goalKiB, ok }) => ({
      route,
      chunks: files.length,
      'KiB gzip': kib(bytes),
      'budget KiB': budgetKiB,
      '': ok ? 'ok' : 'OVER',
      'goal KiB': goalKiB ?? '',
    })),
  );
  const over = results.filter((r) => !r.ok);
  for (const { route, bytes, budgetKiB } of over) {
    console.error(
      `✗ ${route} loads ${kib(bytes)} KiB gzip of JavaScript, over its budget of ${budgetKiB} KiB`,
    );
  }
  if (over.length > 0) process.exit(1);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) main();
