import {
  ChangeHistoryRequest,
  ChangeKind,
  HistoryLevel,
  IsoDate,
  type ChangeHistoryRequest as ChangeHistoryBody,
} from '@adconsole/api-client/contract';
import { addCalendarDays, providerToday, type DateRange } from '@adconsole/date-range-rules';
import { z } from 'zod';
import { urlPage } from '../../lib/list-params';

/**
 * The change history's state in its URL (docs/requirements.md#lists-and-paging): page, range, level and kind;
 * a link from a chart's marker names one day.
 */
export const ChangeHistoryView = z.object({
  ...urlPage(ChangeHistoryRequest),
  beginDate: z.optional(IsoDate).catch(undefined),
  endDate: z.optional(IsoDate).catch(undefined),
  level: z.optional(HistoryLevel).catch(undefined),
  kind: z.optional(ChangeKind).catch(undefined),
});
export type ChangeHistoryView = z.infer<typeof ChangeHistoryView>;

/** The range the page opens on (docs/requirements.md#change-history): the last 7 days, today included. */
export function defaultHistoryRange(now: Date | number): DateRange {
  const today = providerToday(now);
  return { beginDate: addCalendarDays(today, -6), endDate: today };
}

/** The URL's range, else the default one. */
export function historyRange(view: ChangeHistoryView, now: Date | number): DateRange {
  return view.beginDate && view.endDate
    ? { beginDate: view.beginDate, endDate: view.endDate }
    : defaultHistoryRange(now);
}

/** The list call's body (without the account, which the client sends) for the URL's state. */
export function changeHistoryRequest(
  { page, size, level, kind }: ChangeHistoryView,
  range: DateRange,
): Omit<ChangeHistoryBody, 'accountId'> {
  return {
    page: { number: page, size },
    query: { ...range, ...(level ? { level } : {}), ...(kind ? { kind } : {}) },
  };
}
