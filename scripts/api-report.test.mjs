// The API report check on a workspace of its own, a git repository with one released package:
// `node --test scripts/api-report.test.mjs`.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, beforeEach, test } from 'node:test';
import { checkReports, currentReports } from './api-report.mjs';

const released = `export interface Row {
  id: string;
  clicks: number;
}

export function total(rows: Row[]): number {
  return rows.reduce((sum, row) => sum + row.clicks, 0);
}

export const pageSizes = [20, 50] as const;
`;

let root;
const write = (path, text) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
const git = (...args) =>
  execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.com', ...args], {
    cwd: root,
    stdio: 'ignore',
  });
const writeReports = async () => {
  for (const [path, text] of await currentReports(root)) write(path, text);
};

const folders = [];
after(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A workspace whose @demo/table 0.2.0 was released with its report, in the commit that set the version. */
beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'api-report-'));
  folders.push(root);
  write(
    'tsconfig.base.json',
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2023'],
        module: 'ESNext',
        moduleResolution: 'bundler',
        customConditions: ['@adconsole/source'],
        strict: true,
        types: [],
      },
    }),
  );
  const exports = {
    '.': { '@adconsole/source': './src/index.ts', types: './dist/index.d.ts', import: './dist/index.js' },
    './testing': { '@adconsole/source': './src/testing.ts' },
  };
  write('packages/table/package.json', JSON.stringify({ name: '@demo/table', version: '0.2.0', exports }));
  write('packages/table/src/index.ts', released);
  write('packages/table/src/testing.ts', 'export const fixture = 1;\n');
  write('packages/app/package.json', JSON.stringify({ name: '@demo/app', private: true }));
  write('.changeset/README.md', '# Changesets\n');
  await writeReports();
  git('init', '--quiet');
  git('add', '.');
  git('commit', '--quiet', '-m', 'release 0.2.0');
});

test('the report lists each export with its type, sorted, and leaves out the source-only entry', async () => {
  const report = (await currentReports(root)).get('packages/table/table.api.md');
  const entry = [
    '## @demo/table',
    '',
    '```ts',
    'export interface Row {',
    '  id: string;',
    '  clicks: number;',
    '}',
    '',
    'export declare const pageSizes: readonly [20, 50];',
    '',
    'export declare function total(rows: Row[]): number;',
    '```',
  ];
  assert.ok(report.endsWith(`\n\n${entry.join('\n')}\n`), report);
  assert.doesNotMatch(report, /fixture|testing/);
  assert.equal((await currentReports(root)).size, 1, 'the private package has no report');
});

test('an unchanged API passes', async () => {
  assert.deepEqual(await checkReports(root), []);
});

test('a removed export fails, naming the package, the entry and the line', async () => {
  write('packages/table/src/index.ts', released.replace(/export const pageSizes.*\n/, ''));
  const [problem, ...others] = await checkReports(root);
  assert.equal(others.length, 0);
  assert.match(
    problem,
    /^@demo\/table: its API differs from packages\/table\/table\.api\.md:\n {2}in @demo\/table:\n/,
  );
  assert.match(problem, /\n {4}- export declare const pageSizes: readonly \[20, 50\];\n/);
  assert.match(problem, /run `npm run api:update` and add a changeset naming @demo\/table/);
});

test('a changed type fails', async () => {
  write('packages/table/src/index.ts', released.replace('clicks: number', 'clicks: bigint'));
  const [problem, ...others] = await checkReports(root);
  assert.equal(others.length, 0);
  assert.match(problem, /^@demo\/table: its API differs from packages\/table\/table\.api\.md:\n/);
  assert.ok(problem.includes('\n    -   clicks: number;\n    +   clicks: bigint;\n'), problem);
});

test('an updated report fails while no changeset names the package', async () => {
  write('packages/table/src/index.ts', `${released}export const maxRows = 500;\n`);
  await writeReports();
  write('.changeset/other.md', "---\n'@demo/other': minor\n---\n\nSomething else.\n");
  const problems = await checkReports(root);
  assert.equal(problems.length, 1);
  assert.match(
    problems[0],
    /^@demo\/table: its API changed since 0\.2\.0 \(commit [0-9a-f]{10}\) and no changeset/,
  );
  assert.ok(problems[0].includes('\n    + export declare const maxRows: 500;\n'), problems[0]);
});

test('a changed report passes with a changeset naming the package', async () => {
  write('packages/table/src/index.ts', `${released}export const maxRows = 500;\n`);
  await writeReports();
  write('.changeset/max-rows.md', "---\n'@demo/table': minor\n---\n\n`maxRows`.\n");
  assert.deepEqual(await checkReports(root), []);
});

test('a new version, once released, is the baseline: its report passes with no changeset', async () => {
  write('packages/table/src/index.ts', `${released}export const maxRows = 500;\n`);
  await writeReports();
  write('.changeset/max-rows.md', "---\n'@demo/table': minor\n---\n\n`maxRows`.\n");
  git('add', '.');
  git('commit', '--quiet', '-m', 'max rows');
  rmSync(join(root, '.changeset/max-rows.md'));
  const manifest = {
    name: '@demo/table',
    version: '0.3.0',
    exports: { '.': { '@adconsole/source': './src/index.ts', types: './dist/index.d.ts' } },
  };
  write('packages/table/package.json', JSON.stringify(manifest));
  git('add', '.');
  git('commit', '--quiet', '-m', 'release 0.3.0');
  assert.deepEqual(await checkReports(root), []);
});

test('a class shows its constructor and public members, not its private ones', async () => {
  const table = `export class Table {
  #rows: string[] = [];
  private cache = 0;
  constructor(readonly title: string, size?: number) {
    this.cache = size ?? 0;
  }
  add(row: string): void {
    this.#rows.push(row);
  }
}
`;
  write('packages/table/src/index.ts', table);
  const report = (await currentReports(root)).get('packages/table/table.api.md');
  const declaration = [
    'export declare class Table {',
    '  constructor(title: string, size?: number);',
    '  readonly title: string;',
    '  add: (row: string) => void;',
    '}',
  ];
  assert.ok(report.includes(`\n${declaration.join('\n')}\n`), report);
});
