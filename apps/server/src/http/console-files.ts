import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * How long a browser may keep a file of the built console (docs/architecture.md#compression-and-caching), by
 * its path in the console's folder: Vite's `assets/` names carry a hash of their content, so a name always
 * means the same bytes and is kept a year without asking; a page (`index.html`, which every page path answers)
 * is asked for again each time, so a new build's scripts are seen at once (a 304 when nothing changed); the
 * other files of `public/` (`color-scheme.js`, `favicon.svg`) keep their names across builds and are kept ten
 * minutes.
 */
export function consoleCacheControl(file: string): string {
  if (/^assets\/.+-[\w-]{8,}\.\w+$/.test(file)) return 'public, max-age=31536000, immutable';
  if (file.endsWith('.html')) return 'no-cache';
  return 'public, max-age=600, must-revalidate';
}

/** The endings of the compressed copies the build writes beside a file (`apps/console/precompress.ts`). */
const compressedCopy = /\.(?:br|gz)$/;

/**
 * Serves the built console: each file as the build wrote it, or its brotli or gzip copy when the request
 * accepts one (`Accept-Encoding`: br, then gzip, then the file itself; `Vary: Accept-Encoding`), with an ETag
 * and a Last-Modified for 304s. The copies and source maps are no routes of their own: a `.map` answers 404
 * like any missing file, should one be in the folder.
 */
export async function registerConsoleFiles(app: FastifyInstance, consoleDir: string) {
  await app.register(fastifyStatic, {
    root: consoleDir,
    wildcard: false,
    // `/` is a page like any other: the app's not-found handler chooses its file (docs/architecture.md#console-page).
    index: false,
    globIgnore: ['**/*.map', '**/*.br', '**/*.gz'],
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const file = path.relative(consoleDir, filePath).split(path.sep).join('/').replace(compressedCopy, '');
      reply.header('cache-control', consoleCacheControl(file));
    },
  });
}
