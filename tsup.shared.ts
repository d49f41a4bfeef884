import type { Options } from 'tsup';

/** The build every library package shares: ESM with declarations, one entry per `exports` subpath. */
export function libraryBuild(entry: Record<string, string>): Options {
  return {
    entry,
    format: ['esm'],
    dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
    sourcemap: true,
    clean: true,
    target: 'es2022',
    esbuildOptions(options) {
      options.conditions = ['@adconsole/source'];
    },
  };
}
