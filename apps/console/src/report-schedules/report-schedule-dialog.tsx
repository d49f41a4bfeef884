import {
  SaveReportSchedule,
  scheduleFrequencies,
  type ScheduleFrequency,
} from '@adconsole/api-client/contract';
import { useSaveReportSchedule } from '@adconsole/api-client/react';
import { sendingRange, sendingShortcutsOf } from '@adconsole/date-range-rules';
import { useTranslation } from '@adconsole/i18n';
import { Checkbox, Select, TextField } from '@adconsole/ui';
import { useState } from 'react';
import { OwnRuleDialog } from '../lib/own-rule-dialog';
import { useSaveDialog } from '../lib/save-form';
import { useAccess } from '../route-info/access';
import { ChoiceFieldset } from '../lib/choice-fieldset';
import { fittingRange, scheduleBody, type ScheduleFormValues } from './schedule-form';
import { nextRunText, scheduleSourceText } from './schedule-text';

export interface ReportScheduleDialogProps {
  /** The schedule being changed, or undefined for a new one. */
  id?: number;
  initial: ScheduleFormValues;
  onClose: () => void;
}

/** The request's fields the dialog shows a refusal on; an item of a list lands on its list. */
const fields = [
  'name',
  'report',
  'viewId',
  'range',
  'frequency',
  'at',
  'weekday',
  'monthDay',
  'timeZone',
  'recipients.emails',
  'recipients',
  'skipEmpty',
  'enabled',
] as const;

const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;
const monthDays = [...Array.from({ length: 31 }, (_, day) => day + 1), 'last'] as const;

/** The choice of fixed dates among the ranges. */
const fixed = 'fixed';

/**
 * Creates a scheduled report or changes one of the user's own (docs/requirements.md#scheduled-reports): the
 * report it sends (as it came: a report page's state or a named view), how often and when in which time zone,
 * the dates it sends (of the ranges that fit how often, or fixed) and what the next run sends, who gets it
 * (the user, other addresses), and whether an empty report is sent.
 */
