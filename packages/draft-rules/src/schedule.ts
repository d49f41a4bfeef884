/**
 * A campaign's custom promotion time (docs/requirements.md#ad-drafts): a week of 7 days, Monday first, of 24
 * hours each (0–23 in Asia/Shanghai); true where the campaign runs.
 */
import { z } from 'zod';
import { typeError } from './fields';

export const scheduleDays = 7;
export const scheduleHours = 24;

export const Schedule = z
  .array(
    z.array(z.boolean(typeError()), typeError()).length(scheduleHours, 'validation.invalid'),
    typeError(),
  )
  .length(scheduleDays, 'validation.invalid');
export type Schedule = z.infer<typeof Schedule>;

/** A week with no hour chosen. */
export function emptySchedule(): Schedule {
  return Array.from({ length: scheduleDays }, () => Array<boolean>(scheduleHours).fill(false));
}

/** How many hours of the week the schedule runs. */
export function scheduledHours(schedule: Schedule): number {
  return schedule.flat().filter(Boolean).length;
}
