import { atIdleMoment, holdIdleWork } from '@adconsole/ui';
import { useEffect } from 'react';
import { firstScreenPartsLoading, subscribeFirstScreenParts } from '../lib/first-screen';
import { useServices } from '../session/services-context';

/**
 * How long the console holds the kit's idle work at most (docs/architecture.md#idle-work): a page whose calls
 * never all rest (one that polls) lets it begin then.
 */
const longestHoldMs = 10_000;

let releaseIdleWork: (() => void) | undefined;

/** Called as the console starts: the kit's idle work waits until its first page has settled. */
export function holdIdleWorkForFirstPage(): void {
  releaseIdleWork = holdIdleWork(longestHoldMs);
}

/**
 * How long nothing must be under way before the page counts as settled: a part's code that just came renders,
 * and its calls start, well within it.
 */
const quietMs = 300;

/** Runs `run` at the first idle moment after `quietMs`; answers how to cancel it. */
function afterQuiet(run: () => void): () => void {
  let cancelIdle = () => {};
  const timer = setTimeout(() => {
    cancelIdle = atIdleMoment(run);
  }, quietMs);
  return () => {
    clearTimeout(timer);
    cancelIdle();
  };
}

/**
 * Rendered beside a page inside its Suspense boundary, so it mounts once the page's code is here: when none of
 * the console's calls and none of the first screen's parts has been under way for a moment, and the browser
 * is idle (a call that an answer or a part enables starts within that moment), the page has shown what it is
 * for and the idle work held since the console started may begin (docs/architecture.md#idle-work).
 */
export function PageSettled() {
  const { queryClient } = useServices();
  useEffect(() => {
    if (!releaseIdleWork) return;
    const busy = () => queryClient.isFetching() > 0 || firstScreenPartsLoading() > 0;
    let cancelIdle = () => {};
    const check = () => {
      cancelIdle();
      if (busy()) return;
      cancelIdle = afterQuiet(() => {
        if (busy()) return;
        stop();
        releaseIdleWork?.();
        releaseIdleWork = undefined;
      });
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    const unsubscribeParts = subscribeFirstScreenParts(check);
    const stop = () => {
      unsubscribe();
      unsubscribeParts();
      cancelIdle();
    };
    check();
    return stop;
  }, [queryClient]);
  return null;
}
