import path from 'node:path';
import type { OutputAsset, OutputChunk, RolldownOutput } from 'rolldown';
import { build, type InlineConfig } from 'vite';

/** A module of the console's `src/`, by the id the build gives it. */
export const source = (file: string) => path.resolve(import.meta.dirname, 'src', file);

/** The page every route is served, whose script (src/main.tsx) is the entry chunk. */
export const entry = path.resolve(import.meta.dirname, 'index.html');

/**
 * What the entry opens next, each by one `import()` (docs/architecture.md#chunk-groups): the login page's app,
 * the early calls and the console's app. Whatever page comes after, one of them has loaded first, with every
 * chunk it imports.
 */
export const starts = {
  login: source('pages/login/login-app.tsx'),
  early: source('session/early-calls.ts'),
  console: source('app/app.tsx'),
};

/** The chunks `first` imports statically, itself among them. */
function chunkClosure(chunks: Map<string, OutputChunk>, first: OutputChunk) {
  const reached = new Set<OutputChunk>();
  const next = [first];
  while (next.length) {
    const chunk = next.pop()!;
    if (reached.has(chunk)) continue;
    reached.add(chunk);
    next.push(...chunk.imports.map((file) => chunks.get(file)!));
  }
  return reached;
}

/** The chunks of a build by file name, and the one that holds a module. */
function chunksOf(output: readonly (OutputChunk | OutputAsset)[]) {
  const chunks = new Map(
    output.flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])),
  );
  const chunkOf = (id: string) => {
    const chunk = [...chunks.values()].find((candidate) => candidate.moduleIds.includes(id));
    if (!chunk) throw new Error(`No chunk holds ${id}: update the starts in chunk-groups.ts`);
    return chunk;
  };
  return { chunks, chunkOf };
}

/** The chunks the modules `from` load, with what they import, that the modules `beyond` have not loaded. */
export function chunksLoaded(
  output: readonly (OutputChunk | OutputAsset)[],
  from: readonly string[],
  beyond: readonly string[] = [entry],
) {
  const { chunks, chunkOf } = chunksOf(output);
  const loaded = new Set(beyond.flatMap((id) => [...chunkClosure(chunks, chunkOf(id))]));
  const reached = new Set(from.flatMap((id) => [...chunkClosure(chunks, chunkOf(id))]));
  return [...reached].filter((chunk) => !loaded.has(chunk));
}

/**
 * Each module the starts load beyond the entry's chunks, with the names of the starts that load it joined
 * ("login-early-console"), read from a build's chunks.
 */
export function groupsOf(output: RolldownOutput['output']) {
  const groups = new Map<string, string[]>();
  for (const [name, start] of Object.entries(starts)) {
    for (const id of chunksLoaded(output, [start]).flatMap((chunk) => chunk.moduleIds)) {
      if (Object.values(starts).includes(id)) continue;
      groups.set(id, [...(groups.get(id) ?? []), name]);
    }
  }
  return new Map([...groups].map(([id, names]) => [id, names.join('-')]));
}

/**
 * Rolldown's `codeSplitting` for the console's build (docs/architecture.md#chunk-groups). Built as it would be
 * on its own, the console splits its modules by which of its 50-odd `import()`s (every page and lazy part)
 * reach them: the console's app alone loaded 46 chunks, most under 2 KiB, which a browser fetches six at a
 * time over HTTP/1.1. So `config` is built once first, unwritten, to read which chunks each start loads; then
 * the modules of those chunks go in one chunk for each set of starts that loads them. No start loads a module
 * it did not load before: a page is only opened from the console's app, whose modules are there already.
 * The starts keep chunks of their own (the build's manifest names them), and every other module is split as
 * before.
 */
export async function chunkGroups(config: InlineConfig) {
  const result = await build({
    ...config,
    configFile: false,
    logLevel: 'silent',
    build: { ...config.build, write: false, manifest: false },
  });
  const output = (Array.isArray(result) ? result[0] : result) as RolldownOutput;
  const groups = groupsOf(output.output);
  return {
    // A module's group is its own; without this, a group would also take in what its modules import.
    includeDependenciesRecursively: false,
    groups: [{ debugName: 'starts', name: (id: string) => groups.get(id) ?? null }],
  };
}
