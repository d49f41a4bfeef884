import { defineConfig } from 'tsup';
import { libraryBuild } from '../../tsup.shared.ts';

export default defineConfig(libraryBuild({ index: 'src/index.ts' }));
