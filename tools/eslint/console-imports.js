import path from 'node:path';

const docs = 'docs/architecture.md#layers-and-packages';

/** The console's shell: the folders of `apps/console/src` around the pages. */
const shellFolders = [
  'app',
  'layout',
  'routing',
  'session',
  'settings',
  'tags-view',
  'messages',
  'lib',
  'storybook',
];

const inside = (dir, target) => {
  const relative = path.relative(dir, target);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
};

/**
 * Where a console file may import from (docs/architecture.md#layers-and-packages):
 * - never the server's source (`@adconsole/server`, or a path into `apps/server`): what both sides need lives
 *   in a pure core such as `@adconsole/api-client/contract`;
 * - a page never another page: what two pages share belongs in a package;
 * - the shell never a page statically: the route registry loads pages with `import()`, so each page's code
 *   loads when it is opened and the shell does not grow with the pages.
 */
export const consoleImports = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Keep the console off the server source, its pages apart and its shell off the pages.',
    },
    schema: [],
    messages: {
      serverSource: `The console imports server source '{{source}}': share it through a pure core such as @adconsole/api-client/contract (${docs}).`,
      crossPage: `Page '{{from}}' imports page '{{to}}': move what they share into a package (${docs}).`,
      shellImportsPage: `The shell ('{{from}}') imports page '{{to}}' statically: load pages lazily with import() in routing/route-registry.ts (${docs}).`,
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
    const folderOf = (dir, target) => path.relative(dir, target).split(path.sep)[0];
    const fromPage = inside(pagesDir, file) ? folderOf(pagesDir, file) : undefined;
    const fromShell =
      inside(srcDir, file) && shellFolders.find((folder) => folder === folderOf(srcDir, file));

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
      if (!target || !inside(pagesDir, target)) return;
      const to = folderOf(pagesDir, target);
      if (fromPage && to !== fromPage) {
        context.report({ node, messageId: 'crossPage', data: { from: fromPage, to } });
      }
      if (fromShell && node.type !== 'ImportExpression') {
        context.report({ node, messageId: 'shellImportsPage', data: { from: fromShell, to } });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
