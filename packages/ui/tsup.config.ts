import { defineConfig } from 'tsup';
import { libraryBuild } from '../../tsup.shared.ts';

export default defineConfig(
  libraryBuild({
    index: 'src/index.ts',
    pagination: 'src/pagination/page-items.ts',
    lazy: 'src/lazy/lazy-part.ts',
  }),
);
