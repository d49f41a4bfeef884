import { defineConfig } from 'tsup';

/** One bundle of the server with our packages inlined from source; npm dependencies stay external. */
export default defineConfig({
  entry: {
    main: 'src/main.ts',
    cluster: 'src/cluster.ts',
    'unlock-user': 'src/cli/unlock-user.ts',
    backup: 'src/cli/backup.ts',
    restore: 'src/cli/restore.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node24',
  sourcemap: true,
  clean: true,
  noExternal: [/^@adconsole\//],
  esbuildOptions(options) {
    options.conditions = ['@adconsole/source'];
  },
});
