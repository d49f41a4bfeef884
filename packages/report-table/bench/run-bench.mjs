// `npm run bench -w @adconsole/report-table`: runs the shared table-bench harness with the ReportTable
// adapter. The harness folder is read-only and shared, so it is copied into bench/.harness (ignored by
// git) and its dependencies are installed there; this package is built first, since the adapter uses
// the built package as other tools do. Arguments go to the harness, e.g. `-- --runs 3`;
// without --variants it runs aggrid, the candidate (ReportTable) and `stub`, the harness's own bare
// virtualised table, and then prints ReportTable ÷ stub for each reading. `-- --resize` runs the resize
// round instead (bench/resize-round.mjs). TABLE_BENCH_DIR names another harness folder.
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

/** Runs a command; a failure ends this script with its status unless `keepGoing` (then it is returned). */
function run(command, args, cwd, env = process.env, keepGoing = false) {
  console.log(`\n$ ${[command, ...args].join(' ')}  (in ${cwd})`);
  const result = spawnSync(command, args, { cwd, env, stdio: 'inherit' });
  if (result.status !== 0 && !keepGoing) process.exit(result.status ?? 1);
  return result.status ?? 1;
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

// The copy learns a fourth variant, `stub`: the harness's own candidate-stub.jsx, built beside our candidate
// so that the two run interleaved in one run and their ratio holds under load (docs/architecture.md#report-table
// sets the goal as that ratio). The shared harness is read-only and knows only aggrid, plain and candidate, so
// its copy is patched here; a harness whose text no longer matches stops the bench rather than run without it.
function patchCopy(file, edits) {
  const path = join(harness, file);
  let text = readFileSync(path, 'utf8');
  for (const [from, to] of edits) {
    if (!text.includes(from)) {
      console.error(`Cannot add the stub variant: ${file} no longer contains ${JSON.stringify(from)}.`);
      process.exit(1);
    }
    text = text.replace(from, to);
  }
  writeFileSync(path, text);
}
patchCopy('bench.config.mjs', [
  [
    "export const VARIANTS = ['aggrid', 'plain', 'candidate'];",
    "export const VARIANTS = ['aggrid', 'plain', 'candidate', 'stub'];",
  ],
  [
    '    default:\n      throw new Error(`unknown variant',
    "    case 'stub':\n      return DEFAULT_CANDIDATE;\n    default:\n      throw new Error(`unknown variant",
  ],
]);

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
  if (!args.includes('--variants')) args.push('--variants', 'aggrid,candidate,stub');
  const outAt = args.indexOf('--out');
  const out = outAt < 0 ? join(harness, 'results') : resolve(harness, args[outAt + 1]);
  const before = new Set(existsSync(out) ? readdirSync(out) : []);
  // A failed step still leaves a results file (the harness exits 1): its ratios print, then the status.
  const status = run('node', ['run.mjs', ...args], harness, env, true);
  printStubRatios(out, before);
  if (status !== 0) process.exit(status);
}

/** ReportTable ÷ stub, median ÷ median, from the results file the run just wrote. */
function printStubRatios(out, before) {
  const file = readdirSync(out)
    .filter((name) => /^run-.*\.json$/.test(name) && !before.has(name))
    .sort()
    .at(-1);
  if (!file) return console.error(`No new results JSON in ${out}.`);
  const { summary } = JSON.parse(readFileSync(join(out, file), 'utf8'));
  if (!summary.mountPainted?.stub || !summary.mountPainted?.candidate) {
    return console.log(`\n(${file}: no candidate and stub readings to compare)`);
  }
  const readings = [
    ['mountPainted', 'a  mount → first row painted (ms)'],
    ['sortPaint', 'b  sort by cost desc → painted (ms)'],
    ['mountRaf2', '   mount, double-rAF (ms)'],
    ['fcp', '   mount → FCP (ms)'],
    ['mountSync', '   mount() synchronous part (ms)'],
    ['scrollMidPaint', '   scroll to middle (ms)'],
    ['scrollEndPaint', '   scroll to end (ms)'],
    ['domEls', '   elements in the container'],
    ['heapDelta', '   JS heap growth (MiB)'],
    ['jsGzipKiB', '   JS gzip (KiB)'],
  ];
  const value = (entry) => (typeof entry === 'number' ? entry : entry?.median);
  const lines = [`\nReportTable ÷ stub (${file}; medians; target ≤ ×1.20 for a and b):`];
  for (const [id, label] of readings) {
    const stub = value(summary[id]?.stub);
    const candidate = value(summary[id]?.candidate);
    if (typeof stub !== 'number' || typeof candidate !== 'number') continue;
    const ratio = stub ? `×${(candidate / stub).toFixed(2)}` : '–';
    lines.push(
      `  ${label.padEnd(38)} stub ${stub.toFixed(1).padStart(8)}  candidate ${candidate.toFixed(1).padStart(8)}  ${ratio}`,
    );
  }
  console.log(lines.join('\n'));
}
