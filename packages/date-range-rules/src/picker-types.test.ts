import { describe, expect, it } from 'vitest';
import { clocks } from './testing/clocks';
import {
  defaultRange,
  defaultRanges,
  isClearable,
  isSelectableDate,
  normalizeRange,
  pickerMode,
  pickerTypes,
  shortcutsOf,
  validateRange,
  type PickerType,
} from './picker-types';

type Clock = keyof typeof clocks;
const range = (beginDate: string, endDate: string) => ({ beginDate, endDate });

describe('picker types', () => {
  it('picks days, whole weeks (type 3) or months (type 4); only type 5 cannot be cleared', () => {
    expect(pickerTypes.map(pickerMode)).toEqual(['day', 'day', 'week', 'month', 'day']);
    expect(pickerTypes.map(isClearable)).toEqual([true, true, true, true, false]);
  });
});

describe('isSelectableDate', () => {
  it.each<[PickerType, Clock, string, boolean]>([
    [1, 'wednesday', '2026-11-17', true],
    [1, 'wednesday', '2026-11-18', false],
    [1, 'wednesday', '2024-01-01', true],
    [1, 'sundayLastMinute', '2026-11-22', false],
    [1, 'mondayMorning', '2026-11-22', true],
    [1, 'mondayMorning', '2026-11-23', false],
    [2, 'wednesday', '2026-11-09', true],
    [2, 'wednesday', '2026-11-15', true],
    [2, 'wednesday', '2026-11-11', false],
    [2, 'wednesday', '2026-11-14', false],
    [2, 'wednesday', '2026-11-16', false],
    [2, 'sunday', '2026-11-22', false],
    [2, 'mondayMorning', '2026-11-22', true],
    [3, 'sundayLastMinute', '2026-11-16', false],
    [3, 'mondayMorning', '2026-11-16', true],
    [3, 'mondayMorning', '2026-11-23', false],
    [3, 'newYearsDay', '2026-12-27', true],
    [3, 'newYearsDay', '2026-12-28', false],
    [4, 'wednesday', '2026-11-01', true],
    [4, 'wednesday', '2026-10-31', true],
    [4, 'wednesday', '2026-12-01', false],
    [4, 'firstOfDecember', '2026-12-01', false],
    [4, 'firstOfDecember', '2026-11-01', true],
    [4, 'afterLeapDay', '2028-03-01', false],
    [5, 'wednesday', '2026-11-18', true],
    [5, 'wednesday', '2026-11-19', false],
    [5, 'newYearsDay', '2027-01-01', true],
  ])('type %i on %s: %s selectable is %s', (type, clock, date, expected) => {
    expect(isSelectableDate(type, date, clocks[clock])).toBe(expected);
  });
});

