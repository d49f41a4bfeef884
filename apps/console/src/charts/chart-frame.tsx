import {
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';

/** One series of a chart: its name (in the legend and the tooltip) and a value for each label. */
export interface ChartLine {
  name: string;
  values: readonly number[];
}

/** What every chart of the console takes. */
export interface ChartProps {
  /** The chart's accessible name (the caller's translated caption). */
  label: string;
  /** The categories along the axis: days, hours or provinces. */
  labels: readonly string[];
  /**
   * The series drawn: the first in the theme colour; a second is the period it is compared with
   * (docs/requirements.md#period-comparison), drawn grey and dashed.
   */
  series: readonly ChartLine[];
  /** A value as the tooltip shows it, in the unit of its report column. */
  format: (value: number) => string;
  /** A value as the value axis shows it (see `tickFormat`). */
  formatTick: (value: number) => string;
  height: number;
}

/**
 * A series' colour by its place, from the theme's tokens so the chart follows the light or dark theme
 * (docs/architecture.md#themes): the current period in the theme colour as text (it reads on the card in both
 * themes, whatever the colour), then the compared period in the muted grey, drawn dashed so it is told apart
 * without colour too.
 */
export function seriesColour(index: number): string {
  return index === 0 ? 'var(--adc-primary-text)' : 'var(--color-muted)';
}

/** A series' dashes: the compared period's line is dashed. */
export function seriesDashes(index: number): string | undefined {
  return index === 0 ? undefined : '5 4';
}

/** Drawn at this width until the box is measured (and where it cannot be, as in a DOM without layout). */
const unmeasuredWidth = 640;

/** The width of the chart's box, followed as it resizes. */
function useBoxWidth() {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = box.current!;
    const measure = () => setWidth(Math.floor(element.getBoundingClientRect().width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [box, width || unmeasuredWidth] as const;
}

/** Where the tooltip of a point stands in the chart's box: beside x, centred on y, never over the axis' labels. */
export interface Anchor {
  x: number;
  y: number;
  /** The plot's left edge: the labels of the axis are left of it. */
  plotLeft: number;
}

/** How a chart lays itself out at a width, for the frame to point at its points. */
export interface ChartLayout {
  /** The point (label index) under the pointer at x, y in the box. */
  indexAt: (x: number, y: number) => number;
  anchorOf: (index: number) => Anchor;
  /** The SVG's content, the active point marked. */
  draw: (active: number | undefined) => ReactNode;
}

/** Where a chart's labels stand along its width, for what a caller draws under the axis. */
export interface AxisGeometry {
  xOf: (index: number) => number;
  width: number;
}

/** What a caller draws under a chart's axis (the markers of days with changes); the chart draws nothing there. */
export type UnderAxis = (axis: AxisGeometry) => ReactNode;

interface ChartFrameProps extends Omit<ChartProps, 'formatTick'> {
  layout: (width: number) => ChartLayout;
  underAxis?: UnderAxis;
}

/**
 * The frame every chart draws in (docs/architecture.md#charts): a named picture that is one tab stop, with its legend, and a tooltip of a
 * point's values that follows the pointer or the arrow keys (←/→, Home, End; Escape hides it). The focused
 * point's values are also said in a polite live region, as a picture's content is not read.
 */
export function ChartFrame({ label, labels, series, format, height, layout, underAxis }: ChartFrameProps) {
  const [box, width] = useBoxWidth();
  const [active, setActive] = useState<number>();
  const [focused, setFocused] = useState(false);
  const chart = layout(width);
  const last = labels.length - 1;

  const keys: Record<string, (index: number | undefined) => number | undefined> = {
    ArrowRight: (index) => Math.min(last, (index ?? -1) + 1),
    ArrowDown: (index) => Math.min(last, (index ?? -1) + 1),
    ArrowLeft: (index) => Math.max(0, (index ?? labels.length) - 1),
    ArrowUp: (index) => Math.max(0, (index ?? labels.length) - 1),
    Home: () => 0,
    End: () => last,
    Escape: () => undefined,
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const move = keys[event.key];
    if (!move) return;
    event.preventDefault();
    setActive(move(active));
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const rect = box.current!.getBoundingClientRect();
    setActive(chart.indexAt(event.clientX - rect.left, event.clientY - rect.top));
  };

  const values = (index: number) =>
    series.map((line) => ({ name: line.name, value: format(line.values[index] ?? 0) }));
  const anchor = active === undefined ? undefined : chart.anchorOf(active);

  return (
    <div className="w-full">
      {/* One tab stop whose arrows walk the points: a picture for assistive tech, its values said aside. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the picture's arrows walk its points (docs/architecture.md#charts) */}
      <div
        role="img"
        aria-label={label}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- one tab stop, so the keyboard can read the values
        tabIndex={0}
        className="flex w-full flex-col gap-2 rounded outline-offset-2 focus-visible:outline-2 focus-visible:outline-primary"
        onKeyDown={onKeyDown}
        onFocus={() => {
          setFocused(true);
          setActive((index) => index ?? 0);
        }}
        onBlur={() => {
          setFocused(false);
          setActive(undefined);
        }}
      >
        {series.length > 1 && <Legend names={series.map((line) => line.name)} />}
        <div
          ref={box}
          // The drawing stands out of the flow, so the box takes its width from the page alone and follows it
          // as it narrows.
          className="relative w-full touch-pan-y"
          style={{ height }}
          onPointerMove={onPointerMove}
          onPointerDown={onPointerMove}
          onPointerLeave={() => !focused && setActive(undefined)}
        >
          <svg
            data-chart-plot=""
            width={width}
            height={height}
            viewBox={`0 0 ${width} ${height}`}
            className="absolute top-0 left-0 overflow-visible"
          >
            {chart.draw(active)}
          </svg>
          {active !== undefined && anchor && (
            <Tooltip
              anchor={anchor}
              width={width}
              height={height}
              title={labels[active]!}
              values={values(active)}
            />
          )}
        </div>
      </div>
      {underAxis?.({ xOf: (index) => chart.anchorOf(index).x, width })}
      <p className="sr-only" aria-live="polite">
        {active !== undefined &&
          `${labels[active]}: ${values(active)
            .map(({ name, value }) => `${name} ${value}`)
            .join(', ')}`}
      </p>
    </div>
  );
}

/** A swatch of a series: a short line, solid or dashed, in its colour. */
function Swatch({ index }: { index: number }) {
  return (
    <svg width="20" height="10" aria-hidden className="shrink-0">
      <line
        x1="1"
        y1="5"
        x2="19"
        y2="5"
        strokeWidth="2.5"
        style={{ stroke: seriesColour(index) }}
        strokeDasharray={index === 0 ? undefined : '4 3'}
      />
    </svg>
  );
}

function Legend({ names }: { names: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-control-sm text-muted">
      {names.map((name, index) => (
        <li key={index} className="flex items-center gap-1.5">
          <Swatch index={index} />
          {name}
        </li>
      ))}
    </ul>
  );
}

interface TooltipProps {
  anchor: Anchor;
  width: number;
  height: number;
  title: string;
  values: { name: string; value: string }[];
}

/** The gap between a point and its tooltip. */
const gap = 12;

/**
 * A point's values beside it: right of it where they fit, else left of it while clear of the axis' labels,
 * else against the chart's right edge; always inside the box, so a narrow page never scrolls sideways.
 */
function Tooltip({ anchor, width, height, title, values }: TooltipProps) {
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    setSize({ width: box.current!.offsetWidth, height: box.current!.offsetHeight });
  }, [title, values.length]);
  const right = anchor.x + gap;
  const left = anchor.x - gap - size.width;
  const x =
    right + size.width <= width ? right : left >= anchor.plotLeft ? left : Math.max(0, width - size.width);
  const y = Math.min(Math.max(0, anchor.y - size.height / 2), Math.max(0, height - size.height));
  return (
    <div
      ref={box}
      aria-hidden
      data-chart-tooltip=""
      className="pointer-events-none absolute z-10 flex min-w-32 flex-col gap-1 rounded border border-border bg-surface px-3 py-2 text-control-sm whitespace-nowrap shadow-md"
      style={{ left: x, top: y }}
    >
      <span className="font-semibold">{title}</span>
      {values.map(({ name, value }, index) => (
        <span key={index} className="flex items-center gap-2">
          <Swatch index={index} />
          <span className="text-muted">{name}</span>
          <span className="ml-auto pl-3 font-semibold tabular-nums">{value}</span>
        </span>
      ))}
    </div>
  );
}
