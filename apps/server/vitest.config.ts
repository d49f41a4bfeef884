import { mergeConfig } from 'vitest/config';
import { packageTestConfig } from '../../vitest.shared.ts';

// chdb binds one data folder per process: every test file runs in its own process.
export default mergeConfig(packageTestConfig('node'), {
  // The small sandbox volume: every test file builds a server on a fresh data folder.
  test: { pool: 'forks', testTimeout: 30_000, env: { SANDBOX_PROFILE: 'test' } },
});
