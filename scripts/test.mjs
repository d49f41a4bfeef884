// `npm test`: format, citations of docs/, typecheck, lint, unit and component tests, API tests (on the
// embedded stores, then again on throw-away PostgreSQL and ClickHouse servers:
// docs/architecture.md#engines-in-the-tests), the stories in Chromium, the JavaScript each route of the built console loads against its budget
// (docs/architecture.md#bundle-budgets), then the e2e suite against the built console and the real server, then
// the packed packages in an app of their own (docs/architecture.md#publishable-packages). Stops at the first
// failing step.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumInstalled, chromiumPath } from './chromium.mjs';

const root = new URL('..', import.meta.url).pathname;

function run(title, command, args, options = {}) {
  console.log(`\n━━ ${title} ━━\n$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
}

/** The browser tests need a Chromium; on a fresh machine run as root, Debian's is installed here. */
function ensureChromium() {
  if (chromiumInstalled()) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get') || process.env.CHROMIUM_PATH) {
    console.error(
      `\n✗ No Chromium at ${chromiumPath()}. Install Debian's (apt-get install chromium fonts-noto-cjk) ` +
        'or set CHROMIUM_PATH to a Chromium binary, then run npm test again.',
    );
    process.exit(1);
  }
  console.log(
    "\nNo Chromium found: installing Debian's chromium and a CJK font with apt-get (once per machine).",
  );
  run('apt-get update', 'apt-get', ['update', '-qq']);
  run('apt-get install chromium', 'apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-cjk'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

// CI runs every task afresh rather than replaying Nx's cache of this machine.
const nx = [
  'nx',
  'run-many',
  '--outputStyle=static',
  '--parallel=2',
  ...(process.env.CI ? ['--skip-nx-cache'] : []),
];
ensureChromium();
run('format', 'npx', ['prettier', '--check', '.']);
run('the docs against the tree', 'npm', ['run', 'check:docs']);
run('typecheck and lint', 'npx', [...nx, '-t', 'typecheck', 'lint']);
run('typecheck the Storybook configuration', 'npx', ['tsc', '-p', '.storybook/tsconfig.json']);
run('unit, component and API tests', 'npx', [...nx, '-t', 'test']);
run(
  'the server tests again on PostgreSQL and a ClickHouse server',
  'node',
  ['../../scripts/engines.mjs', '--', 'npx', 'vitest', 'run'],
  {
    cwd: `${root}apps/server`,
  },
);
run('stories in Chromium', 'npx', ['vitest', 'run', '--config', 'vitest.stories.config.ts']);
run('build the console and the server', 'npx', [
  ...nx,
  '-t',
  'build',
  '-p',
  '@adconsole/console',
  '@adconsole/server',
]);
run('the JavaScript each route loads, against its budget', 'npm', ['run', 'check:bundles']);
run('end-to-end in Chromium', 'npx', ['playwright', 'test'], { cwd: `${root}e2e` });
run('the packages in a scratch app outside the workspace', 'node', ['scripts/consumer-test.mjs']);
console.log('\n✓ all test steps passed');
