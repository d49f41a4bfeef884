// `npm run bench`: the report engine benchmark, the export benchmark, the load and crash benchmark, the
// template import benchmark, the picture list benchmark and the engines benchmark (embedded stores against
// PostgreSQL and a ClickHouse server; apps/server/bench), one after the other, run from
// the TypeScript sources and stopped if they run longer than BENCH_TIMEOUT_MINUTES (15): each removes its data
// folder either way.
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const timeoutMs = Number(process.env.BENCH_TIMEOUT_MINUTES ?? 15) * 60_000;
const benches = [
  'bench/report-bench.ts',
  'bench/export-bench.ts',
  'bench/load-bench.ts',
  'bench/import-bench.ts',
  'bench/picture-bench.ts',
  'bench/engines-bench.ts',
];
let child;
const timer = setTimeout(() => {
  console.error(`bench: stopped after ${timeoutMs / 60_000} minutes`);
  child?.kill('SIGTERM');
}, timeoutMs);
const stop = () => child?.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const bench of benches) {
  child = spawn(`${root}node_modules/.bin/tsx`, ['--conditions=@adconsole/source', bench], {
    cwd: `${root}apps/server`,
    stdio: 'inherit',
  });
  const [code, signal] = await new Promise((resolve) => child.on('exit', (...end) => resolve(end)));
  if (code !== 0) {
    clearTimeout(timer);
    process.exit(code ?? (signal ? 1 : 0));
  }
}
clearTimeout(timer);