export function ReportScheduleDialog({ id, initial, onClose }: ReportScheduleDialogProps) {
  const { t } = useTranslation();
  const { user } = useAccess();
  const [values, setValues] = useState(initial);
  const { errors, submit, dialogProps } = useSaveDialog({
    schema: SaveReportSchedule,
    fields,
    save: useSaveReportSchedule(),
    onClose,
  });
  const change = (next: Partial<ScheduleFormValues>) => setValues((now) => ({ ...now, ...next }));
  // The form's own check names an item (`recipients.emails.2`); the field shows the first of its items'.
  const errorOf = (field: string) =>
    Object.entries(errors).find(([path]) => path === field || path.startsWith(`${field}.`))?.[1];
  const reportError = errorOf('report') ?? errorOf('viewId');
  const me = user.userId;
  const { frequency, pickerType, range } = values;
  // The form's clock: the ranges offered and the next run are of the moment the dialog opened.
  const [now] = useState(Date.now);
  const ranges = pickerType === undefined ? [] : sendingShortcutsOf(pickerType, frequency);
  const next = nextRunText(t, values, now);
  /** Fixed dates start from what the range chosen gives today. */
  const chooseRange = (choice: string) =>
    change({
      range:
        choice === fixed
          ? (pickerType !== undefined && sendingRange(pickerType, range, now)) || {
              beginDate: '',
              endDate: '',
            }
          : { preset: ranges.find((shortcut) => shortcut.id === choice)!.id },
    });

  return (
    <OwnRuleDialog
      title={id === undefined ? t('reportPage.scheduleReport') : t('notifications.schedules.editTitle')}
      {...dialogProps}
      onSubmit={() => submit(scheduleBody(values, id))}
      rule={values}
      onRuleChange={change}
      nameMaxLength={60}
      nameError={errors.name}
    >
      <dl className="flex flex-col gap-1">
        <dt className="text-control text-muted">{t('notifications.schedules.report')}</dt>
        <dd className="wrap-anywhere">{scheduleSourceText(t, values)}</dd>
        {reportError && <dd className="text-control-sm text-danger">{reportError}</dd>}
      </dl>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Select
          label={t('notifications.schedules.frequency')}
          value={frequency}
          options={scheduleFrequencies.map((value) => ({
            value,
            label: t(`notifications.schedules.frequencies.${value}`),
          }))}
          onValueChange={(value) => {
            const chosen = value as ScheduleFrequency;
            change({ frequency: chosen, range: fittingRange(pickerType, chosen, range, now) });
          }}
        />
        <TextField
          label={
            frequency === 'hourly' ? t('notifications.schedules.atHourly') : t('notifications.schedules.at')
          }
          type="time"
          value={values.at}
          onChange={(event) => change({ at: event.target.value })}
          required
          error={errors.at}
        />
        {frequency === 'weekly' && (
          <Select
            label={t('notifications.schedules.weekday')}
            value={String(values.weekday)}
            options={weekdays.map((day) => ({
              value: String(day),
              label: t(`notifications.schedules.weekdays.${day}`),
            }))}
            onValueChange={(value) => change({ weekday: Number(value) })}
          />
        )}
        {frequency === 'monthly' && (
          <div className="flex flex-col gap-1">
            <Select
              label={t('notifications.schedules.monthDay')}
              value={String(values.monthDay)}
              options={monthDays.map((day) => ({
                value: String(day),
                label: day === 'last' ? t('notifications.schedules.lastDay') : String(day),
              }))}
              onValueChange={(value) => change({ monthDay: value === 'last' ? 'last' : Number(value) })}
            />
            <p className="text-control-sm text-muted">{t('notifications.schedules.monthDayHint')}</p>
          </div>
        )}
        <TextField
          label={t('notifications.schedules.timeZone')}
          value={values.timeZone}
          onChange={(event) => change({ timeZone: event.target.value })}
          required
          maxLength={64}
          description={t('notifications.schedules.timeZoneHint')}
          error={errors.timeZone}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Select
          label={t('notifications.schedules.range')}
          value={'preset' in range ? range.preset : fixed}
          options={[
            ...ranges.map((shortcut) => ({
              value: shortcut.id,
              label: t(`dateRange.shortcut.${shortcut.id}`),
            })),
            { value: fixed, label: t('notifications.schedules.fixedDates') },
          ]}
          onValueChange={chooseRange}
        />
        <p className="text-control-sm text-muted">{t('notifications.schedules.rangeHint')}</p>
        {'preset' in range && errors.range && <p className="text-control-sm text-danger">{errors.range}</p>}
        {'beginDate' in range && (
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField
              label={t('notifications.schedules.beginDate')}
              type="date"
              value={range.beginDate}
              onChange={(event) => change({ range: { ...range, beginDate: event.target.value } })}
              required
              error={errorOf('range')}
            />
            <TextField
              label={t('notifications.schedules.endDate')}
              type="date"
              value={range.endDate}
              onChange={(event) => change({ range: { ...range, endDate: event.target.value } })}
              required
            />
          </div>
        )}
        {next && (
          <p className="text-control-sm tabular-nums" role="status">
            {next}
          </p>
        )}
      </div>
      <ChoiceFieldset legend={t('notifications.schedules.recipients')} error={errors.recipients}>
        {me !== undefined && (
          <Checkbox
            label={t('notifications.schedules.toMe', { userName: user.userName })}
            checked={values.userIds.includes(me)}
            onCheckedChange={(on) =>
              change({
                userIds:
                  on === true ? [...values.userIds, me] : values.userIds.filter((other) => other !== me),
              })
            }
          />
        )}
        <TextField
          label={t('notifications.schedules.emails')}
          value={values.emails}
          onChange={(event) => change({ emails: event.target.value })}
          autoComplete="off"
          description={t('notifications.schedules.emailsHint')}
          error={errorOf('recipients.emails')}
        />
      </ChoiceFieldset>
      <Checkbox
        label={t('notifications.schedules.skipEmpty')}
        checked={values.skipEmpty}
        onCheckedChange={(on) => change({ skipEmpty: on === true })}
      />
    </OwnRuleDialog>
  );
}
