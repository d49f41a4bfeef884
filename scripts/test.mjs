// `npm test`: format, citations of docs/, typecheck, lint, unit and component tests, API tests (on the
// embedded stores, then the store-tagged ones again on throw-away PostgreSQL and ClickHouse servers:
// docs/testing.md#engines-in-the-tests), the stories in Chromium, the JavaScript each route of the built
// console loads against its budget (docs/architecture.md#bundle-budgets), the built Storybook opened as a
// designer opens it, the e2e suite against the built console and the real server, and the packed packages in an
// app of their own (docs/architecture.md#publishable-packages).
//
// The steps run in rounds, side by side within one (docs/testing.md#the-test-run); a failing step stops
// the others and the run. At the end (or at the failure) it prints each step's start and time and the steps'
// CPU time, so a slow step is seen, not guessed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { chromiumInstalled, chromiumPath, debianChromiums } from './chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const started = Date.now();
/** What the summary lists: `{ title, seconds, cpu?, status, started? }`, a step's `started` a Date.now(). */
const rows = [];
if (process.env.CI_INSTALL_SECONDS) {
  rows.push({ title: 'npm install (.ci/run)', seconds: Number(process.env.CI_INSTALL_SECONDS), status: '✓' });
}

/** The CPU seconds of this process's ended children and theirs, from /proc (Linux); 0 elsewhere. */
function childrenCpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    // cutime and cstime, fields 16 and 17 of stat(5), counted from field 3 after the command's name.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return 0;
  }
}

