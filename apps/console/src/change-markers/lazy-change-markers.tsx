import type { DateRange } from '@adconsole/date-range-rules';
import { withTexts } from '@adconsole/i18n';
import { lazyPart, useLazyPart, whenIdle } from '@adconsole/ui';
import { useCallback, useEffect, useState } from 'react';
import type { UnderAxis } from '../charts/chart-frame';

/**
 * The markers' strip kept empty while they load or when no day has changes, so the page below the chart does not
 * move when they come (a click aimed below it would land elsewhere).
 */
export const emptyStrip: UnderAxis = () => <div className="h-5" />;

const markers = lazyPart(() => withTexts('adChanges', () => import('./change-markers')));

/** True once the browser has been idle (docs/architecture.md#idle-work) after `ready` became true. */
function useIdleAfter(ready: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => (ready ? whenIdle(() => setIdle(true)) : undefined), [ready]);
  return idle;
}

/** The empty strip of a chart just drawn, which says so once it is on the page. */
function DrawnStrip({ onDrawn }: { onDrawn: () => void }) {
  useEffect(onDrawn, [onDrawn]);
  return <div className="h-5" />;
}

/**
 * What a trend chart draws under its axis: the markers of its days with changes (docs/requirements.md#change-history),
 * whose code, texts and call are fetched once the browser is idle after the chart is drawn. They add to the
 * chart, so they never hold up the page's rows or the chart itself (docs/architecture.md#bundle-budgets); only
 * the strip changes when they come, so the chart keeps its focus. `enabled` false (a chart of hours or
 * provinces): none.
 */
export function useChangeMarkers(
  range: DateRange,
  dates: readonly string[],
  enabled = true,
): UnderAxis | undefined {
  const [drawn, setDrawn] = useState(false);
  const onDrawn = useCallback(() => setDrawn(true), []);
  const part = useLazyPart(markers, useIdleAfter(drawn) && enabled);
  const { beginDate, endDate } = range;
  const waiting = useCallback<UnderAxis>(() => <DrawnStrip onDrawn={onDrawn} />, [onDrawn]);
  const loaded = useCallback<UnderAxis>(
    (axis) => part && <part.ChangeMarkerStrip range={{ beginDate, endDate }} dates={dates} axis={axis} />,
    [part, beginDate, endDate, dates],
  );
  if (!enabled) return undefined;
  return part ? loaded : waiting;
}
