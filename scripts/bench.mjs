// `npm run bench`: the report engine benchmark (apps/server/bench), run from the TypeScript sources and
// stopped if it runs longer than BENCH_TIMEOUT_MINUTES (15): it removes its data folder either way.
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const timeoutMs = Number(process.env.BENCH_TIMEOUT_MINUTES ?? 15) * 60_000;
const child = spawn(
  `${root}node_modules/.bin/tsx`,
  ['--conditions=@adconsole/source', 'bench/report-bench.ts'],
  { cwd: `${root}apps/server`, stdio: 'inherit' },
);
const timer = setTimeout(() => {
  console.error(`bench: stopped after ${timeoutMs / 60_000} minutes`);
  child.kill('SIGTERM');
}, timeoutMs);
const stop = () => child.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code, signal) => {
  clearTimeout(timer);
  process.exit(code ?? (signal ? 1 : 0));
});
