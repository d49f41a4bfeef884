import { useTranslation } from '@adconsole/i18n';
import { Button, cn } from '@adconsole/ui';
import { useId, useState, type KeyboardEvent } from 'react';
import { emptySchedule, scheduledHours, scheduleHours, type Schedule } from '@adconsole/draft-rules';
import { isOnAt, moveInGrid, toggleAt, type GridPosition } from './schedule-edit';

/** The days of the week, Monday first as the schedule keeps them: long names (read out) and short (shown). */
const dayNames = [
  ['drafts.schedule.monday', 'drafts.schedule.mondayShort'],
  ['drafts.schedule.tuesday', 'drafts.schedule.tuesdayShort'],
  ['drafts.schedule.wednesday', 'drafts.schedule.wednesdayShort'],
  ['drafts.schedule.thursday', 'drafts.schedule.thursdayShort'],
  ['drafts.schedule.friday', 'drafts.schedule.fridayShort'],
  ['drafts.schedule.saturday', 'drafts.schedule.saturdayShort'],
  ['drafts.schedule.sunday', 'drafts.schedule.sundayShort'],
] as const;

const hours = Array.from({ length: scheduleHours }, (_, hour) => hour);

export interface ScheduleGridProps {
  /** The grid's name, e.g. "Promotion time". */
  label: string;
  /** The chosen hours, 7 days × 24 hours; none chosen when undefined. */
  value: Schedule | undefined;
  /** Called with the whole schedule after each change. */
  onChange: (schedule: Schedule) => void;
  /** The rule's message (no hour chosen), translated, shown under the grid. */
  error?: string;
  /** Read-only: no hour can be chosen. */
  disabled?: boolean;
}

const positionKey = ({ day, hour }: GridPosition) => `${day},${hour}`;

/**
 * The weekday × hour grid of a campaign's custom promotion time (docs/requirements.md#ad-drafts), one tab
 * stop: the arrow keys move (headers included), Home / End go to a row's ends (with Ctrl to the corners),
 * Space or Enter chooses an hour, or on a day's, an hour's or the corner's header all of it; a click does the
 * same.
 *
 * **When to use:** a campaign's custom promotion time, inside the campaign form.
 *
 * **States:** empty, hours chosen (filled cells), the focused cell (a ring), a message when no hour is
 * chosen, disabled.
 *
 * - Do let a header choose a whole day or hour; users rarely pick single hours.
 * - Don't show it for "unlimited" promotion time.
 */
export function ScheduleGrid({ label, value, onChange, error, disabled }: ScheduleGridProps) {
  const { t } = useTranslation();
  const id = useId();
  const schedule = value ?? emptySchedule();
  const [focus, setFocus] = useState<GridPosition>({ day: 0, hour: 0 });

  const toggle = (position: GridPosition) => {
    if (disabled) return;
    setFocus(position);
    onChange(toggleAt(schedule, position));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      toggle(focus);
      return;
    }
    const next = moveInGrid(focus, event.key, event.ctrlKey || event.metaKey);
    if (!next) return;
    event.preventDefault();
    setFocus(next);
    event.currentTarget
      .closest('table')
      ?.querySelector<HTMLElement>(`[data-position="${positionKey(next)}"]`)
      ?.focus();
  };

  /** What every focusable cell of the grid carries, headers included. */
  const cellProps = (position: GridPosition) => ({
    'data-position': positionKey(position),
    tabIndex: positionKey(position) === positionKey(focus) ? 0 : -1,
    'aria-selected': isOnAt(schedule, position),
    'aria-disabled': disabled || undefined,
    onClick: () => toggle(position),
    onKeyDown,
  });
  const hourName = (hour: number) => `${hour}:00`;
  // No `outline-none` on the cells: in Tailwind 4 it sets the outline style the focus outline takes, so the
  // keyboard's cell would show no outline (docs/requirements.md#layout-and-navigation).
  const headerClass =
    'cursor-pointer px-0.5 text-center text-control-sm font-normal text-muted focus-visible:outline-2 focus-visible:outline-primary aria-selected:font-semibold aria-selected:text-primary-text';

  return (
    <div className="flex min-w-0 flex-col gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span id={`${id}-label`} className="text-control text-muted">
          {label}
        </span>
        <span className="flex items-center gap-3">
          <span className="text-control-sm text-muted" aria-live="polite">
            {t('drafts.schedule.hours', { count: scheduledHours(schedule) })}
          </span>
          <Button disabled={disabled} onClick={() => onChange(emptySchedule())}>
            {t('drafts.schedule.clear')}
          </Button>
        </span>
      </div>
      <div className="overflow-x-auto pb-1">
        <table
          role="grid"
          aria-labelledby={`${id}-label`}
          aria-describedby={[`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')}
          aria-multiselectable="true"
          className="border-separate border-spacing-0.5 select-none"
        >
          <thead>
            <tr>
              <th
                role="columnheader"
                scope="col"
                aria-label={t('drafts.schedule.wholeWeek')}
                className={cn(headerClass, 'text-start')}
                {...cellProps({ day: -1, hour: -1 })}
              >
                {t('drafts.schedule.all')}
              </th>
              {hours.map((hour) => (
                <th
                  key={hour}
                  role="columnheader"
                  scope="col"
                  aria-label={hourName(hour)}
                  className={cn(headerClass, 'min-w-6')}
                  {...cellProps({ day: -1, hour })}
                >
                  {hour}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {dayNames.map(([long, short], day) => (
              <tr key={long}>
                <th
                  role="rowheader"
                  scope="row"
                  aria-label={t(long)}
                  className={cn(headerClass, 'pe-2 text-start whitespace-nowrap')}
                  {...cellProps({ day, hour: -1 })}
                >
                  {t(short)}
                </th>
                {hours.map((hour) => (
                  <td
                    key={hour}
                    role="gridcell"
                    aria-label={t('drafts.schedule.cell', {
                      day: t(long),
                      from: hourName(hour),
                      to: hourName(hour + 1),
                    })}
                    className={cn(
                      'h-6 min-w-6 cursor-pointer rounded-sm border border-border bg-surface',
                      'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary',
                      'aria-selected:border-primary aria-selected:bg-primary',
                      disabled && 'cursor-not-allowed opacity-60',
                    )}
                    {...cellProps({ day, hour })}
                  />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p id={`${id}-hint`} className="text-control-sm text-muted">
        {t('drafts.schedule.hint')}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-control-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
