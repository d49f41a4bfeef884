import type { Language } from '@adconsole/i18n';
import { useCallback } from 'react';
import { validateRange, type DateRange, type PickerType } from '@adconsole/date-range-rules';
import { useDateRangeText } from './date-range-text';

/**
 * The check a page runs before a search or an export, which a failed check blocks
 * (docs/requirements.md#range-checks): the translated message, or undefined when the range is fine. The
 * message is in `language` when given, as the picker's own words are.
 */
export function useDateRangeValidation(language?: Language) {
  const { t } = useDateRangeText(language);
  return useCallback(
    (type: PickerType, value: DateRange | null, now: Date | number = Date.now()): string | undefined => {
      const check = validateRange(type, value, now);
      return check.ok ? undefined : t(check.messageKey);
    },
    [t],
  );
}