describe('normalizeRange', () => {
  it.each<[PickerType, Clock, [string, string], [string, string]]>([
    [1, 'wednesday', ['2026-11-10', '2026-11-01'], ['2026-11-01', '2026-11-10']],
    [2, 'wednesday', ['2026-11-04', '2026-11-12'], ['2026-11-02', '2026-11-15']],
    [2, 'wednesday', ['2026-11-15', '2026-11-02'], ['2026-11-02', '2026-11-15']],
    [2, 'wednesday', ['2026-11-09', '2026-11-22'], ['2026-11-09', '2026-11-15']],
    [2, 'newYearsDay', ['2026-12-14', '2027-01-01'], ['2026-12-14', '2026-12-27']],
    [3, 'wednesday', ['2026-11-12', '2026-11-12'], ['2026-11-09', '2026-11-15']],
    [3, 'wednesday', ['2026-11-15', '2026-11-15'], ['2026-11-09', '2026-11-15']],
    [3, 'newYearsDay', ['2027-01-01', '2027-01-01'], ['2026-12-21', '2026-12-27']],
    [3, 'leapDay', ['2028-02-21', '2028-02-21'], ['2028-02-21', '2028-02-27']],
    [4, 'wednesday', ['2026-09-15', '2026-11-03'], ['2026-09-01', '2026-11-30']],
    [4, 'wednesday', ['2026-11-17', '2026-11-17'], ['2026-11-01', '2026-11-30']],
    [4, 'wednesday', ['2026-10-20', '2026-12-05'], ['2026-10-01', '2026-11-30']],
    [4, 'wednesday', ['2026-12-05', '2027-01-10'], ['2026-11-01', '2026-11-30']],
    [4, 'firstOfDecember', ['2026-11-20', '2026-12-01'], ['2026-11-01', '2026-11-30']],
    [4, 'wednesday', ['2026-10-20', '2026-10-02'], ['2026-10-01', '2026-10-31']],
    [4, 'newYearsDay', ['2026-12-01', '2026-12-01'], ['2026-12-01', '2026-12-31']],
    [4, 'afterLeapDay', ['2028-02-10', '2028-02-10'], ['2028-02-01', '2028-02-29']],
    [4, 'afterLeapDay', ['2028-03-01', '2028-03-01'], ['2028-02-01', '2028-02-29']],
    [4, 'leapDay', ['2028-02-01', '2028-02-01'], ['2028-02-01', '2028-02-29']],
    [5, 'wednesday', ['2026-11-18', '2026-11-01'], ['2026-11-01', '2026-11-18']],
  ])('type %i on %s: %j → %j', (type, clock, [begin, end], [beginDate, endDate]) => {
    expect(normalizeRange(type, range(begin, end), clocks[clock])).toEqual(range(beginDate, endDate));
  });
});

describe('shortcuts', () => {
  it('offers 7, 30 and 90 days (type 1), five week ranges (type 2), two single weeks (type 3), six month ranges (type 4), none for type 5', () => {
    expect(pickerTypes.map((type) => shortcutsOf(type).map((s) => s.id))).toEqual([
      ['last7Days', 'last30Days', 'last90Days'],
      ['lastWeek', 'lastTwoWeeks', 'lastThreeWeeks', 'lastMonth', 'lastThreeMonths'],
      ['lastWeek', 'weekBeforeLast'],
      ['thisMonth', 'previousMonth', 'lastThreeMonths', 'lastSixMonths', 'lastTwelveMonths', 'thisYear'],
      [],
    ]);
  });

  it.each<[PickerType, string, Clock, [string, string]]>([
    [1, 'last7Days', 'wednesday', ['2026-11-11', '2026-11-17']],
    [1, 'last30Days', 'wednesday', ['2026-10-19', '2026-11-17']],
    [1, 'last90Days', 'wednesday', ['2026-08-20', '2026-11-17']],
    [1, 'last7Days', 'newYearsDay', ['2026-12-25', '2026-12-31']],
    [1, 'last7Days', 'afterLeapDay', ['2028-02-23', '2028-02-29']],
    [2, 'lastWeek', 'wednesday', ['2026-11-09', '2026-11-15']],
    [2, 'lastTwoWeeks', 'wednesday', ['2026-11-02', '2026-11-15']],
    [2, 'lastThreeWeeks', 'wednesday', ['2026-10-26', '2026-11-15']],
    [2, 'lastMonth', 'wednesday', ['2026-10-19', '2026-11-15']],
    [2, 'lastThreeMonths', 'wednesday', ['2026-08-17', '2026-11-15']],
    [2, 'lastWeek', 'sundayLastMinute', ['2026-11-09', '2026-11-15']],
    [2, 'lastWeek', 'mondayMorning', ['2026-11-16', '2026-11-22']],
    [3, 'lastWeek', 'newYearsDay', ['2026-12-21', '2026-12-27']],
    [3, 'weekBeforeLast', 'wednesday', ['2026-11-02', '2026-11-08']],
    [3, 'weekBeforeLast', 'mondayMorning', ['2026-11-09', '2026-11-15']],
    [3, 'weekBeforeLast', 'afterYearEndWeek', ['2026-12-21', '2026-12-27']],
    [4, 'thisMonth', 'wednesday', ['2026-11-01', '2026-11-30']],
    [4, 'previousMonth', 'wednesday', ['2026-10-01', '2026-10-31']],
    [4, 'lastThreeMonths', 'wednesday', ['2026-08-01', '2026-10-31']],
    [4, 'lastSixMonths', 'wednesday', ['2026-05-01', '2026-10-31']],
    [4, 'lastTwelveMonths', 'wednesday', ['2025-11-01', '2026-10-31']],
    [4, 'thisYear', 'wednesday', ['2026-01-01', '2026-11-30']],
    // On the 1st the running month is the month before, whole: this month and last month are both November.
    [4, 'thisMonth', 'firstOfDecember', ['2026-11-01', '2026-11-30']],
    [4, 'previousMonth', 'firstOfDecember', ['2026-11-01', '2026-11-30']],
    [4, 'lastThreeMonths', 'firstOfDecember', ['2026-09-01', '2026-11-30']],
    [4, 'thisYear', 'newYearsDay', ['2026-01-01', '2026-12-31']],
    [4, 'lastTwelveMonths', 'newYearsDay', ['2026-01-01', '2026-12-31']],
    [4, 'lastSixMonths', 'afterLeapDay', ['2027-09-01', '2028-02-29']],
    [4, 'previousMonth', 'afterLeapDay', ['2028-02-01', '2028-02-29']],
  ])('type %i %s on %s is %j', (type, id, clock, [beginDate, endDate]) => {
    const shortcut = shortcutsOf(type).find((s) => s.id === id)!;
    expect(shortcut.range(clocks[clock])).toEqual(range(beginDate, endDate));
  });

  it.each(Object.keys(clocks) as Clock[])('on %s every shortcut passes its type’s validation', (clock) => {
    for (const type of pickerTypes) {
      for (const shortcut of shortcutsOf(type)) {
        expect(validateRange(type, shortcut.range(clocks[clock]), clocks[clock]), shortcut.id).toEqual({
          ok: true,
        });
      }
    }
  });
});

