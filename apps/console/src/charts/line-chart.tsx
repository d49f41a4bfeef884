import {
  ChartFrame,
  seriesColour,
  seriesDashes,
  type ChartLayout,
  type ChartProps,
  type UnderAxis,
} from './chart-frame';
import { linearScale, linePath, niceTicks, pointPositions, smoothPath, textWidth, type Point } from './scale';

export interface LineChartProps extends ChartProps {
  /** A smooth curve (the hours of a day) rather than straight segments (days). */
  smooth?: boolean;
  /** The first series' area shaded under its line. */
  area?: boolean;
  /** Drawn under the axis: the markers of days with changes (docs/requirements.md#change-history). */
  underAxis?: UnderAxis;
}

/** Room around the plot: above for the top tick's label, below for the labels along the axis. */
const margin = { top: 10, right: 16, bottom: 26 };
/** Points are marked where they stand this far apart or more; closer, the line alone reads better. */
const markedSpacing = 18;

/** The layout of a line chart at a width: value axis on the left, labels along the bottom. */
export function lineLayout(props: LineChartProps, width: number): ChartLayout {
  const { labels, series, formatTick, height, smooth, area } = props;
  const ticks = niceTicks(series.flatMap((line) => line.values));
  const tickLabels = ticks.map(formatTick);
  // Labels stand centred under their points: the plot leaves half a label's room at either end.
  const labelWidth = Math.max(...labels.map(textWidth)) + 16;
  const left = Math.max(Math.max(...tickLabels.map(textWidth)) + 12, labelWidth / 2);
  const right = Math.max(left + 1, width - Math.max(margin.right, labelWidth / 2));
  const bottom = height - margin.bottom;
  const y = linearScale([ticks[0]!, ticks.at(-1)!], [bottom, margin.top]);
  const xs = pointPositions(labels.length, left, right);
  const spacing = labels.length > 1 ? (right - left) / (labels.length - 1) : right - left;
  // Every nth label, so that labels do not run into each other.
  const labelStep = Math.max(1, Math.ceil(labelWidth / spacing));
  const points = series.map((line) => line.values.map((value, i): Point => [xs[i]!, y(value)]));
  const path = smooth ? smoothPath : linePath;

  const indexAt = (x: number) =>
    labels.length === 1 ? 0 : Math.min(labels.length - 1, Math.max(0, Math.round((x - left) / spacing)));
  const anchorOf = (index: number) => ({
    x: xs[index]!,
    y: Math.min(...points.map((line) => line[index]?.[1] ?? bottom)),
    plotLeft: left,
  });

  const draw = (active: number | undefined) => (
    <>
      <g className="fill-muted text-[12px]">
        {ticks.map((tick, i) => (
          <g key={tick}>
            <line x1={left} x2={right} y1={y(tick)} y2={y(tick)} className="stroke-border" />
            <text x={left - 8} y={y(tick)} textAnchor="end" dominantBaseline="middle">
              {tickLabels[i]}
            </text>
          </g>
        ))}
        {labels.map(
          (label, i) =>
            i % labelStep === 0 && (
              <text key={i} x={xs[i]} y={bottom + 18} textAnchor="middle">
                {label}
              </text>
            ),
        )}
      </g>
      {active !== undefined && (
        <line x1={xs[active]} x2={xs[active]} y1={margin.top} y2={bottom} className="stroke-muted" />
      )}
      {area && points[0] && (
        <path
          d={`${path(points[0])}L${right},${bottom}L${xs[0]},${bottom}Z`}
          style={{ fill: seriesColour(0) }}
          fillOpacity={0.12}
        />
      )}
      {points.map((line, index) => (
        <path
          key={index}
          d={path(line)}
          fill="none"
          strokeWidth={2}
          strokeLinejoin="round"
          style={{ stroke: seriesColour(index) }}
          strokeDasharray={seriesDashes(index)}
        />
      ))}
      {points.map((line, index) =>
        line.map(
          ([px, py], i) =>
            (i === active || spacing >= markedSpacing) && (
              <circle
                key={`${index}-${i}`}
                cx={px}
                cy={py}
                r={i === active ? 4.5 : 3}
                strokeWidth={2}
                className="fill-surface"
                style={{ stroke: seriesColour(index) }}
              />
            ),
        ),
      )}
    </>
  );
  return { indexAt, anchorOf, draw };
}

/** A line chart of values by day or hour: the current period solid, a compared one dashed grey. */
export function LineChart(props: LineChartProps) {
  return <ChartFrame {...props} layout={(width) => lineLayout(props, width)} />;
}
