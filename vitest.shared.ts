import { defaultClientConditions, defaultServerConditions } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';

/** Workspace packages resolve to their TypeScript sources, so tests never need a prebuild. */
export const sourceCondition = '@adconsole/source';

export const sourceResolve = {
  resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [sourceCondition, ...defaultServerConditions] } },
};

/**
 * Unit and component tests of a package: happy-dom, jest-dom matchers, tests beside the code. A package's test
 * files run in turn in one process, its modules and document kept from file to file (`isolate: false`): the
 * environment and imports once rather than per file, which had cost most of these tests' time
 * (docs/testing.md#the-test-run). Globals a test stubbed are put back after it (`unstubGlobals`), whichever
 * file's helper stubbed them. `firstLoadFiles` test what a module does before anything loaded it (a lazy part's
 * first fetch): they run each in a process of its own. `setupFiles` run before each file, after the shared one.
 */
export function packageTestConfig(
  environment: 'happy-dom' | 'node' = 'happy-dom',
  { firstLoadFiles = [], setupFiles = [] }: { firstLoadFiles?: string[]; setupFiles?: string[] } = {},
) {
  const include = ['src/**/*.test.{ts,tsx}'];
  const test = {
    environment,
    setupFiles: [
      ...(environment === 'happy-dom' ? [new URL('./vitest.setup.ts', import.meta.url).pathname] : []),
      ...setupFiles,
    ],
    restoreMocks: true,
    unstubGlobals: true,
    isolate: false,
    // A test's first render on a busy machine may take seconds (docs/testing.md#the-test-run).
    testTimeout: 20_000,
  };
  if (firstLoadFiles.length === 0) return defineConfig({ ...sourceResolve, test: { ...test, include } });
  return defineConfig({
    ...sourceResolve,
    test: {
      ...test,
      projects: [
        {
          extends: true,
          test: {
            name: 'files in one process',
            include,
            exclude: [...configDefaults.exclude, ...firstLoadFiles],
          },
        },
        { extends: true, test: { name: 'first loads', include: firstLoadFiles, isolate: true } },
      ],
    },
  });
}