describe('default ranges', () => {
  it.each<[PickerType, Clock, [string, string]]>([
    [1, 'wednesday', ['2026-10-18', '2026-11-17']],
    [1, 'newYearsDay', ['2026-12-01', '2026-12-31']],
    [1, 'afterLeapDay', ['2028-01-30', '2028-02-29']],
    [2, 'wednesday', ['2026-11-09', '2026-11-15']],
    [2, 'sunday', ['2026-11-09', '2026-11-15']],
    [2, 'mondayMorning', ['2026-11-16', '2026-11-22']],
    [3, 'wednesday', ['2026-11-09', '2026-11-15']],
    [3, 'newYearsDay', ['2026-12-21', '2026-12-27']],
    [4, 'wednesday', ['2026-10-01', '2026-10-31']],
    [4, 'firstOfDecember', ['2026-11-01', '2026-11-30']],
    [4, 'newYearsDay', ['2026-12-01', '2026-12-31']],
    [4, 'afterLeapDay', ['2028-02-01', '2028-02-29']],
    [5, 'wednesday', ['2026-10-18', '2026-11-18']],
    [5, 'mondayMorning', ['2026-10-23', '2026-11-23']],
  ])('type %i on %s starts from %j', (type, clock, [beginDate, endDate]) => {
    expect(defaultRange(type, clocks[clock])).toEqual(range(beginDate, endDate));
    expect(defaultRanges[type](clocks[clock])).toEqual(range(beginDate, endDate));
  });

  it.each(Object.keys(clocks) as Clock[])('on %s every default passes its type’s validation', (clock) => {
    for (const type of pickerTypes) {
      expect(validateRange(type, defaultRange(type, clocks[clock]), clocks[clock]), `type ${type}`).toEqual({
        ok: true,
      });
    }
  });
});

