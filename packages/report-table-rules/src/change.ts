import { roundTo, toNumber } from './format';

/** What a change cell shows when there is nothing to compare with (a previous value of 0). */
export const noChangeText = '—';

/** Which way a change went, as shown (rounded to 0.1 %): a change that rounds to 0.0% went neither way. */
export type ChangeDirection = 'up' | 'down' | 'flat';

/** A change ratio as shown, in percent with one decimal; undefined when there is none. */
function shownPercent(value: unknown): number | undefined {
  const ratio = toNumber(value);
  return ratio === undefined ? undefined : roundTo(ratio * 100, 1);
}

/** The direction of a change ratio, or none when there is nothing to compare with. */
export function changeDirection(value: unknown): ChangeDirection | undefined {
  const percent = shownPercent(value);
  if (percent === undefined) return undefined;
  return percent > 0 ? 'up' : percent < 0 ? 'down' : 'flat';
}

/**
 * A change ratio (docs/requirements.md#period-comparison) as its cell reads: signed with one decimal, so the
 * direction is in the text and not only in the colour: 0.1234 → `+12.3%`, -0.04 → `−4.0%`, 0 → `0.0%`,
 * null → `—`.
 */
export function formatChange(value: unknown): string {
  const percent = shownPercent(value);
  if (percent === undefined) return noChangeText;
  const text = `${Math.abs(percent).toFixed(1)}%`;
  return percent > 0 ? `+${text}` : percent < 0 ? `\u2212${text}` : text;
}
