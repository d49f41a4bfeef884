import { defineConfig } from 'tsup';
import { libraryBuild } from '../../tsup.shared.ts';

export default defineConfig(
  libraryBuild({
    index: 'src/index.ts',
    resources: 'src/resources/index.ts',
    languages: 'src/languages.ts',
    'package-translation': 'src/package-translation.ts',
    // A reused table or picker takes only its own section, not the whole console's texts.
    'sections/report-table': 'src/resources/sections/report-table.ts',
    'sections/date-range': 'src/resources/sections/date-range.ts',
    // A formula may name a column in any language; the console holds one language's texts.
    'sections/report-columns': 'src/resources/sections/report-columns.ts',
  }),
);