describe('validateRange', () => {
  it.each(pickerTypes)('type %i asks to select a time for an empty value', (type) => {
    const selectTime = { ok: false, messageKey: 'dateRange.selectTime' };
    expect(validateRange(type, null, clocks.wednesday)).toEqual(selectTime);
    expect(validateRange(type, undefined, clocks.wednesday)).toEqual(selectTime);
    expect(validateRange(type, range('', '2026-11-01'), clocks.wednesday)).toEqual(selectTime);
    expect(validateRange(type, { beginDate: '2026-11-01' }, clocks.wednesday)).toEqual(selectTime);
  });

  it.each<[PickerType, Clock, [string, string], string | null]>([
    [1, 'wednesday', ['2026-11-01', '2026-11-17'], null],
    [1, 'wednesday', ['2026-11-01', '2026-11-18'], 'notAfterYesterday'],
    [1, 'wednesday', ['2026-11-10', '2026-11-01'], 'invalidDate'],
    [1, 'wednesday', ['2026-02-29', '2026-03-01'], 'invalidDate'],
    [1, 'wednesday', ['2024-11-17', '2026-11-17'], null],
    [1, 'wednesday', ['2024-11-16', '2026-11-17'], 'tooLong'],
    [1, 'sundayLastMinute', ['2026-11-16', '2026-11-22'], 'notAfterYesterday'],
    [1, 'mondayMorning', ['2026-11-16', '2026-11-22'], null],
    [2, 'wednesday', ['2026-11-02', '2026-11-15'], null],
    [2, 'wednesday', ['2026-11-03', '2026-11-15'], 'weekRange'],
    [2, 'wednesday', ['2026-11-02', '2026-11-14'], 'weekRange'],
    [2, 'wednesday', ['2026-11-16', '2026-11-22'], 'notAfterYesterday'],
    [2, 'mondayMorning', ['2026-11-16', '2026-11-22'], null],
    [2, 'newYearsDay', ['2026-12-28', '2027-01-03'], 'notAfterYesterday'],
    [3, 'wednesday', ['2026-11-09', '2026-11-15'], null],
    [3, 'wednesday', ['2026-11-02', '2026-11-15'], 'singleWeek'],
    [3, 'wednesday', ['2026-11-10', '2026-11-16'], 'singleWeek'],
    [3, 'leapDay', ['2028-02-21', '2028-02-27'], null],
    [4, 'wednesday', ['2026-10-01', '2026-10-31'], null],
    [4, 'wednesday', ['2026-10-01', '2026-11-17'], null],
    [4, 'wednesday', ['2026-10-02', '2026-10-31'], 'monthRange'],
    [4, 'wednesday', ['2026-10-01', '2026-10-30'], 'monthRange'],
    [4, 'wednesday', ['2026-10-01', '2026-11-30'], null],
    [4, 'wednesday', ['2026-11-01', '2026-11-30'], null],
    [4, 'wednesday', ['2026-11-01', '2026-11-29'], 'monthRange'],
    [4, 'wednesday', ['2026-11-01', '2026-12-01'], 'notAfterYesterday'],
    [4, 'wednesday', ['2026-12-01', '2026-12-31'], 'notAfterYesterday'],
    [4, 'firstOfDecember', ['2026-12-01', '2026-12-31'], 'notAfterYesterday'],
    [4, 'newYearsDay', ['2027-01-01', '2027-01-31'], 'notAfterYesterday'],
    [4, 'afterLeapDay', ['2028-02-01', '2028-02-29'], null],
    [4, 'afterLeapDay', ['2028-02-01', '2028-02-28'], 'monthRange'],
    [4, 'leapDay', ['2028-02-01', '2028-02-28'], null],
    [4, 'newYearsDay', ['2026-01-01', '2026-12-31'], null],
    [5, 'wednesday', ['2026-11-01', '2026-11-18'], null],
    [5, 'wednesday', ['2026-11-01', '2026-11-19'], 'notAfterToday'],
    [5, 'newYearsDay', ['2026-12-31', '2027-01-01'], null],
  ])('type %i on %s: %j → %s', (type, clock, [begin, end], message) => {
    expect(validateRange(type, range(begin, end), clocks[clock])).toEqual(
      message ? { ok: false, messageKey: `dateRange.${message}` } : { ok: true },
    );
  });
});
