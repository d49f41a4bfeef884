import {
  catalogueReportByPath,
  type CustomReportFields,
  type ReportView,
  type ViewRange,
} from '@adconsole/api-client/contract';
import { describe, expect, it } from 'vitest';
import { parseReportParams } from '../../lib/report-params';
import {
  viewColumns,
  viewColumnsGone,
  viewRangeFits,
  viewSearchParams,
  viewStateOf,
} from './report-view-state';
import { customField } from '../../lib/testing/fixtures';

/** Saturday 21 November 2026 in Asia/Shanghai: yesterday is 20 November, last week 9–15 November. */
const now = Date.parse('2026-11-21T08:00:00Z');
const threeDaysLater = now + 3 * 86_400_000;
const keywordDaily = catalogueReportByPath('/keywordSearch/keywordReport')!;
const keywordWeekly = catalogueReportByPath('/keywordSearch/keywordWeekly')!;
const keywordMonthly = catalogueReportByPath('/keywordSearch/keywordMonth')!;
const keywordCustom = catalogueReportByPath('/keywordSearch/keywordCustom')!;
const columns = { order: ['reportDates', 'keyword', 'cost'], hidden: [] };

const viewOf = (range: ViewRange, granularity: ReportView['granularity'] = 'day'): ReportView => ({
  id: 4,
  name: 'Mine',
  channel: 'search',
  section: 'keyword',
  granularity,
  isDefault: false,
  own: true,
  state: { version: 1, columns, range },
  updatedTime: 0,
});

/** The dates and shortcut a view's URL opens with, as the report page reads them. */
const opened = (report = keywordDaily, view: ReportView, at = now) => {
  const { beginDate, endDate, range } = parseReportParams(report, viewSearchParams(report, view, at), at);
  return { beginDate, endDate, range };
};

describe('a view’s dates (docs/requirements.md#report-views)', () => {
  it("keeps the report's default range as the report's default, which rolls forward", () => {
    const shown = parseReportParams(keywordDaily, new URLSearchParams('sortCol=cost'), now);
    expect(shown).toMatchObject({ beginDate: '2026-10-21', endDate: '2026-11-20', reportDefault: true });
    const state = viewStateOf(keywordDaily, shown, columns);
    expect(state.range).toEqual({ reportDefault: true });
    // Opened three days later: that day's default, not the dates it was saved with.
    expect(opened(keywordDaily, viewOf(state.range!), threeDaysLater)).toEqual({
      beginDate: '2026-10-24',
      endDate: '2026-11-23',
      range: undefined,
    });
  });

  it('keeps dates picked from the calendar as fixed dates, even when they are the default ones', () => {
    const picked = parseReportParams(
      keywordDaily,
      new URLSearchParams('beginDate=2026-10-21&endDate=2026-11-20'),
      now,
    );
    expect(viewStateOf(keywordDaily, picked, columns).range).toEqual({
      beginDate: '2026-10-21',
      endDate: '2026-11-20',
    });
  });

  it("keeps a daily view's shortcut on a report with the same picker, and drops it where the picker has none", () => {
    const lastSevenDays = { preset: 'last7Days' };
    expect(opened(keywordCustom, viewOf(lastSevenDays))).toEqual({
      beginDate: '2026-11-14',
      endDate: '2026-11-20',
      range: 'last7Days',
    });
    expect(viewRangeFits(keywordCustom, lastSevenDays, now)).toBe(true);
    // On the weekly and monthly reports "last 7 days" is no shortcut: their default, and the page says so.
    expect(viewRangeFits(keywordWeekly, lastSevenDays, now)).toBe(false);
    expect(opened(keywordWeekly, viewOf(lastSevenDays))).toEqual({
      beginDate: '2026-11-09',
      endDate: '2026-11-15',
      range: undefined,
    });
    expect(viewRangeFits(keywordMonthly, lastSevenDays, now)).toBe(false);
    expect(opened(keywordMonthly, viewOf(lastSevenDays))).toEqual({
      beginDate: '2026-10-01',
      endDate: '2026-10-31',
      range: undefined,
    });
  });

  it('keeps fixed dates only where the picker could pick them', () => {
    const tuesdayToThursday = { beginDate: '2026-11-03', endDate: '2026-11-12' };
    expect(viewRangeFits(keywordWeekly, tuesdayToThursday, now)).toBe(false);
    expect(opened(keywordWeekly, viewOf(tuesdayToThursday))).toMatchObject({
      beginDate: '2026-11-09',
      endDate: '2026-11-15',
    });
    const twoWholeWeeks = { beginDate: '2026-11-02', endDate: '2026-11-15' };
    expect(viewRangeFits(keywordWeekly, twoWholeWeeks, now)).toBe(true);
    expect(opened(keywordWeekly, viewOf(twoWholeWeeks, null))).toEqual({
      ...twoWholeWeeks,
      range: undefined,
    });
    expect(viewRangeFits(keywordMonthly, twoWholeWeeks, now)).toBe(false);
    expect(viewRangeFits(keywordWeekly, { reportDefault: true }, now)).toBe(true);
  });
});

describe('a view’s calculated columns (docs/requirements.md#calculated-columns)', () => {
  /** The report offers metric 7 (field -7); metric 8 is gone or no longer fits it. */
  const fields: CustomReportFields = {
    channel: 'search',
    section: 'keyword',
    customized: false,
    fieldIds: [],
    fields: [customField(1, 'keyword'), customField(33, 'cost'), customField(-7, 'calc_7')],
    widths: {},
  };
  const view: ReportView = {
    ...viewOf({ reportDefault: true }),
    state: {
      version: 1,
      columns: {
        order: ['keyword', 'calc_8', 'calc_7', 'cost', 'click', 'calc_9'],
        hidden: ['calc_9'],
        widths: { calc_7: 140, calc_8: 120 },
      },
      range: { reportDefault: true },
    },
  };

  it('open like any column, and those the report no longer offers drop out', () => {
    expect(viewColumns(view, fields)).toEqual({
      order: ['keyword', 'calc_7', 'cost'],
      hidden: [],
      widths: { calc_7: 140 },
    });
  });

  it('count the shown columns the report no longer offers, for the page to say', () => {
    // calc_8 and click are gone; calc_9 was hidden, so nothing of the view is lost with it.
    expect(viewColumnsGone(view, fields)).toBe(2);
    expect(
      viewColumnsGone(viewOf({ reportDefault: true }), {
        ...fields,
        fields: [...fields.fields, customField(2, 'reportDates')],
      }),
    ).toBe(0);
  });
});
