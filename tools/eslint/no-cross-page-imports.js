import path from 'node:path';

/**
 * Pages never import each other (DESIGN §1): a file under `<pagesDir>/<page>/` may not import from
 * `<pagesDir>/<other page>/`. What two pages share belongs in a package.
 */
export const noCrossPageImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports between console pages.' },
    schema: [],
    messages: {
      crossPage: "Page '{{from}}' imports page '{{to}}': move what they share into a package.",
    },
  },
  create(context) {
    const file = context.filename;
    const marker = `${path.sep}apps${path.sep}console${path.sep}src${path.sep}pages${path.sep}`;
    const at = file.indexOf(marker);
    if (at < 0) return {};
    const pagesDir = file.slice(0, at + marker.length);
    const pageOf = (p) => path.relative(pagesDir, p).split(path.sep)[0];
    const from = pageOf(file);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      if (!target.startsWith(pagesDir)) return;
      const to = pageOf(target);
      if (to && to !== from) context.report({ node, messageId: 'crossPage', data: { from, to } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
