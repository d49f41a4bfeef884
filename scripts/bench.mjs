// `npm run bench`: the report engine benchmark, the export benchmark, the load and crash benchmark (the
// console's 100 users thinking and at saturation, docs/testing.md#load-bench, then the bench profile's
// runs and a killed export), the template import benchmark, the picture list benchmark, the alert benchmark,
// the scheduled reports benchmark, the sync benchmark and the engines benchmark (embedded stores against PostgreSQL and a ClickHouse server; apps/server/bench),
// and the move from one report page to another in Chromium (scripts/navigation-bench.mjs, on the built
// console), one after the other, run from the TypeScript sources and stopped if they run longer than
// BENCH_TIMEOUT_MINUTES (40; the load bench's 100 accounts take minutes to sync): each removes its data folder
// either way. Names given run only those benches: `npm run bench -- report engines`; the agency bench runs only
// when named (`npm run bench -- agency`) and keeps its folder for the next run. Each bench that
// finishes has its output written into its section of docs/measurements.md (scripts/measurements.mjs), so
// the figures are kept where they are produced rather than copied into the docs by hand.
import { spawn } from 'node:child_process';
import { recordBench } from './measurements.mjs';

const root = new URL('..', import.meta.url).pathname;
const timeoutMs = Number(process.env.BENCH_TIMEOUT_MINUTES ?? 40) * 60_000;
const allBenches = [
  'report',
  'export',
  'load',
  'import',
  'picture',
  'alert',
  'schedule',
  'sync',
  'engines',
  'navigation',
];
/**
 * Benches run only when named: the agency bench builds two years of 500 accounts the first time, which takes
 * longer than every other bench together (docs/testing.md#agency-bench).
 */
const namedOnly = ['agency'];
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !allBenches.includes(name) && !namedOnly.includes(name));
if (unknown.length > 0) {
  console.error(`bench: no bench named ${unknown.join(', ')} (${[...allBenches, ...namedOnly].join(', ')})`);
  process.exit(1);
}
/** A bench's command and folder: the server's run from its TypeScript sources, navigation as a script. */
function benchCommand(name) {
  if (name === 'navigation') return [process.execPath, [`${root}scripts/navigation-bench.mjs`], root];
  // --expose-gc: the report bench measures the server's memory with its garbage collected; with glibc's
  // threshold fixed, freed answer buffers go back to the system (docs/architecture.md#chdb-memory).
  const tsx = `${root}node_modules/.bin/tsx`;
  return [
    tsx,
    ['--expose-gc', '--conditions=@adconsole/source', `bench/${name}-bench.ts`],
    `${root}apps/server`,
  ];
}
const benches = chosen.length > 0 ? chosen : allBenches;
let child;
const timer = setTimeout(() => {
  console.error(`bench: stopped after ${timeoutMs / 60_000} minutes`);
  child?.kill('SIGTERM');
}, timeoutMs);
const stop = () => child?.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const bench of benches) {
  const [command, args, cwd] = benchCommand(bench);
  child = spawn(command, args, {
    cwd,
    stdio: ['inherit', 'pipe', 'inherit'],
    env: { MALLOC_MMAP_THRESHOLD_: '1048576', ...process.env },
  });
  // The output goes to the terminal as it comes, and into the page once the bench has passed.
  const output = [];
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    output.push(chunk);
  });
  const [code, signal] = await new Promise((resolve) => child.on('close', (...end) => resolve(end)));
  if (code !== 0) {
    clearTimeout(timer);
    process.exit(code ?? (signal ? 1 : 0));
  }
  recordBench(`${root}docs/measurements.md`, bench, Buffer.concat(output).toString('utf8'));
}
clearTimeout(timer);
