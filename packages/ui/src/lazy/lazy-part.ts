import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { whenIdle } from './idle-work';

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

const focusable = 'a[href], button, input, select, textarea, [tabindex]';

/** Where the focus is within `root` (itself first, then its focusable elements in order); -1 when outside. */
function focusIndexIn(root: HTMLElement | null): number {
  if (!root) return -1;
  return [root, ...root.querySelectorAll(focusable)].indexOf(document.activeElement as Element);
}

/**
 * A part that replaces what the page shows until it loads, e.g. a Radix root around its trigger, which
 * Radix's own trigger then replaces (docs/architecture.md#bundle-budgets): the module once here; `load` to
 * fetch it on a gesture; with `atIdle`, fetched as well once the page is idle. `keptRef` goes on the trigger, both
 * the one shown until then and Radix's: whatever inside it had the focus when the part came has it again;
 * `press` goes on the first one's pointer-down, so a click begun on it ends on it.
 */
export function useReplacingPart<T>(part: LazyPart<T>, atIdle: boolean) {
  const [module, setModule] = useState(part.loaded);
  const keptRef = useRef<HTMLElement | null>(null);
  const focusAt = useRef(-1);
  const pressedRef = useRef(false);
  const load = useCallback(
    () =>
      part.load().then((loadedModule) => {
        const replace = () => {
          focusAt.current = focusIndexIn(keptRef.current);
          // At once, in this task: a press that came between a later render's scheduling and its commit would
          // go down on the trigger shown until then and up on Radix's, and its click would be lost.
          flushSync(() => setModule(() => loadedModule));
        };
        if (!pressedRef.current) return replace();
        // A press under way ends on the element it began on, so its click is not lost: the part comes after it.
        window.addEventListener('pointerup', () => window.setTimeout(replace), { once: true });
      }),
    [part],
  );
  /** For the trigger shown until then: a press on it holds the replacing back until the press ends. */
  const press = useCallback(() => {
    pressedRef.current = true;
    const release = () => {
      pressedRef.current = false;
    };
    window.addEventListener('pointerup', release, { once: true, capture: true });
    window.addEventListener('pointercancel', release, { once: true, capture: true });
  }, []);
  useEffect(() => {
    if (!atIdle || module) return;
    // Nothing shown depends on it yet: a failed fetch is tried again on the next gesture.
    return whenIdle(() => void load().catch(() => undefined));
  }, [atIdle, module, load]);
  useLayoutEffect(() => {
    const trigger = keptRef.current;
    if (!module || focusAt.current < 0 || !trigger) return;
    // Where the replaced one was: nothing to scroll to.
    [trigger, ...trigger.querySelectorAll<HTMLElement>(focusable)][focusAt.current]?.focus({
      preventScroll: true,
    });
    focusAt.current = -1;
  }, [module]);
  return { module, load, keptRef, press };
}
