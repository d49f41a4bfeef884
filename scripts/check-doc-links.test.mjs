// The docs checker on small fixture trees, one per rule: `node --test scripts/check-doc-links.test.mjs`
// (docs/testing.md#docs-that-stay-true).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';

const checker = new URL('./check-doc-links.mjs', import.meta.url).pathname;
const scratch = mkdtempSync(path.join(tmpdir(), 'check-docs-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

const requirements = `# What it does

## Home

**Built.** The home page (\`/home/index\`).

## Administration

**Planned** (issue 9): arrives with a later release.

### Users

The users page (\`/admin/users\`) comes with it.
`;

const readme = `# fixture

\`npm start\` serves it; \`npm run bench -w @fixture/client\` times the client. \`PORT\` (8080) and
\`NODE_ENV=production\` are read by \`apps/server/src/config.ts\`; the built server is \`apps/server/dist/main.js\`.
A feature lives in \`apps/server/src/<feature>/\`, its queries are \`SELECT\` in \`JSON\`.
See [the requirements](docs/requirements.md#administration).
One file: \`cd packages/client && npx vitest run src/index.ts\`; its bench: \`cd packages/client && npm run bench\`.
Lint with \`npx flint --fix\` or \`flint --fix\`.

\`\`\`sh
PORT=9000 npm start
\`\`\`
`;

/** A tree whose docs name only what exists; `change` replaces or adds files. */
function fixture(name, change = {}) {
  const dir = path.join(scratch, name);
  const files = {
    'package.json': JSON.stringify({
      type: 'module',
      scripts: { start: 'node x', test: 'node y' },
      devDependencies: { 'fixture-lint': '1.0.0' },
    }),
    'node_modules/fixture-lint/package.json': JSON.stringify({
      name: 'fixture-lint',
      bin: { flint: 'x.js' },
    }),
    'packages/client/package.json': JSON.stringify({ name: '@fixture/client', scripts: { bench: 'z' } }),
    'packages/client/README.md': '# client\n\n`src/index.ts` is the entry.\n',
    'packages/client/src/index.ts': 'export {};\n',
    'apps/server/src/config.ts':
      "export const settings = {\n  PORT: setting({ default: '8080' }),\n};\n" +
      'export const production = process.env["NODE_ENV"];\n',
    'packages/api-client/src/contract/route-set.ts': `
      interface RouteItem { path: string; children?: RouteItem[] }
      export const fullRouteSet = (): RouteItem[] => [{ path: '/home', children: [{ path: 'index' }] }];
      export const routePaths = (routes: RouteItem[], parent = ''): string[] =>
        routes.flatMap((r) => {
          const full = r.path.startsWith('/') ? r.path : parent + '/' + r.path;
          return [full, ...routePaths(r.children ?? [], full)];
        });
    `,
    'docs/requirements.md': requirements,
    'README.md': readme,
    ...change,
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

function check(dir) {
  const run = spawnSync(process.execPath, [checker, dir], { encoding: 'utf8' });
  return { status: run.status, problems: run.stderr.split('\n').filter((line) => line.includes(': ')) };
}

test('a doc that names only what exists passes', () => {
  const { status, problems } = check(fixture('good'));
  assert.deepEqual(problems, []);
  assert.equal(status, 0);
});

const bad = [
  {
    rule: 'a repository file that does not exist',
    doc: 'The routes are in `apps/server/src/routes.ts`.',
    problem: 'README.md:3: apps/server/src/routes.ts does not exist',
  },
  {
    rule: 'a folder that does not exist, before a placeholder',
    doc: 'Pages live in `apps/console/src/pages/<page>/`.',
    problem: 'README.md:3: apps/console/src/pages/<page>/ does not exist',
  },
  {
    rule: 'a relative link that leads nowhere',
    doc: 'See [the guide](apps/server/GUIDE.md).',
    problem: 'README.md:3: the link apps/server/GUIDE.md leads nowhere',
  },
  {
    rule: 'an npm script no package.json defines',
    doc: 'Run `npm run deploy`.',
    problem: 'README.md:3: `npm run deploy`: no script "deploy" in the root package.json',
  },
  {
    rule: "a workspace's script named without its workspace",
    doc: 'Run `npm run bench -- report`.',
    problem: 'README.md:3: `npm run bench -- report`: no script "bench" in the root package.json',
  },
  {
    rule: 'a path that does not exist in the folder a command moved to',
    doc: 'One file: `cd packages/client && npx vitest run src/client.test.ts`.',
    problem: 'README.md:3: src/client.test.ts does not exist in packages/client/',
  },
  {
    rule: 'a path that exists at the root but not in the folder a command moved to',
    doc: 'Run `cd packages/client && node apps/server/src/config.ts`.',
    problem: 'README.md:3: apps/server/src/config.ts does not exist in packages/client/',
  },
  {
    rule: 'a folder to move to that does not exist',
    doc: 'Run `cd packages/clients && npx vitest run`.',
    problem: 'README.md:3: packages/clients does not exist',
  },
  {
    rule: 'a script the package of the folder a command moved to does not have',
    doc: 'Run `cd packages/client && npm run deploy`.',
    problem: 'README.md:3: `npm run deploy`: no script "deploy" in @fixture/client package.json',
  },
  {
    rule: "a root script run in a package's folder",
    doc: 'Run `cd packages/client && npm start`.',
    problem: 'README.md:3: `npm start`: no script "start" in @fixture/client package.json',
  },
  {
    rule: 'a command the repository has not got',
    doc: 'Run `duplicates --change` before you hand in a change.',
    problem: 'README.md:3: `duplicates`: no such command in the repository',
  },
  {
    rule: 'a command npx would fetch rather than find installed',
    doc: 'Run `npx cowsay --help`.',
    problem: 'README.md:3: `cowsay`: no such command in the repository',
  },
  {
    rule: 'an environment variable no source reads',
    doc: '`WORKERS` sets how many processes start.',
    problem: 'README.md:3: `WORKERS`: no source reads this environment variable',
  },
  {
    rule: 'an environment variable set in a code block that no source reads',
    doc: '```sh\nE2E_PORT=9000 npm test\n```',
    problem: 'README.md:4: `E2E_PORT`: no source reads this environment variable',
  },
];

for (const { rule, doc, problem } of bad) {
  test(`flags ${rule}`, () => {
    const name = rule.replace(/\W+/g, '-');
    const { status, problems } = check(fixture(name, { 'README.md': `# fixture\n\n${doc}\n` }));
    assert.deepEqual(problems, [problem]);
    assert.equal(status, 1);
  });
}

test("flags `src/…` in a package's README that the package lacks", () => {
  const { problems } = check(
    fixture('package-readme', { 'packages/client/README.md': '# client\n\n`src/client.ts` is the entry.\n' }),
  );
  assert.deepEqual(problems, ['packages/client/README.md:3: src/client.ts does not exist']);
});

test('flags a served route under a heading marked planned', () => {
  const planned = requirements.replace('`/admin/users`', '`/home/index`');
  const { problems } = check(fixture('planned-section', { 'docs/requirements.md': planned }));
  assert.deepEqual(problems, [
    'docs/requirements.md:13: `/home/index` is marked planned, but the route set serves it',
  ]);
});

test('flags a served route in a sentence that calls it planned', () => {
  const planned = requirements.replace(
    '**Built.** The home page (`/home/index`).',
    '**Built.** The home page (`/home/index`) is planned with issue 9.',
  );
  const { problems } = check(fixture('planned-sentence', { 'docs/requirements.md': planned }));
  assert.deepEqual(problems, [
    'docs/requirements.md:5: `/home/index` is marked planned, but the route set serves it',
  ]);
});

test('flags a folder list that names a folder that is not there, or leaves one out', () => {
  const doc = '`apps/server/src/` has one folder per feature (`login`, `users`)\nbeside `http`.\n';
  const tree = {
    'docs/architecture.md': `# Architecture\n\n${doc}`,
    'apps/server/src/login/x.ts': '',
    'apps/server/src/http/x.ts': '',
    'apps/server/src/stores/x.ts': '',
  };
  const { status, problems } = check(fixture('folder-list', tree));
  assert.deepEqual(problems, [
    'docs/architecture.md:3: `users` is not a folder of apps/server/src/',
    'docs/architecture.md:3: apps/server/src/stores/ is missing from the folder list',
  ]);
  assert.equal(status, 1);
  assert.deepEqual(
    check(
      fixture('folder-list-true', {
        ...tree,
        'apps/server/src/users/x.ts': '',
        'apps/server/src/stores/x.ts': '',
        'docs/architecture.md': `# Architecture\n\n${doc.replace('`http`', '`http`, `stores`')}`,
      }),
    ).problems,
    [],
  );
});
