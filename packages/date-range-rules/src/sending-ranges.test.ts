import { describe, expect, it } from 'vitest';
import type { ScheduleCalendar } from './schedule-calendar';
import { checkSendingRange, firstSendingShortcut, nextRunDates, sendingShortcutsOf } from './sending-ranges';
import { clocks } from './testing/clocks';

const ids = (shortcuts: { id: string }[]) => shortcuts.map((shortcut) => shortcut.id);
const shanghai = 'Asia/Shanghai';

// The ranges a schedule may send at each frequency (docs/requirements.md#scheduled-reports).
describe('the ranges a schedule offers', () => {
  it('offers a daily report yesterday and rolling days daily, weeks weekly, months monthly', () => {
    expect(ids(sendingShortcutsOf(1, 'daily'))).toEqual([
      'yesterday',
      'last7Days',
      'monthSoFar',
      'last30Days',
      'last90Days',
    ]);
    expect(ids(sendingShortcutsOf(1, 'hourly'))).toEqual(ids(sendingShortcutsOf(1, 'daily')));
    expect(ids(sendingShortcutsOf(1, 'weekly'))).toEqual([
      'last7Days',
      'lastWeek',
      'monthSoFar',
      'last30Days',
      'last90Days',
    ]);
    expect(ids(sendingShortcutsOf(1, 'monthly'))).toEqual([
      'monthSoFar',
      'previousMonth',
      'last30Days',
      'last90Days',
    ]);
  });

  it("offers a weekly or monthly report only its picker's shortcuts that fit", () => {
    expect(ids(sendingShortcutsOf(2, 'daily'))).toEqual([]);
    expect(ids(sendingShortcutsOf(2, 'weekly'))).toEqual([
      'lastWeek',
      'lastTwoWeeks',
      'lastThreeWeeks',
      'lastMonth',
      'lastThreeMonths',
    ]);
    expect(ids(sendingShortcutsOf(2, 'monthly'))).toEqual(['lastMonth', 'lastThreeMonths']);
    expect(ids(sendingShortcutsOf(4, 'weekly'))).toEqual(['thisMonth', 'thisYear']);
    expect(ids(sendingShortcutsOf(4, 'monthly'))).toEqual([
      'thisMonth',
      'previousMonth',
      'lastThreeMonths',
      'lastSixMonths',
      'lastTwelveMonths',
      'thisYear',
    ]);
  });

  it('starts a new schedule from the range that moves on at its pace', () => {
    expect(firstSendingShortcut(1, 'daily')?.id).toBe('yesterday');
    expect(firstSendingShortcut(1, 'weekly')?.id).toBe('lastWeek');
    expect(firstSendingShortcut(1, 'monthly')?.id).toBe('previousMonth');
    expect(firstSendingShortcut(2, 'monthly')?.id).toBe('lastMonth');
    expect(firstSendingShortcut(2, 'daily')).toBeUndefined();
  });

  it('refuses a range that does not fit, and fixed dates the picker would not take', () => {
    expect(checkSendingRange(1, { preset: 'yesterday' }, 'daily', clocks.wednesday)).toEqual({ ok: true });
    const refused = { ok: false, messageKey: 'scheduledReports.refused.rangeFits' };
    expect(checkSendingRange(1, { preset: 'yesterday' }, 'monthly', clocks.wednesday)).toEqual(refused);
    expect(checkSendingRange(1, { preset: 'lastWeek' }, 'daily', clocks.wednesday)).toEqual(refused);
    expect(checkSendingRange(1, { reportDefault: true }, 'daily', clocks.wednesday)).toEqual(refused);
    const fixed = { beginDate: '2026-10-01', endDate: '2026-10-07' };
    expect(checkSendingRange(1, fixed, 'weekly', clocks.wednesday)).toEqual({ ok: true });
    expect(checkSendingRange(2, fixed, 'weekly', clocks.wednesday)).toEqual({
      ok: false,
      messageKey: 'dateRange.weekRange',
    });
  });
});

describe('the dates of the next run', () => {
  const next = (calendar: ScheduleCalendar, type: 1 | 2 | 4, range: Parameters<typeof nextRunDates>[2]) => {
    const found = nextRunDates(calendar, type, range, clocks.wednesday);
    return found && { due: new Date(found.due).toISOString(), ...found.range };
  };

  it('sends last week, Monday to Sunday, from a weekly schedule on Monday', () => {
    // Wednesday 2026-11-18 in Shanghai: the next Monday is the 23rd; its last week, the 16th to the 22nd.
    const weekly = { frequency: 'weekly', at: '09:00', weekday: 1, timeZone: shanghai } as const;
    expect(next(weekly, 1, { preset: 'lastWeek' })).toEqual({
      due: '2026-11-23T01:00:00.000Z',
      beginDate: '2026-11-16',
      endDate: '2026-11-22',
    });
  });

  it('sends yesterday, the month so far, last month and fixed dates as of the next run', () => {
    const daily = { frequency: 'daily', at: '09:00', timeZone: shanghai } as const;
    expect(next(daily, 1, { preset: 'yesterday' })).toEqual({
      due: '2026-11-19T01:00:00.000Z',
      beginDate: '2026-11-18',
      endDate: '2026-11-18',
    });
    expect(next(daily, 1, { preset: 'monthSoFar' })).toMatchObject({
      beginDate: '2026-11-01',
      endDate: '2026-11-18',
    });
    const monthly = { frequency: 'monthly', at: '09:00', monthDay: 1, timeZone: shanghai } as const;
    expect(next(monthly, 1, { preset: 'previousMonth' })).toEqual({
      due: '2026-12-01T01:00:00.000Z',
      beginDate: '2026-11-01',
      endDate: '2026-11-30',
    });
    expect(next(daily, 1, { beginDate: '2026-10-01', endDate: '2026-10-07' })).toMatchObject({
      beginDate: '2026-10-01',
      endDate: '2026-10-07',
    });
  });

  it("counts the days in the provider's calendar whatever the schedule's zone", () => {
    // 20:00 in New York on Wednesday the 18th is 09:00 on Thursday the 19th in Shanghai: yesterday is the 18th.
    const newYork = { frequency: 'daily', at: '20:00', timeZone: 'America/New_York' } as const;
    expect(next(newYork, 1, { preset: 'yesterday' })).toEqual({
      due: '2026-11-19T01:00:00.000Z',
      beginDate: '2026-11-18',
      endDate: '2026-11-18',
    });
  });

  it("sends a month report's running month up to the day before the run", () => {
    const lastDay = { frequency: 'monthly', at: '23:00', monthDay: 'last', timeZone: shanghai } as const;
    expect(next(lastDay, 4, { preset: 'thisMonth' })).toEqual({
      due: '2026-11-30T15:00:00.000Z',
      beginDate: '2026-11-01',
      endDate: '2026-11-29',
    });
  });

  it("sends a schedule saved before its dates were chosen the report's default, as it did", () => {
    const weekly = { frequency: 'weekly', at: '09:00', weekday: 1, timeZone: shanghai } as const;
    expect(next(weekly, 1, { reportDefault: true })).toMatchObject({
      beginDate: '2026-10-23',
      endDate: '2026-11-22',
    });
    expect(next(weekly, 1, { preset: 'nextCentury' })).toBeNull();
  });
});
