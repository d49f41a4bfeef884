// `npm run bench -w @adconsole/report-table`: runs the shared table-bench harness with the ReportTable
// adapter. The harness folder is read-only and shared, so it is copied into bench/.harness (ignored by
// git) and its dependencies are installed there; this package is built first, since the adapter uses
// the built package as other tools do. Arguments go to the harness, e.g. `-- --runs 3`;
// without --variants it runs aggrid and the candidate. `-- --resize` runs the resize round instead
// (bench/resize-round.mjs). TABLE_BENCH_DIR names another harness folder.
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(benchDir, '../../..');
const source = resolve(process.env.TABLE_BENCH_DIR ?? join(repoRoot, '../shared/perf/table-bench'));
const harness = join(benchDir, '.harness');
const adapter = join(benchDir, 'report-table.bench.tsx');
const ownFolders = new Set(['node_modules', 'dist', 'results']);

function run(command, args, cwd, env = process.env) {
  console.log(`\n$ ${[command, ...args].join(' ')}  (in ${cwd})`);
  const result = spawnSync(command, args, { cwd, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function makeWritable(path) {
  chmodSync(path, statSync(path).isDirectory() ? 0o755 : 0o644);
  if (statSync(path).isDirectory()) for (const entry of readdirSync(path)) makeWritable(join(path, entry));
}

if (!existsSync(join(source, 'run.mjs'))) {
  console.error(`No table-bench harness at ${source}; set TABLE_BENCH_DIR to its folder.`);
  process.exit(1);
}

// A fresh copy of the harness's own files each run; its node_modules stay unless its lock file changed.
for (const entry of readdirSync(source)) {
  if (ownFolders.has(entry)) continue;
  const target = join(harness, entry);
  if (existsSync(target)) makeWritable(target);
  rmSync(target, { recursive: true, force: true });
  cpSync(join(source, entry), target, { recursive: true });
  makeWritable(target);
}

const lock = readFileSync(join(harness, 'package-lock.json'), 'utf8');
const installedLock = join(harness, 'node_modules', '.bench-installed-lock.json');
if (!existsSync(installedLock) || readFileSync(installedLock, 'utf8') !== lock) {
  // Installs in this repository share one lock so parallel installs never collide.
  const hasFlock = spawnSync('flock', ['--version'], { stdio: 'ignore' }).status === 0;
  const install = ['npm', 'install', '--no-audit', '--no-fund'];
  if (hasFlock) run('flock', ['/tmp/adconsole-npm.lock', ...install], harness);
  else run(install[0], install.slice(1), harness);
  writeFileSync(installedLock, lock);
}

run('npx', ['nx', 'run', '@adconsole/report-table:build', '--outputStyle=static'], repoRoot);

const args = process.argv.slice(2);
const env = { ...process.env, CANDIDATE_MODULE: adapter, HARNESS_DIR: harness };
if (args.includes('--resize')) {
  // The resize round alone (bench/resize-round.mjs): a 2 s drag of the cost column's edge in each grid.
  run(
    'node',
    [join(benchDir, 'resize-round.mjs'), ...args.filter((arg) => arg !== '--resize')],
    harness,
    env,
  );
} else {
  if (!args.includes('--variants')) args.push('--variants', 'aggrid,candidate');
  run('node', ['run.mjs', ...args], harness, env);
}
