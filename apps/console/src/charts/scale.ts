import { formatNumber, unitRules, type ValueUnit } from '@adconsole/report-table-rules';

/**
 * The ticks of a value axis: from 0 (or below, for a negative value) to past the largest value, in steps of
 * 1, 2 or 5 × 10ⁿ, about `target` of them, so the grid reads in round numbers. All-zero data gets 0 to 1.
 */
export function niceTicks(values: readonly number[], target = 5): number[] {
  const low = Math.min(0, ...values);
  const largest = Math.max(0, ...values);
  const high = largest > low ? largest : low + 1;
  const rough = (high - low) / target;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 5].find((factor) => rough <= factor * magnitude) ?? 10) * magnitude;
  const first = Math.floor(low / step);
  const last = Math.ceil(high / step);
  // Through 12 significant digits: 3 × 0.1 is 0.3 on the axis, not 0.30000000000000004.
  return Array.from({ length: last - first + 1 }, (_, i) => Number(((first + i) * step).toPrecision(12)));
}

/** Maps a value of `domain` onto `range` in proportion (a linear scale). */
export function linearScale([d0, d1]: readonly [number, number], [r0, r1]: readonly [number, number]) {
  return (value: number) => r0 + ((value - d0) / (d1 - d0)) * (r1 - r0);
}

/** Where `count` points stand between `start` and `end`: at both ends and evenly between; one in the middle. */
export function pointPositions(count: number, start: number, end: number): number[] {
  if (count === 1) return [(start + end) / 2];
  return Array.from({ length: count }, (_, i) => start + (i * (end - start)) / (count - 1));
}

export type Point = readonly [x: number, y: number];

const round = (value: number) => Math.round(value * 100) / 100;
const pair = ([x, y]: Point) => `${round(x)},${round(y)}`;

/** The SVG path of straight segments through the points. */
export function linePath(points: readonly Point[]): string {
  return points.map((point, i) => `${i === 0 ? 'M' : 'L'}${pair(point)}`).join('');
}

/**
 * The SVG path of a smooth curve through the points that never swings past them (a monotone cubic, Fritsch and
 * Carlson): the hours' curve dips no lower than its lowest hour, so it never draws below zero.
 */
export function smoothPath(points: readonly Point[]): string {
  if (points.length < 3) return linePath(points);
  const slopes = points.slice(1).map(([x, y], i) => (y - points[i]![1]) / (x - points[i]![0]));
  const tangents = points.map((_, i) => {
    if (i === 0) return slopes[0]!;
    if (i === points.length - 1) return slopes[i - 1]!;
    const [before, after] = [slopes[i - 1]!, slopes[i]!];
    return before * after <= 0 ? 0 : (before + after) / 2;
  });
  slopes.forEach((slope, i) => {
    if (slope === 0) {
      tangents[i] = 0;
      tangents[i + 1] = 0;
      return;
    }
    const a = tangents[i]! / slope;
    const b = tangents[i + 1]! / slope;
    const size = a * a + b * b;
    if (size > 9) {
      const shrink = 3 / Math.sqrt(size);
      tangents[i] = shrink * a * slope;
      tangents[i + 1] = shrink * b * slope;
    }
  });
  const curves = points.slice(1).map(([x, y], i) => {
    const [x0, y0] = points[i]!;
    const third = (x - x0) / 3;
    const first: Point = [x0 + third, y0 + tangents[i]! * third];
    const second: Point = [x - third, y - tangents[i + 1]! * third];
    return `C${pair(first)},${pair(second)},${pair([x, y])}`;
  });
  return `M${pair(points[0]!)}${curves.join('')}`;
}

/**
 * An axis tick in the unit of the metric's report column (docs/requirements.md#units-and-formats), trailing
 * zeros dropped: `￥1,500`, `2%`, `12,000`, where a cell would show `￥1,500.00`.
 */
export function tickFormat(unit: ValueUnit | undefined): (value: number) => string {
  const { divisor, factor, digits, prefix, suffix } = unitRules[unit ?? 't'];
  return (value) => {
    const text = formatNumber((value * factor) / divisor, digits, true);
    return text.startsWith('-') ? `-${prefix}${text.slice(1)}${suffix}` : `${prefix}${text}${suffix}`;
  };
}

/**
 * The rough width in pixels of a text in the charts' 12 px type: wide (CJK) characters a full em, others about
 * 0.6 em; enough to leave room for axis labels without measuring them in the page.
 */
export function textWidth(text: string): number {
  let width = 0;
  for (const character of text) width += character.codePointAt(0)! >= 0x2e80 ? 12 : 7;
  return width;
}
