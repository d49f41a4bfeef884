import { defaultRange, isApiDate, type DateRange, type PickerType } from '@adconsole/date-range';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A page's date range kept in its URL as beginDate and endDate, yyyy-MM-dd
 * (docs/requirements.md#date-ranges), so a link or a tab reopens the same range and the same route with
 * another range is a tab of its own (docs/decisions.md#a-report-pages-state-is-in-its-url); the picker type's
 * default range until one is chosen.
 */
export function useRangeParams(type: PickerType) {
  const [params, setParams] = useSearchParams();
  const beginDate = params.get('beginDate');
  const endDate = params.get('endDate');
  const range = useMemo(
    (): DateRange =>
      isApiDate(beginDate) && isApiDate(endDate) ? { beginDate, endDate } : defaultRange(type, Date.now()),
    [beginDate, endDate, type],
  );
  const setRange = useCallback(
    (next: DateRange) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set('beginDate', next.beginDate);
        updated.set('endDate', next.endDate);
        return updated;
      }),
    [setParams],
  );
  return [range, setRange] as const;
}
