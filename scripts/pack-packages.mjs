// `npm run pack:packages`: builds the publishable packages and writes their tarballs to dist/packages/, as
// `npm publish` would send them (docs/architecture.md#publishable-packages). Prints each tarball's size.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The packages a tool outside the console installs, each after the ones it depends on. */
export const publishablePackages = [
  '@adconsole/i18n',
  '@adconsole/date-range-rules',
  '@adconsole/draft-rules',
  '@adconsole/ui',
  '@adconsole/draft-editor',
  '@adconsole/api-client',
  '@adconsole/report-table-rules',
  '@adconsole/date-range',
  '@adconsole/report-table',
];

export const packDir = join(root, 'dist', 'packages');

/** Runs a command in the workspace; returns its output when `capture`, else lets it print. */
function run(command, args, capture = false) {
  const stdio = ['ignore', capture ? 'pipe' : 'inherit', 'inherit'];
  const result = spawnSync(command, args, { cwd: root, stdio, encoding: 'utf8', maxBuffer: 1 << 26 });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
  }
  return result.stdout;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** Builds and packs every publishable package; returns what `npm pack` says of each tarball (its `filename`,
 * `name`, `version`, `integrity`, `shasum`, sizes). */
export function packPackages() {
  run('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static', '-p', ...publishablePackages]);
  rmSync(packDir, { recursive: true, force: true });
  mkdirSync(packDir, { recursive: true });
  const workspaces = publishablePackages.flatMap((name) => ['--workspace', name]);
  const packed = JSON.parse(
    run('npm', ['pack', '--json', '--pack-destination', packDir, ...workspaces], true),
  );
  console.log('tarball                                   packed    unpacked  files');
  for (const entry of packed) {
    console.log(
      `${entry.filename.padEnd(40)} ${kb(entry.size).padStart(9)} ${kb(entry.unpackedSize).padStart(10)} ${String(entry.entryCount).padStart(6)}`,
    );
  }
  writeFileSync(join(packDir, 'packed.json'), `${JSON.stringify(packed, null, 2)}\n`);
  return packed;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) packPackages();
