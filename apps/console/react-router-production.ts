import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** React Router's production build, which its package exports never name (all conditions give `development`). */
const production = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

/**
 * Builds the console with React Router's production build: its exports resolve every import to the development
 * build, whose warnings (and their texts) then ship, half a KiB of every page's first load
 * (docs/architecture.md#bundle-budgets; https://github.com/remix-run/react-router/issues/14102). The dev server
 * and the tests keep the development build and its warnings. The console imports `react-router` alone.
 */
export function reactRouterProduction(): Plugin {
  return {
    name: 'adconsole:react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source === 'react-router' ? production : null;
    },
  };
}
