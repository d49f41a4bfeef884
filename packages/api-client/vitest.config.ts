import { configDefaults, defineConfig } from 'vitest/config';
import { packageTestConfig } from '../../vitest.shared.ts';

/** The typed client against the real server, started once for them (src/testing/server-global-setup.ts). */
const serverTests = 'src/**/*.server.test.ts';

const unit = packageTestConfig();
const node = packageTestConfig('node');

export default defineConfig({
  test: {
    projects: [
      { ...unit, test: { ...unit.test, name: 'unit', exclude: [...configDefaults.exclude, serverTests] } },
      {
        ...node,
        test: {
          ...node.test,
          name: 'server',
          include: [serverTests],
          globalSetup: ['src/testing/server-global-setup.ts'],
          setupFiles: [new URL('../../vitest.waits.ts', import.meta.url).pathname],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
