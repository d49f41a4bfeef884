import fs from 'node:fs';
import path from 'node:path';

/**
 * The console's floors, lowest first (docs/architecture.md#layers-and-packages): the top-level folders (and
 * root files) of `apps/console/src`. A file imports from its own folder or from a lower floor; the folders of
 * one floor stand apart, so no two folders can import each other. What a page may use sits below the pages,
 * what loads them (the route registry, route table and guard, the app) above them.
 */
export const consoleFloors = [
  ['lib', 'zod-without-eval.ts'],
  ['charts'],
  // What a page knows of its route: the route tree, titles, page props, access, permission.
  ['route-info'],
  // The small stores: app settings, visited tabs.
  ['app-settings', 'tags-view'],
  // The session's services: token, API client, stores, current account, log-out.
  ['session'],
  // What several pages share: messages, alerts' and report schedules' dialogs, the administration lists, the
  // calculated column's dialog (the report page and Settings), the chart markers of ad changes (report, home).
  ['messages', 'alerts', 'report-schedules', 'administration', 'calculated-columns', 'change-markers'],
  // What a user does to a report from its page: choose rows, add negatives, bulk-edit (and undo, which the
  // history page offers too), alert on a column's metric, schedule the report, export it. Above the alerts and
  // schedules, whose dialogs it opens.
  ['report-actions'],
  // The frame around the pages: sidebar, navbar, tags bar, settings drawer, status page.
  ['layout'],
  ['pages'],
  // Loads pages: the route registry, the route table, the route guard, the page frame.
  ['page-loading'],
  // The app: providers, router; then the entry, which opens the login page or the app.
  ['app'],
  ['main.tsx'],
];

/**
 * Tests, stories and the harness that assembles the console for them (`storybook/`, `testing/`) stand beside
 * the floors: they may import any floor, and no production file imports them (eslint.config.js).
 */
export const isHarness = (file) =>
  /\.(test|stories)\.tsx?$/.test(file) || /(^|\/)testing\//.test(file) || file.startsWith('storybook/');

/** A file's folder as the floors see it: its top-level folder, and for a page `pages/<page>`. */
export function unitOf(file) {
  const [top, next, ...rest] = file.split('/');
  if (next === undefined) return top;
  return top === 'pages' && rest.length > 0 ? `pages/${next}` : top;
}

/** The floor of a file (relative to `apps/console/src`, with `/`), or -1 when its folder has none. */
export function floorOf(file) {
  const top = file.split('/')[0];
  return consoleFloors.findIndex((floor) => floor.includes(top));
}

/** How an import between two folders runs: `up` or `sideways` breaks the floors; `down` keeps them. */
export function direction(from, to) {
  const [a, b] = [floorOf(from), floorOf(to)];
  if (a < 0 || b < 0) return 'unplaced';
  if (b > a) return 'up';
  return b === a ? 'sideways' : 'down';
}

const sourceFile = /\.(ts|tsx)$/;
const importSpecifiers = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s*)'(\.{1,2}\/[^']+)'/gm;

/** A relative specifier's target file, relative to `src` (`.ts`, `.tsx` or an index file). */
function resolveTarget(src, fromFile, specifier) {
  const base = path.join(path.dirname(fromFile), specifier).split(path.sep).join('/');
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ending) => base + ending)
    .find((candidate) => fs.existsSync(path.join(src, candidate)) && sourceFile.test(candidate));
}

/**
 * Every relative import of a production file of `src` into another folder, with its direction: what
 * scripts/console-floors.mjs counts and reports.
 */
export function importsBetweenFolders(src) {
  const files = fs
    .readdirSync(src, { recursive: true })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => sourceFile.test(file) && !isHarness(file));
  return files.flatMap((from) =>
    [...fs.readFileSync(path.join(src, from), 'utf8').matchAll(importSpecifiers)]
      .map((match) => resolveTarget(src, from, match[1]))
      .filter((to) => to !== undefined && unitOf(to) !== unitOf(from))
      .map((to) => ({ from, to, direction: direction(from, to) })),
  );
}
