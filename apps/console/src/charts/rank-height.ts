/** Each ranked row's height; the chart is as tall as its rows need, so every row is named. */
const rankRowHeight = 24;
/** Room above a ranked chart's rows and below them for the value axis. */
export const rankMargin = { top: 4, bottom: 26 };

/**
 * The height a ranked chart needs for its rows, at least `minimum`; kept apart from the chart's code, which loads
 * lazily, so a page can hold the chart's place before it comes (chart-placeholder.tsx).
 */
export function rankHeight(rows: number, minimum: number): number {
  return Math.max(minimum, rows * rankRowHeight + rankMargin.top + rankMargin.bottom);
}
