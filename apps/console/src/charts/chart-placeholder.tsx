import { Skeleton } from '@adconsole/ui';

/** The markers' strip under a line of days (`h-5`, lazy-change-markers.tsx). */
const markerStripHeight = 20;
/** A legend's row (one line of `text-control-sm`) and the gap under it, drawn when a chart has two lines. */
const legendHeight = 26;

export interface ChartPlaceholderProps {
  /** The drawing's height, as given to the chart. */
  height: number;
  /** The chart will draw a legend (two lines). */
  legend?: boolean;
  /** The chart will draw the change markers' strip under its axis. */
  markers?: boolean;
  /** What assistive tech hears while the chart loads. */
  label: string;
}

/**
 * What stands in a chart's place while its rows or code load: the loading bars in a box as tall as the chart
 * will be, so the page under it does not move when the chart comes (a click aimed there would land elsewhere;
 * docs/architecture.md#charts). A legend that wraps on a narrow screen still adds its extra lines.
 */
export function ChartPlaceholder({ height, legend, markers, label }: ChartPlaceholderProps) {
  const reserved = height + (legend ? legendHeight : 0) + (markers ? markerStripHeight : 0);
  return (
    <div style={{ minHeight: reserved }}>
      <Skeleton lines={4} label={label} />
    </div>
  );
}
