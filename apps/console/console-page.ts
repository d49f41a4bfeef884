import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { chunksLoaded, source, starts } from './chunk-groups.ts';

/**
 * The pages written beside `index.html`, each the same page with a `modulepreload` link for every chunk it
 * will load next (docs/architecture.md#console-page): the console's start (the early calls and the console's
 * app, with what they import), and for a report page the report page's code too. The server sends one to a
 * request that carries a session, whose page opens the console rather than the login: the browser fetches
 * that code beside the entry's, not after the entry has run and asked for it.
 */
const consolePages = {
  'console.html': [starts.early, starts.console],
  'console-report.html': [starts.early, starts.console, source('pages/report/report-page.tsx')],
};

export function consolePage(): Plugin {
  return {
    name: 'adconsole:console-page',
    apply: 'build',
    async writeBundle(options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset' || !options.dir) return;
      const output = Object.values(bundle);
      for (const [file, modules] of Object.entries(consolePages)) {
        const chunks = chunksLoaded(output, modules);
        // As Vite links the entry's own imports: module requests in cors mode, so the preloaded copy is used. The
        // chunks' styles come as stylesheets, which Vite's loader then finds and does not add again.
        const styles = new Set(chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]));
        const links = [
          ...chunks.map((chunk) => `    <link rel="modulepreload" crossorigin href="/${chunk.fileName}">\n`),
          ...[...styles].map((file) => `    <link rel="stylesheet" crossorigin href="/${file}">\n`),
        ];
        const html = String(page.source).replace('  </head>', `${links.join('')}  </head>`);
        await writeFile(path.join(options.dir, file), html);
      }
    },
  };
}
