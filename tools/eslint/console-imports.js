import path from 'node:path';
import { consoleFloors, direction, floorOf, isHarness, unitOf } from './console-floors.js';

const docs = 'docs/architecture.md#layers-and-packages';
const pagesFloor = consoleFloors.findIndex((floor) => floor.includes('pages'));

const inside = (dir, target) => {
  const relative = path.relative(dir, target);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
};

/**
 * Where a console file may import from (docs/architecture.md#layers-and-packages):
 * - never the server's source (`@adconsole/server`, or a path into `apps/server`): what both sides need lives
 *   in a pure core such as `@adconsole/api-client/contract`;
 * - its own folder or a lower floor (tools/eslint/console-floors.js), never a higher one nor another folder of
 *   its floor, so the folders cannot import each other in circles; a page never another page: what two pages
 *   share belongs in a folder below them or a package. Tests, stories and their harness stand beside the floors;
 * - above the pages, never a page statically: the route registry loads pages with `import()`, so each page's
 *   code loads when it is opened and the shell does not grow with the pages.
 */
export const consoleImports = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Keep the console off the server source, its folders on their floors and its pages apart.',
    },
    schema: [],
    messages: {
      serverSource: `The console imports server source '{{source}}': share it through a pure core such as @adconsole/api-client/contract (${docs}).`,
      crossPage: `Page '{{from}}' imports page '{{to}}': move what they share into a folder below the pages or a package (${docs}).`,
      up: `'{{from}}' imports '{{to}}', a higher floor: move what both need down (tools/eslint/console-floors.js, ${docs}).`,
      sideways: `'{{from}}' imports '{{to}}', a folder of its own floor: move what both need down (tools/eslint/console-floors.js, ${docs}).`,
      unplaced: `'{{folder}}' is on no floor of the console: add it to tools/eslint/console-floors.js (${docs}).`,
      shellImportsPage: `'{{from}}' imports page '{{to}}' statically: load pages lazily with import() in page-loading/route-registry.ts (${docs}).`,
    },
  },
  create(context) {
    const file = context.filename;
    const marker = `${path.sep}apps${path.sep}console${path.sep}`;
    const at = file.lastIndexOf(marker);
    if (at < 0) return {};
    const root = file.slice(0, at);
    const serverDir = path.join(root, 'apps', 'server');
    const srcDir = path.join(root, 'apps', 'console', 'src');
    const pagesDir = path.join(srcDir, 'pages');
    const inSrc = (target) => path.relative(srcDir, target).split(path.sep).join('/');
    const from = inside(srcDir, file) ? inSrc(file) : undefined;
    const floored = from !== undefined && !isHarness(from);

    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const target = source.startsWith('.')
        ? path.resolve(path.dirname(file), source)
        : path.isAbsolute(source)
          ? source
          : undefined;
      if (/^@adconsole\/server(\/|$)/.test(source) || (target && inside(serverDir, target))) {
        context.report({ node, messageId: 'serverSource', data: { source } });
        return;
      }
      if (!from || !target || !inside(srcDir, target)) return;
      const to = inSrc(target);
      const [fromUnit, toUnit] = [unitOf(from), unitOf(to)];
      if (fromUnit === toUnit) return;
      const fromPage = inside(pagesDir, file);
      if (fromPage && inside(pagesDir, target)) {
        const data = { from: fromUnit.slice('pages/'.length), to: toUnit.slice('pages/'.length) };
        context.report({ node, messageId: 'crossPage', data });
        return;
      }
      if (!floored) return;
      const way = direction(from, to);
      if (way === 'up' || way === 'sideways') {
        context.report({ node, messageId: way, data: { from, to } });
      } else if (inside(pagesDir, target) && floorOf(from) > pagesFloor && node.type !== 'ImportExpression') {
        context.report({ node, messageId: 'shellImportsPage', data: { from, to: toUnit } });
      }
    };
    return {
      Program(node) {
        if (floored && floorOf(from) < 0) {
          context.report({ node, messageId: 'unplaced', data: { folder: from.split('/')[0] } });
        }
      },
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
