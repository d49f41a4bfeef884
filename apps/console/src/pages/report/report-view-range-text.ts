import type { ViewRange } from '@adconsole/api-client/contract';
import { isShortcutId, type DateRange } from '@adconsole/date-range';
import type { TFunction } from '@adconsole/i18n';

/** A shortcut's label; an id this build does not know stays as written. */
const shortcutName = (t: TFunction, preset: string) =>
  isShortcutId(preset) ? t(`dateRange.shortcut.${preset}`) : preset;

/** The dates a view keeps, in words: a shortcut's label, or its fixed dates. */
export function keptRangeName(t: TFunction, range: Exclude<ViewRange, { reportDefault: true }>): string {
  return 'preset' in range ? shortcutName(t, range.preset) : `${range.beginDate} – ${range.endDate}`;
}

/**
 * What the save dialog says of the dates a view keeps (docs/requirements.md#report-views): whether they roll
 * forward (the report's default, a shortcut) or stay fixed, with the dates shown today.
 */
export function viewRangeText(t: TFunction, range: ViewRange, shown: DateRange): string {
  if ('reportDefault' in range) return t('reportPage.views.rangeRolls.reportDefault', { ...shown });
  if ('preset' in range)
    return t('reportPage.views.rangeRolls.preset', { ...shown, shortcut: shortcutName(t, range.preset) });
  return t('reportPage.views.rangeFixed', { ...range });
}
