import { describe, expect, it } from 'vitest';
import { emptySchedule, scheduledHours } from '@adconsole/draft-rules';
import { cellsAt, isOnAt, moveInGrid, toggleAt } from './schedule-edit';

describe('schedule edits', () => {
  it('toggle one hour of one day', () => {
    const once = toggleAt(emptySchedule(), { day: 2, hour: 9 });
    expect(once[2]![9]).toBe(true);
    expect(scheduledHours(once)).toBe(1);
    expect(scheduledHours(toggleAt(once, { day: 2, hour: 9 }))).toBe(0);
  });

  it('switch a whole day on when any hour is off, off when all are on', () => {
    const partly = toggleAt(emptySchedule(), { day: 0, hour: 3 });
    const wholeMonday = toggleAt(partly, { day: 0, hour: -1 });
    expect(wholeMonday[0]).toEqual(Array(24).fill(true));
    expect(scheduledHours(wholeMonday)).toBe(24);
    expect(isOnAt(wholeMonday, { day: 0, hour: -1 })).toBe(true);
    expect(scheduledHours(toggleAt(wholeMonday, { day: 0, hour: -1 }))).toBe(0);
  });

  it('switch an hour of every day, and the whole week', () => {
    const nineOClock = toggleAt(emptySchedule(), { day: -1, hour: 9 });
    expect(nineOClock.map((hours) => hours[9])).toEqual([true, true, true, true, true, true, true]);
    expect(scheduledHours(nineOClock)).toBe(7);
    const week = toggleAt(nineOClock, { day: -1, hour: -1 });
    expect(scheduledHours(week)).toBe(168);
    expect(scheduledHours(toggleAt(week, { day: -1, hour: -1 }))).toBe(0);
  });

  it('name the cells a header stands for', () => {
    expect(cellsAt({ day: 1, hour: 5 })).toEqual([{ day: 1, hour: 5 }]);
    expect(cellsAt({ day: 4, hour: -1 })).toHaveLength(24);
    expect(cellsAt({ day: -1, hour: 0 })).toEqual([0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, hour: 0 })));
  });

  it.each([
    [{ day: 0, hour: 0 }, 'ArrowUp', false, { day: -1, hour: 0 }],
    [{ day: -1, hour: 0 }, 'ArrowUp', false, { day: -1, hour: 0 }],
    [{ day: 0, hour: 0 }, 'ArrowLeft', false, { day: 0, hour: -1 }],
    [{ day: 6, hour: 23 }, 'ArrowDown', false, { day: 6, hour: 23 }],
    [{ day: 6, hour: 23 }, 'ArrowRight', false, { day: 6, hour: 23 }],
    [{ day: 3, hour: 10 }, 'Home', false, { day: 3, hour: -1 }],
    [{ day: 3, hour: 10 }, 'End', false, { day: 3, hour: 23 }],
    [{ day: 3, hour: 10 }, 'Home', true, { day: -1, hour: -1 }],
    [{ day: 3, hour: 10 }, 'End', true, { day: 6, hour: 23 }],
    [{ day: 3, hour: 10 }, 'a', false, undefined],
  ])('move from %o with %s (ctrl %s) to %o', (from, key, ctrl, to) => {
    expect(moveInGrid(from, key, ctrl)).toEqual(to);
  });
});