const seconds = (from) => (Date.now() - from) / 1000;
const minutes = (value) => {
  // Rounded once, so 899.6 s reads 15:00, not 14:60.
  const seconds = Math.round(value);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

function printSummary(outcome) {
  const total = seconds(started) + (Number(process.env.CI_INSTALL_SECONDS) || 0);
  console.log(`\n━━ step times (${outcome}) ━━`);
  for (const row of rows) {
    const cpu = row.cpu === undefined ? '' : `   CPU ${minutes(row.cpu)}`;
    const from = row.started === undefined ? '' : `   from ${minutes((row.started - started) / 1000)}`;
    console.log(`${row.status} ${minutes(row.seconds).padStart(6)}  ${row.title}${cpu}${from}`);
  }
  console.log(`  ${minutes(total).padStart(6)}  in all`);
}

/** How many of a failed step's lines that name a failure, and of its last lines, are printed again. */
const failureLinesShown = 80;
const lastLinesShown = 40;
/** A line of a test runner's output that names a failure (Vitest, Playwright, Nx, our scripts). */
const failureLine = /\bFAIL\b|\bfailed\b|Error\b|^\s*[-+] |[✗×✘]/;
/** A passed test's line, whatever its name says (a story named Error). */
const passedLine = /^\s*✓/;
// eslint-disable-next-line no-control-regex -- the terminal's colour codes, taken off before matching
const colourCode = /\u001b\[[0-9;]*m/g;

function fail(title, code, output = []) {
  console.error(`\n✗ ${title} failed (exit ${code})`);
  printSummary('failed');
  // The side-by-side steps' lines are interleaved, a test runner's failure may be followed by pages of the
  // DOM it saw, and a CI log may be read from its end only: the failed step's lines that name a failure
  // (assertions, diffs, FAIL) and its last lines come again here, last.
  if (output.length) {
    const plain = output.map((line) => line.replace(colourCode, ''));
    const failures = plain
      .filter((line) => failureLine.test(line) && !passedLine.test(line))
      .slice(-failureLinesShown);
    console.error(`\n━━ the lines of ${title} that name a failure (the last ${failureLinesShown}) ━━`);
    for (const line of failures) console.error(line);
    console.error(`\n━━ the last ${lastLinesShown} lines of: ${title} ━━`);
    for (const line of plain.slice(-lastLinesShown)) console.error(line);
    console.error(`\n✗ ${title} failed (exit ${code})`);
  }
  process.exit(typeof code === 'number' && code > 0 ? code : 1);
}

/** A step on its own, its output straight to the terminal. */
function run(title, command, args, options = {}) {
  console.log(`\n━━ ${title} ━━\n$ ${[command, ...args].join(' ')}`);
  const from = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  const ok = result.status === 0;
  rows.push({ title, seconds: seconds(from), status: ok ? '✓' : '✗' });
  if (!ok) fail(title, result.status ?? result.signal);
}

/**
 * The steps, each a list of commands run in turn, every step starting once the steps it comes `after` have
 * passed, so steps that do not need each other run side by side (docs/testing.md#the-test-run); every
 * line they print is prefixed with the step's label. The first failure stops the others.
 */
async function runSteps(steps) {
  const labels = steps.map((step) => step.label);
  console.log(`\n━━ ${labels.join(', ')} ━━`);
  const from = Date.now();
  const cpuBefore = childrenCpuSeconds();
  const running = new Set();
  let failure;
  /** Each step's outcome, true once it passed, by label. */
  const done = new Map();
  const runStep = async (step) => {
    const passed = await Promise.all((step.after ?? []).map((label) => done.get(label)));
    if (failure || !passed.every(Boolean)) return false;
    const stepFrom = Date.now();
    /** The step's lines, printed in part again if it fails. */
    const output = [];
    for (const [command, args, options = {}] of step.commands) {
      if (failure) return false;
      console.log(`[${step.label}] $ ${[command, ...args].join(' ')}`);
      // A step that only computes yields the CPU to those that wait on time (docs/testing.md#the-test-run).
      const [program, programArgs] =
        step.yields && nice ? [nice, ['-n', '10', command, ...args]] : [command, args];
      const child = spawn(program, programArgs, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...options });
      running.add(child);
      for (const stream of [child.stdout, child.stderr]) {
        createInterface({ input: stream }).on('line', (line) => {
          console.log(`[${step.label}] ${line}`);
          output.push(line);
        });
      }
      const [code, signal] = await new Promise((resolve) => child.on('close', (...end) => resolve(end)));
      running.delete(child);
      if (code !== 0) {
        if (!failure) {
          failure = { title: step.title, code: code ?? signal, output };
          for (const other of running) other.kill('SIGTERM');
        }
        rows.push({ title: step.title, seconds: seconds(stepFrom), status: '✗', started: stepFrom });
        return false;
      }
    }
    rows.push({ title: step.title, seconds: seconds(stepFrom), status: '✓', started: stepFrom });
    console.log(`[${step.label}] ✓ ${step.title} (${minutes(seconds(stepFrom))})`);
    return true;
  };
  for (const step of steps) done.set(step.label, runStep(step));
  await Promise.all(done.values());
  rows.push({
    title: 'every step',
    seconds: seconds(from),
    cpu: childrenCpuSeconds() - cpuBefore,
    status: failure ? '✗' : '✓',
  });
  if (failure) fail(failure.title, failure.code, failure.output);
}

/**
 * The browser tests need a Chromium: `CHROMIUM_PATH`'s, else Debian's headless shell, which a run as root
 * installs when it is missing (the tests take less CPU in it than in the browser build,
 * docs/testing.md#end-to-end-runs); a machine that cannot install it uses Debian's browser build if it has it.
 */
function ensureChromium() {
  if (process.env.CHROMIUM_PATH ? chromiumInstalled() : existsSync(debianChromiums[0])) return;
  const canInstall = !process.env.CHROMIUM_PATH && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    if (chromiumInstalled()) return;
    console.error(
      `\n✗ No Chromium at ${chromiumPath()}. Install Debian's (apt-get install chromium-headless-shell ` +
        'fonts-noto-cjk) or set CHROMIUM_PATH to a Chromium binary, then run npm test again.',
    );
    process.exit(1);
  }
  console.log("\nInstalling Debian's headless Chromium and a CJK font with apt-get (once per machine).");
  run('apt-get update', 'apt-get', ['update', '-qq']);
  const packages = ['chromium-headless-shell', 'fonts-noto-cjk'];
  run('apt-get install chromium-headless-shell', 'apt-get', ['install', '-y', '-qq', ...packages], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

// Nx reuses within the run what a step already built. On CI its cache is the clone's own (.nx/cache, empty on
// a clean clone), so every check runs afresh rather than replaying results this machine kept from other runs.
if (process.env.CI) process.env.NX_CACHE_DIRECTORY = `${root}.nx/cache`;
const nx = ['nx', 'run-many', '--outputStyle=static', '--parallel=2'];
/** The server's tests of the fact store and the sync, run on one ClickHouse server besides the cluster. */
const singleServerTests = [
  'src/stores/',
  'src/provider/restated-days.test.ts',
  'src/provider/report-sync.test.ts',
  'src/report-centre/keyword-weeks.test.ts',
];
/** coreutils' nice, which starts a command at a lower CPU priority; none on Windows. */
const nice = ['/usr/bin/nice', '/bin/nice'].find((path) => existsSync(path));

ensureChromium();
const checks = ['format', 'docs', 'types', 'build'];
const tests = ['unit', 'server', 'engines', 'stories', 'consumer'];
// Three rounds (docs/testing.md#the-test-run): the checks and the build, with the server's tests on the
// embedded stores and on the engines from the start (their long runs of one process end before the round of
// tests does); the other tests; then the e2e suite with two workers, starting beside the stories' last
// minutes (their one browser left a core idle), the Storybook's build and check after the stories. The steps
// that only compute run at a lower CPU priority. A step's `after` names steps listed before it.
await runSteps([
  { label: 'format', title: 'format', yields: true, commands: [['npx', ['prettier', '--check', '.']]] },
  {
    label: 'docs',
    title: "the docs against the tree; the packages' API reports and changesets",
    yields: true,
    commands: [
      ['npm', ['run', 'check:docs']],
      // Every change to a published package's API has its report and a changeset (docs/architecture.md#api-reports).
      ['npm', ['run', 'api:check']],
    ],
  },
  {
    label: 'types',
    title: "typecheck and lint, the packages' installed dependencies, and the Storybook configuration",
    yields: true,
    commands: [
      // One ESLint over every project, and every project's types once in four programs (docs/testing.md#typecheck).
      ['npm', ['run', 'lint']],
      ['npm', ['run', 'typecheck']],
    ],
  },
  {
    label: 'build',
    title: 'build the console and the server; the JavaScript each route loads, against its budget',
    commands: [
      ['npx', [...nx, '-t', 'build', '-p', '@adconsole/console', '@adconsole/server']],
      ['npm', ['run', 'check:bundles']],
    ],
  },
  {
    label: 'unit',
    title: 'unit, component and API tests of the packages and the console',
    after: checks,
    commands: [['npx', [...nx, '-t', 'test', '--exclude', '@adconsole/server']]],
  },
  {
    label: 'server',
    title: "the server's tests on its embedded stores",
    commands: [['npx', ['nx', 'run', '@adconsole/server:test', '--outputStyle=static']]],
  },
  {
    label: 'engines',
    title:
      'the store-tagged server tests again on PostgreSQL and a ClickHouse cluster of two shards; the fact store tests on one ClickHouse server',
    commands: [
      [
        'node',
        ['../../scripts/engines.mjs', '--cluster', '--', 'npx', 'vitest', 'run'],
        { cwd: `${root}apps/server` },
      ],
      // One server's tables are the embedded engine's, on another engine: the tests of the store and the sync
      // (docs/testing.md#engines-in-the-tests).
      [
        'node',
        ['../../scripts/engines.mjs', '--', 'npx', 'vitest', 'run', ...singleServerTests],
        { cwd: `${root}apps/server` },
      ],
    ],
  },
  {
    label: 'stories',
    title: 'stories in Chromium',
    after: checks,
    commands: [['npx', ['vitest', 'run', '--config', 'vitest.stories.config.ts']]],
  },
  {
    label: 'consumer',
    title: 'the packages in a scratch app outside the workspace',
    after: checks,
    commands: [['node', ['scripts/consumer-test.mjs']]],
  },
  {
    label: 'storybook',
    title: 'build the Storybook and open it from a file server',
    yields: true,
    after: ['stories'],
    commands: [
      ['npm', ['run', 'build-storybook']],
      ['npm', ['run', 'check:storybook']],
    ],
  },
  {
    label: 'e2e',
    title: 'end-to-end in Chromium, two workers',
    after: tests.filter((label) => label !== 'stories'),
    commands: [
      ['npx', ['playwright', 'test'], { cwd: `${root}e2e`, env: { ...process.env, E2E_WORKERS: '2' } }],
    ],
  },
]);
printSummary('passed');
console.log('\n✓ all test steps passed');
