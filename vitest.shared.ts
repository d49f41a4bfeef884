import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/** Workspace packages resolve to their TypeScript sources, so tests never need a prebuild. */
export const sourceCondition = '@adconsole/source';

export const sourceResolve = {
  resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [sourceCondition, ...defaultServerConditions] } },
};

/** Unit and component tests of a package: happy-dom, jest-dom matchers, tests beside the code. */
export function packageTestConfig(environment: 'happy-dom' | 'node' = 'happy-dom') {
  return defineConfig({
    ...sourceResolve,
    test: {
      environment,
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: environment === 'happy-dom' ? [new URL('./vitest.setup.ts', import.meta.url).pathname] : [],
      restoreMocks: true,
      // A test's first render on a busy machine may take seconds (docs/architecture.md#the-test-run).
      testTimeout: 20_000,
    },
  });
}
