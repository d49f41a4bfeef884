/**
 * Changes of a campaign's promotion time (docs/requirements.md#ad-drafts), the weekday × hour grid's
 * operations: a cell, a whole day, a whole hour of every day, the whole week. A row, a column or the week
 * is switched on when any of its hours is off, and off when all are on, as the provider's own grid does.
 */
import { scheduleDays, scheduleHours, type Schedule } from '@adconsole/draft-rules';

/** A position in the grid: a day (0 Monday … 6 Sunday) and an hour (0–23); -1 is the header of a row or column. */
export interface GridPosition {
  day: number;
  hour: number;
}

function allOn(schedule: Schedule, cells: readonly GridPosition[]): boolean {
  return cells.every(({ day, hour }) => schedule[day]![hour]);
}

function setCells(schedule: Schedule, cells: readonly GridPosition[], on: boolean): Schedule {
  const next = schedule.map((hours) => [...hours]);
  for (const { day, hour } of cells) next[day]![hour] = on;
  return next;
}

const range = (length: number) => Array.from({ length }, (_, index) => index);

/**
 * The hours a position stands for: a cell, a day's 24 hours (hour -1), an hour of all 7 days (day -1), or
 * the whole week (both -1).
 */
export function cellsAt({ day, hour }: GridPosition): GridPosition[] {
  const days = day < 0 ? range(scheduleDays) : [day];
  const hours = hour < 0 ? range(scheduleHours) : [hour];
  return days.flatMap((d) => hours.map((h) => ({ day: d, hour: h })));
}

/** Switches the hours a position stands for: on unless all of them are on already. */
export function toggleAt(schedule: Schedule, position: GridPosition): Schedule {
  const cells = cellsAt(position);
  return setCells(schedule, cells, !allOn(schedule, cells));
}

/** Whether every hour a position stands for is on (a header shows as chosen then). */
export function isOnAt(schedule: Schedule, position: GridPosition): boolean {
  return allOn(schedule, cellsAt(position));
}

/**
 * Where a key moves the focus in the grid, headers included (row -1 is the hours' header, column -1 the
 * days'); undefined for a key that does not move it. Home and End go to the row's ends, with Ctrl to the
 * grid's corners.
 */
export function moveInGrid(
  { day, hour }: GridPosition,
  key: string,
  ctrlKey = false,
): GridPosition | undefined {
  const lastDay = scheduleDays - 1;
  const lastHour = scheduleHours - 1;
  switch (key) {
    case 'ArrowUp':
      return { day: Math.max(-1, day - 1), hour };
    case 'ArrowDown':
      return { day: Math.min(lastDay, day + 1), hour };
    case 'ArrowLeft':
      return { day, hour: Math.max(-1, hour - 1) };
    case 'ArrowRight':
      return { day, hour: Math.min(lastHour, hour + 1) };
    case 'Home':
      return ctrlKey ? { day: -1, hour: -1 } : { day, hour: -1 };
    case 'End':
      return ctrlKey ? { day: lastDay, hour: lastHour } : { day, hour: lastHour };
    default:
      return undefined;
  }
}
