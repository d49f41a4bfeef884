import { languages, lookup } from '@adconsole/i18n/resources';
import { describe, expect, it } from 'vitest';
import { clocks } from './testing/clocks';
import { maxRangeDays } from './limits';
import { rangeMessageKeys } from './range-checks';
import { reportedRange, validateReportRange, type TimeUnit } from './report-range';

type Clock = keyof typeof clocks;

describe('validateReportRange', () => {
  it.each<[TimeUnit, Clock, [string, string], string | null]>([
    ['day', 'wednesday', ['2026-11-17', '2026-11-17'], null],
    ['day', 'wednesday', ['2026-11-18', '2026-11-18'], 'notAfterYesterday'],
    ['day', 'wednesday', ['2026-11-17', '2026-11-16'], 'invalidDate'],
    ['day', 'wednesday', ['2026-11-31', '2026-12-01'], 'invalidDate'],
    ['day', 'wednesday', ['2026-11-1', '2026-11-17'], 'invalidDate'],
    ['day', 'wednesday', ['', '2026-11-17'], 'selectTime'],
    ['day', 'wednesday', ['2024-11-17', '2026-11-17'], null],
    ['day', 'wednesday', ['2024-11-16', '2026-11-17'], 'tooLong'],
    ['day', 'sundayLastMinute', ['2026-11-22', '2026-11-22'], 'notAfterYesterday'],
    ['day', 'mondayMorning', ['2026-11-22', '2026-11-22'], null],
    ['day', 'newYearsDay', ['2026-12-31', '2026-12-31'], null],
    ['day', 'newYearsDay', ['2026-12-31', '2027-01-01'], 'notAfterYesterday'],
    ['day', 'afterLeapDay', ['2028-02-29', '2028-02-29'], null],
    ['summary', 'wednesday', ['2026-11-04', '2026-11-12'], null],
    ['summary', 'wednesday', ['2026-11-04', '2026-11-18'], 'notAfterYesterday'],
    ['week', 'wednesday', ['2026-11-09', '2026-11-15'], null],
    ['week', 'wednesday', ['2026-10-19', '2026-11-15'], null],
    ['week', 'wednesday', ['2026-11-10', '2026-11-15'], 'weekRange'],
    ['week', 'wednesday', ['2026-11-09', '2026-11-14'], 'weekRange'],
    ['week', 'wednesday', ['2026-11-08', '2026-11-14'], 'weekRange'],
    ['week', 'wednesday', ['2026-11-16', '2026-11-22'], 'notAfterYesterday'],
    ['week', 'sunday', ['2026-11-16', '2026-11-22'], 'notAfterYesterday'],
    ['week', 'sundayLastMinute', ['2026-11-16', '2026-11-22'], 'notAfterYesterday'],
    ['week', 'mondayMorning', ['2026-11-16', '2026-11-22'], null],
    ['week', 'newYearsDay', ['2026-12-21', '2026-12-27'], null],
    ['week', 'newYearsDay', ['2026-12-28', '2027-01-03'], 'notAfterYesterday'],
    ['week', 'afterLeapDay', ['2028-02-21', '2028-02-27'], null],
    ['month', 'wednesday', ['2026-10-01', '2026-10-31'], null],
    ['month', 'wednesday', ['2026-01-01', '2026-10-31'], null],
    ['month', 'wednesday', ['2026-10-01', '2026-11-17'], null],
    ['month', 'wednesday', ['2026-10-01', '2026-11-16'], 'monthRange'],
    ['month', 'wednesday', ['2026-10-02', '2026-10-31'], 'monthRange'],
    ['month', 'wednesday', ['2026-10-01', '2026-10-30'], 'monthRange'],
    ['month', 'wednesday', ['2026-11-01', '2026-11-30'], null],
    ['month', 'wednesday', ['2026-09-01', '2026-11-30'], null],
    ['month', 'wednesday', ['2026-11-01', '2026-11-29'], 'monthRange'],
    ['month', 'wednesday', ['2026-11-01', '2026-12-31'], 'notAfterYesterday'],
    ['month', 'wednesday', ['2026-12-01', '2026-12-31'], 'notAfterYesterday'],
    ['month', 'firstOfDecember', ['2026-12-01', '2026-12-31'], 'notAfterYesterday'],
    ['month', 'afterLeapDay', ['2028-03-01', '2028-03-31'], 'notAfterYesterday'],
    ['month', 'wednesday', ['2024-11-01', '2026-11-30'], 'tooLong'],
    ['month', 'wednesday', ['2024-12-01', '2026-11-30'], null],
    ['day', 'wednesday', ['2026-11-01', '2026-11-30'], 'notAfterYesterday'],
    ['summary', 'wednesday', ['2026-11-01', '2026-11-30'], 'notAfterYesterday'],
    ['week', 'wednesday', ['2026-11-16', '2026-11-29'], 'notAfterYesterday'],
    ['month', 'firstOfDecember', ['2026-11-01', '2026-11-30'], null],
    ['month', 'newYearsDay', ['2026-12-01', '2026-12-31'], null],
    ['month', 'leapDay', ['2028-02-01', '2028-02-28'], null],
    ['month', 'afterLeapDay', ['2028-02-01', '2028-02-28'], 'monthRange'],
    ['month', 'afterLeapDay', ['2028-02-01', '2028-02-29'], null],
  ])('%s on %s: %j → %s', (timeUnit, clock, [beginDate, endDate], message) => {
    expect(validateReportRange({ beginDate, endDate, timeUnit }, clocks[clock])).toEqual(
      message ? { ok: false, messageKey: `dateRange.${message}` } : { ok: true },
    );
  });

  it('takes the clock as a timestamp too', () => {
    const query = { beginDate: '2026-11-16', endDate: '2026-11-22', timeUnit: 'week' } as const;
    expect(validateReportRange(query, clocks.mondayMorning.getTime())).toEqual({ ok: true });
  });
});

describe('reportedRange', () => {
  it.each<[Clock, [string, string], [string, string]]>([
    ['wednesday', ['2026-11-01', '2026-11-30'], ['2026-11-01', '2026-11-17']],
    ['wednesday', ['2026-09-01', '2026-11-30'], ['2026-09-01', '2026-11-17']],
    ['wednesday', ['2026-09-01', '2026-10-31'], ['2026-09-01', '2026-10-31']],
    ['wednesday', ['2026-11-01', '2026-11-17'], ['2026-11-01', '2026-11-17']],
    ['sundayLastMinute', ['2026-11-01', '2026-11-30'], ['2026-11-01', '2026-11-21']],
    ['mondayMorning', ['2026-11-01', '2026-11-30'], ['2026-11-01', '2026-11-22']],
    ['leapDay', ['2028-02-01', '2028-02-29'], ['2028-02-01', '2028-02-28']],
  ])('on %s: %j reports %j', (clock, [beginDate, endDate], [reportedBegin, reportedEnd]) => {
    expect(reportedRange({ beginDate, endDate, timeUnit: 'month' }, clocks[clock])).toEqual({
      beginDate: reportedBegin,
      endDate: reportedEnd,
      timeUnit: 'month',
    });
  });
});

describe('range messages', () => {
  it.each(languages.map((l) => l.code))('every message key has a %s text', (language) => {
    for (const key of rangeMessageKeys) {
      expect(lookup(language, key), key).toMatch(/\S/);
    }
  });

  it.each(languages.map((l) => l.code))('the %s "too long" text names the limit', (language) => {
    expect(lookup(language, 'dateRange.tooLong')).toContain(String(maxRangeDays));
  });
});
