/**
 * Work done ahead of need once the browser is idle: fetching the parts a gesture may soon want (tooltips,
 * menus, toasts). A host may hold it until its page has shown what it is for, so on a slow network that work
 * does not compete with the page's own code and calls (docs/architecture.md#idle-work). Without a hold it
 * runs at the first idle moment.
 */
let held: Promise<void> | undefined;

/**
 * Holds idle work until the answer is called, or at the latest `longestMs` from now, whichever is first (a
 * page that never says it has shown must not keep the parts away for good). A later hold replaces an earlier.
 */
export function holdIdleWork(longestMs: number): () => void {
  let release!: () => void;
  held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const timer = setTimeout(release, longestMs);
  return () => {
    clearTimeout(timer);
    release();
  };
}

/**
 * Runs `run` at the browser's next idle moment (or at once after a timer, where it cannot say), hold or none;
 * answers how to cancel it. For the host deciding when to release a hold; other work goes through `whenIdle`.
 */
export function atIdleMoment(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run);
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, 1);
  return () => window.clearTimeout(timer);
}

/** Runs `run` at the first idle moment after any hold is released; answers how to cancel it. */
export function whenIdle(run: () => void): () => void {
  let cancel = () => {};
  let cancelled = false;
  void (held ?? Promise.resolve()).then(() => {
    if (!cancelled) cancel = atIdleMoment(run);
  });
  return () => {
    cancelled = true;
    cancel();
  };
}
