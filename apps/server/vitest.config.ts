import { readdirSync, readFileSync } from 'node:fs';
import { configDefaults, mergeConfig } from 'vitest/config';
import { packageTestConfig } from '../../vitest.shared.ts';

/**
 * Two server processes cannot share the embedded stores: the test of several processes runs only on the
 * engines scripts/engines.mjs starts (docs/testing.md#engines-in-the-tests).
 */
const onEngines = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_CLICKHOUSE_URL);

/** The file tag of a test that exercises a store, written `// @module-tag store` on its first line. */
const storeTag = /^\/\/ @module-tag store\b/;

/**
 * The test files tagged `store`. On the engines only these run: the others (configuration, HTTP headers, the
 * Baidu protocol, sheet reading) answer the same whatever the stores, and once is enough
 * (docs/testing.md#engines-in-the-tests).
 */
function storeTestFiles(): string[] {
  const src = new URL('src/', import.meta.url);
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts') && storeTag.test(readFileSync(new URL(file, src), 'utf8')))
    .map((file) => `src/${file}`);
}

// chdb binds one data folder per process, and refuses a second while one is open: the files of a worker
// process run in turn, each stopping its server (and so its chdb session) before the next opens another data
// folder. The process and its loaded modules are kept from file to file (`isolate: false`, from
// packageTestConfig), on the embedded stores and on the engines alike, which saves the server's import in
// every file; test apps start on copies of the stores a first server built (docs/testing.md#the-test-run).
const config = mergeConfig(packageTestConfig('node'), {
  // The small sandbox volume: every test file builds a server on a fresh data folder.
  test: {
    pool: 'forks',
    // A file's setup syncs the sandbox into a fresh store: seconds alone, six times that when every CI step
    // shares two cores. A hook or test that times out goes on running, holding chdb's one data folder, and
    // every later file of its worker then fails to open its own (docs/testing.md#the-test-run).
    testTimeout: 120_000,
    hookTimeout: 120_000,
    globalSetup: ['src/testing/started-stores-setup.ts'],
    env: { SANDBOX_PROFILE: 'test' },
    tags: [{ name: 'store', description: 'Exercises a store: runs again on PostgreSQL and ClickHouse.' }],
    exclude: [...configDefaults.exclude, ...(onEngines ? [] : ['src/two-servers.test.ts'])],
  },
});
// Replaced, not merged: mergeConfig would add these files to the package's pattern.
if (onEngines) config.test.include = storeTestFiles();
export default config;
