import { useTranslation } from '@adconsole/i18n';
import { useCallback } from 'react';
import { validateRange, type DateRange, type PickerType } from '../rules';

/**
 * The check a page runs before a search or an export, which a failed check blocks
 * (docs/requirements.md#range-checks): the translated message, or undefined when the range is fine.
 */
export function useDateRangeValidation() {
  const { t } = useTranslation();
  return useCallback(
    (type: PickerType, value: DateRange | null, now: Date | number = Date.now()): string | undefined => {
      const check = validateRange(type, value, now);
      return check.ok ? undefined : t(check.messageKey);
    },
    [t],
  );
}
