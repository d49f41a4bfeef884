import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text the server sends as it is: scripts, styles, pages, SVG pictures, JSON. Fonts and pictures are packed already. */
const compressible = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes each compressible file of the build beside itself as `x.js.br` (brotli, quality 11) and `x.js.gz`
 * (gzip, level 9), where that saves bytes; the server picks one by the request's `Accept-Encoding`
 * (docs/architecture.md#compression-and-caching). Done once at build, so the slowest, smallest levels cost
 * the server nothing. The build's manifest (`.vite/`) is not served and stays as it is.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'adconsole:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && compressible.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name))
        .filter((file) => !path.relative(outDir, file).startsWith('.'));
      await Promise.all(
        files.map(async (file) => {
          const text = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(text, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
              },
            }),
            gzipped(text, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < text.length) await writeFile(`${file}.br`, br);
          if (gz.length < text.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}
