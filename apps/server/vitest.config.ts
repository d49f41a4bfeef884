import { configDefaults, mergeConfig } from 'vitest/config';
import { packageTestConfig } from '../../vitest.shared.ts';

/**
 * Two server processes cannot share the embedded stores: the test of several processes runs only on the
 * engines scripts/engines.mjs starts (docs/architecture.md#engines-in-the-tests).
 */
const onEngines = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_CLICKHOUSE_URL);

// chdb binds one data folder per process: every test file runs in its own process.
export default mergeConfig(packageTestConfig('node'), {
  // The small sandbox volume: every test file builds a server on a fresh data folder.
  test: {
    pool: 'forks',
    testTimeout: 30_000,
    env: { SANDBOX_PROFILE: 'test' },
    exclude: [...configDefaults.exclude, ...(onEngines ? [] : ['src/two-servers.test.ts'])],
  },
});
