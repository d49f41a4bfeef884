// Runs the e2e files in a seeded random order, to show that no file depends on what an earlier file left on
// its worker's server (docs/testing.md#end-to-end-runs). Playwright runs files in alphabetical order and has
// no shuffle of its own, so this copies them, numbered in the shuffled order, into `.shuffled/` beside
// `tests/` (their imports stay valid) and runs that folder. `npm run e2e:shuffled -- --seed 7 [playwright args]`;
// without a seed it picks one and prints it, so a failing order can be run again.
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const args = process.argv.slice(2);
const seedAt = args.indexOf('--seed');
const seed = seedAt >= 0 ? Number(args[seedAt + 1]) : Math.floor(Math.random() * 2 ** 31);
if (!Number.isInteger(seed)) throw new Error(`--seed takes a whole number, not ${args[seedAt + 1]}`);
const playwrightArgs = seedAt >= 0 ? args.toSpliced(seedAt, 2) : args;

/** Mulberry32: a small seeded generator, the same order for the same seed on every machine. */
function random(state) {
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `files` in the order of a Fisher–Yates shuffle by `seed`. */
function shuffle(files, seed) {
  const next = random(seed);
  const order = [...files];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}

const files = readdirSync(`${here}tests`)
  .filter((name) => name.endsWith('.spec.ts'))
  .sort();
const order = shuffle(files, seed);
const target = `${here}.shuffled`;
rmSync(target, { recursive: true, force: true });
order.forEach((name, index) =>
  cpSync(`${here}tests/${name}`, `${target}/${String(index).padStart(3, '0')}-${name}`),
);
console.log(`Seed ${seed}: ${order.join(' ')}`);
try {
  const run = spawnSync('npx', ['playwright', 'test', ...playwrightArgs], {
    cwd: here,
    stdio: 'inherit',
    env: { ...process.env, E2E_TEST_DIR: '.shuffled' },
  });
  console.log(`Seed ${seed}: ${run.status === 0 ? 'passed' : 'failed'}`);
  process.exitCode = run.status ?? 1;
} finally {
  rmSync(target, { recursive: true, force: true });
}
