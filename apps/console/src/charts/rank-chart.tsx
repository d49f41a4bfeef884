import { ChartFrame, seriesColour, type ChartLayout, type ChartProps } from './chart-frame';
import { rankMargin } from './rank-height';
import { linearScale, niceTicks, textWidth } from './scale';

/** The layout of ranked horizontal bars at a width: names on the left, highest first, values along the bottom. */
export function rankLayout({ labels, series, formatTick, height }: ChartProps, width: number): ChartLayout {
  const ticks = niceTicks(series.flatMap((line) => line.values));
  // The names take what they need, up to 40% of a narrow chart.
  const left = Math.min(Math.max(...labels.map(textWidth)) + 14, Math.round(width * 0.4));
  // The last tick's label stands centred on the plot's right edge.
  const right = Math.max(left + 1, width - Math.max(20, textWidth(formatTick(ticks.at(-1)!)) / 2 + 4));
  const bottom = height - rankMargin.bottom;
  const x = linearScale([ticks[0]!, ticks.at(-1)!], [left, right]);
  const row = (bottom - rankMargin.top) / Math.max(1, labels.length);
  const bar = Math.min(16, row * 0.7) / series.length;
  const rowTop = (index: number) => rankMargin.top + index * row;
  const barTop = (index: number, line: number) =>
    rowTop(index) + (row - bar * series.length) / 2 + line * bar;

  const indexAt = (_x: number, y: number) =>
    Math.min(labels.length - 1, Math.max(0, Math.floor((y - rankMargin.top) / row)));
  const anchorOf = (index: number) => ({
    x: Math.max(...series.map((line) => x(Math.max(0, line.values[index] ?? 0)))),
    y: rowTop(index) + row / 2,
    plotLeft: left,
  });

  const draw = (active: number | undefined) => (
    <>
      {active !== undefined && (
        <rect x={0} y={rowTop(active)} width={right} height={row} className="fill-canvas" />
      )}
      <g className="fill-muted text-[12px]">
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={x(tick)} x2={x(tick)} y1={rankMargin.top} y2={bottom} className="stroke-border" />
            <text x={x(tick)} y={bottom + 18} textAnchor="middle">
              {formatTick(tick)}
            </text>
          </g>
        ))}
        {labels.map((label, i) => (
          <text key={i} x={left - 8} y={rowTop(i) + row / 2} textAnchor="end" dominantBaseline="middle">
            {label}
          </text>
        ))}
      </g>
      {series.map((line, index) =>
        line.values.map((value, i) => (
          <rect
            key={`${index}-${i}`}
            x={x(Math.min(0, value))}
            y={barTop(i, index)}
            width={Math.abs(x(value) - x(0))}
            height={bar}
            rx={2}
            style={{ fill: seriesColour(index) }}
          />
        )),
      )}
    </>
  );
  return { indexAt, anchorOf, draw };
}

/** Ranked horizontal bars (provinces by a metric): the current period in the theme colour, a compared one grey. */
export function RankChart(props: ChartProps) {
  return <ChartFrame {...props} layout={(width) => rankLayout(props, width)} />;
}
