import { withTexts } from '@adconsole/i18n';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ChangeMarkersProps } from './change-markers';

const LazyChangeMarkers = lazy(() =>
  withTexts('adChanges', async () => ({ default: (await import('./change-markers')).ChangeMarkers })),
);

/**
 * A trend chart with the markers of its days with changes (docs/requirements.md#change-history), whose code,
 * texts and call are fetched once the browser is idle after the chart shows: they add to the chart, so they
 * never hold up the page's rows or the chart itself (docs/architecture.md#bundle-budgets). Until then the chart
 * shows without them.
 */
export function DeferredChangeMarkers(props: ChangeMarkersProps) {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => setIdle(true), { timeout: 2_000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), 200);
    return () => clearTimeout(timer);
  }, []);
  const bare = props.children(undefined);
  return idle ? (
    <Suspense fallback={bare}>
      <LazyChangeMarkers {...props} />
    </Suspense>
  ) : (
    bare
  );
}
