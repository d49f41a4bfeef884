import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const docs = 'docs/decisions.md#a-pure-core-is-a-package-of-its-own';

/** A relative import or re-export, static or `import()`, in a source file's text. */
const relativeImport = /\b(?:from|import)\s*\(?\s*['"](\.\.?\/[^'"]+)['"]/g;
const isTest = (file) => /\.test\.tsx?$/.test(file);
/** Test helpers serve every folder's tests; they are no feature of the server. */
const notFeatures = new Set(['testing']);

/** The feature folder of `file` under `src` (`auth` for `src/auth/login.ts`), or null for `src`'s own files. */
function featureOf(src, file) {
  const [first, ...rest] = path.relative(src, file).split(path.sep);
  return rest.length > 0 && !first.startsWith('..') && !notFeatures.has(first) ? first : null;
}

/** Which folder imports which, from the production files under `src`, read once per lint run. */
const graphs = new Map();
function folderGraph(src) {
  if (graphs.has(src)) return graphs.get(src);
  const graph = new Map();
  for (const entry of readdirSync(src, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || isTest(entry.name)) continue;
    const from = featureOf(src, file);
    if (!from) continue;
    for (const [, source] of readFileSync(file, 'utf8').matchAll(relativeImport)) {
      const to = featureOf(src, path.resolve(path.dirname(file), source));
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from).add(to);
    }
  }
  graphs.set(src, graph);
  return graph;
}

/** A way from folder `start` to folder `goal` in the graph (`['http', 'auth']`), or null. */
function wayBetween(graph, start, goal) {
  const cameFrom = new Map([[start, null]]);
  const pending = [start];
  while (pending.length > 0) {
    const folder = pending.shift();
    if (folder === goal) {
      const way = [];
      for (let at = goal; at !== null; at = cameFrom.get(at)) way.unshift(at);
      return way;
    }
    for (const next of graph.get(folder) ?? []) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, folder);
        pending.push(next);
      }
    }
  }
  return null;
}

/**
 * The server's feature folders (`apps/server/src/<folder>/`) import each other without circles: an import from
 * one folder into another is refused when that folder already reaches back. What both need goes to the lower
 * one (a row's status type to `stores/`, a permission rule to `auth/`). `src`'s own files (`app.ts`,
 * `config.ts`) compose the features and are left out; so are tests and `testing/`.
 */
export const serverFolders = {
  meta: {
    type: 'problem',
    docs: { description: "Keep the server's feature folders free of import circles." },
    schema: [],
    messages: {
      circle: `Folder '{{from}}' imports '{{to}}', which imports it back ({{way}}): move what both need into the lower one (${docs}).`,
    },
  },
  create(context) {
    const file = context.filename;
    const marker = `${path.sep}apps${path.sep}server${path.sep}src${path.sep}`;
    const at = file.lastIndexOf(marker);
    if (at < 0 || isTest(file)) return {};
    const src = file.slice(0, at + marker.length - 1);
    const from = featureOf(src, file);
    if (!from) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = featureOf(src, path.resolve(path.dirname(file), source));
      if (!to || to === from) return;
      const way = wayBetween(folderGraph(src), to, from);
      if (way)
        context.report({ node: node.source, messageId: 'circle', data: { from, to, way: way.join(' → ') } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
