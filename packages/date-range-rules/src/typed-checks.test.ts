import { describe, expect, it } from 'vitest';
import type { PickerType } from './picker-types';
import { clocks } from './testing/clocks';
import { checkTypedDate, checkTypedRange, type RangeEdge } from './typed-checks';

type Clock = keyof typeof clocks;

describe('checkTypedDate', () => {
  it.each<[PickerType, RangeEdge, string, string]>([
    [1, 'beginDate', '2026/11/17', '2026-11-17'],
    [1, 'beginDate', '2023-11-18', '2023-11-18'],
    [5, 'endDate', '2026年11月18日', '2026-11-18'],
    [2, 'beginDate', '2026-11-02', '2026-11-02'],
    [2, 'endDate', '2026-11-15', '2026-11-15'],
    [3, 'beginDate', '2026-11-09', '2026-11-09'],
    [4, 'beginDate', '2026-10-01', '2026-10-01'],
    [4, 'endDate', '2026-10-31', '2026-10-31'],
    [4, 'endDate', '2026-11-17', '2026-11-17'],
    [4, 'endDate', '2026-11-30', '2026-11-30'],
    [4, 'beginDate', '2023-12-01', '2023-12-01'],
  ])('type %i takes %s %j on Wednesday 2026-11-18', (type, edge, text, date) => {
    expect(checkTypedDate(type, edge, text, clocks.wednesday)).toEqual({ ok: true, date });
  });

  it.each<[PickerType, RangeEdge, string, string]>([
    [1, 'beginDate', '2026-02-30', 'notADate'],
    [1, 'endDate', 'yesterday', 'notADate'],
    [1, 'endDate', '2026-11-18', 'notAfterYesterday'],
    [1, 'beginDate', '2023-11-17', 'beforeDataKept'],
    [5, 'endDate', '2026-11-19', 'notAfterToday'],
    [5, 'beginDate', '2023-11-17', 'beforeDataKept'],
    [2, 'beginDate', '2026-11-03', 'notMonday'],
    [2, 'endDate', '2026-11-14', 'notSunday'],
    [2, 'beginDate', '2026-11-16', 'notAfterLastWeek'],
    [3, 'endDate', '2026-11-22', 'notAfterLastWeek'],
    [3, 'beginDate', '2023-11-13', 'beforeDataKept'],
    [4, 'beginDate', '2026-10-02', 'notFirstOfMonth'],
    [4, 'endDate', '2026-10-30', 'notLastOfMonth'],
    [4, 'beginDate', '2026-12-01', 'notAfterYesterday'],
    [4, 'beginDate', '2023-11-01', 'beforeDataKept'],
  ])('type %i refuses %s %j on Wednesday 2026-11-18: %s', (type, edge, text, message) => {
    expect(checkTypedDate(type, edge, text, clocks.wednesday)).toEqual({
      ok: false,
      messageKey: `dateRange.${message}`,
    });
  });
});

describe('checkTypedRange', () => {
  it.each<[PickerType, Clock, [string, string], [string, string]]>([
    [1, 'wednesday', ['2026-11-01', '2026-11-17'], ['2026-11-01', '2026-11-17']],
    [1, 'wednesday', ['2026-1-5', '2026年11月1日'], ['2026-01-05', '2026-11-01']],
    [2, 'wednesday', ['2026-11-02', '2026-11-15'], ['2026-11-02', '2026-11-15']],
    [3, 'wednesday', ['2026-11-09', '2026-11-15'], ['2026-11-09', '2026-11-15']],
    [4, 'wednesday', ['2026-09-01', '2026-11-17'], ['2026-09-01', '2026-11-30']],
    [5, 'wednesday', ['2026-11-18', '2026-11-18'], ['2026-11-18', '2026-11-18']],
  ])('type %i on %s takes %j as %j', (type, clock, [beginDate, endDate], expected) => {
    expect(checkTypedRange(type, { beginDate, endDate }, clocks[clock])).toEqual({
      ok: true,
      range: { beginDate: expected[0], endDate: expected[1] },
    });
  });

  it.each<[PickerType, [string, string], RangeEdge, string]>([
    [1, ['2026-11-01', '2026-11-24'], 'endDate', 'notAfterYesterday'],
    [1, ['2026-11-31', '2026-11-17'], 'beginDate', 'notADate'],
    [1, ['2026-11-10', '2026-11-01'], 'endDate', 'endBeforeStart'],
    [4, ['2026-11-01', '2026-10-31'], 'endDate', 'endBeforeStart'],
    [1, ['2024-11-01', '2026-11-17'], 'endDate', 'tooLong'],
    [2, ['2026-11-04', '2026-11-15'], 'beginDate', 'notMonday'],
    [3, ['2026-11-02', '2026-11-15'], 'endDate', 'singleWeek'],
    [4, ['2026-09-01', '2026-11-16'], 'endDate', 'notLastOfMonth'],
  ])('type %i refuses %j on Wednesday 2026-11-18 at %s: %s', (type, [beginDate, endDate], edge, message) => {
    expect(checkTypedRange(type, { beginDate, endDate }, clocks.wednesday)).toEqual({
      ok: false,
      edge,
      messageKey: `dateRange.${message}`,
    });
  });
});
