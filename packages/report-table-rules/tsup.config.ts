import { defineConfig } from 'tsup';
import { libraryBuild } from '../../tsup.shared.ts';

export default defineConfig({
  ...libraryBuild({ index: 'src/index.ts' }),
  // The rules take a few constants of the contract (default sortable columns, column width limits, the view's
  // version); bundling them from their modules keeps the rest of the contract (every call's schema) out of a
  // tool's bundle.
  noExternal: ['@adconsole/api-client'],
});
