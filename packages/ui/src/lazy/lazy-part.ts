import { useEffect, useState } from 'react';

/**
 * A module that loads on first need, not with the page (docs/architecture.md#bundle-budgets): `load()` starts
 * (or joins) the one fetch, e.g. on hover or focus of what opens it; `loaded()` is the module once it is here.
 * A failed fetch is forgotten, so the next need tries again.
 */
export interface LazyPart<T> {
  load(): Promise<T>;
  loaded(): T | undefined;
}

export function lazyPart<T>(importModule: () => Promise<T>): LazyPart<T> {
  let module: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load() {
      loading ??= importModule().then(
        (loadedModule) => (module = loadedModule),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => module,
  };
}

/**
 * The part's module once `needed` has been true (at once when it was loaded before), else undefined: what
 * renders it shows nothing of it until then.
 */
export function useLazyPart<T>(part: LazyPart<T>, needed: boolean): T | undefined {
  const [module, setModule] = useState(part.loaded);
  useEffect(() => {
    if (!needed || module) return;
    let current = true;
    part.load().then(
      (loadedModule) => {
        if (current) setModule(() => loadedModule);
      },
      // Nothing to show yet: the part is fetched again the next time it is needed.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [part, needed, module]);
  return module;
}
