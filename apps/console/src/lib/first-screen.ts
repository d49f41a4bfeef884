/**
 * Parts of a page's first screen whose code loads on its own (a chart), counted while they load: the page has
 * not settled until they have come (docs/architecture.md#idle-work).
 */
let loading = 0;
const listeners = new Set<() => void>();

/** Wraps a first-screen part's `import()`, so it counts while it loads. */
export function firstScreenPart<T>(load: () => Promise<T>): () => Promise<T> {
  return () => {
    loading++;
    return load().finally(() => {
      loading--;
      for (const listener of listeners) listener();
    });
  };
}

/** How many first-screen parts are loading now. */
export const firstScreenPartsLoading = (): number => loading;

/** Calls `listener` whenever a first-screen part has come (or failed); answers how to stop. */
export function subscribeFirstScreenParts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
