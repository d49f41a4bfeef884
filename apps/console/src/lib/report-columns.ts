import type { CustomReportFields, ReportRef } from '@adconsole/api-client/contract';
import type { CustomFieldsChoice } from '@adconsole/api-client/react';
import type { ColumnSettingsAdapter } from '@adconsole/report-table';
import {
  settingsOfShownColumns,
  shownColumnIds,
  type ColumnOption,
  type ColumnSettings,
} from '@adconsole/report-table-rules';

/** Every column the report offers, for the chooser: its title, and whether the user may remove it. */
export function offeredColumns(fields: CustomReportFields): ColumnOption[] {
  return fields.fields.map((field) => ({
    id: field.dataKey,
    title: field.titleName,
    locked: !field.deletable,
  }));
}

/**
 * The chooser's settings of the user's custom fields: the chosen columns in their order, the others hidden,
 * and the widths the user gave them (docs/requirements.md#report-views).
 */
export function chooserSettings(fields: CustomReportFields): ColumnSettings {
  const dataKeyOf = new Map(fields.fields.map((field) => [field.id, field.dataKey]));
  const settings = settingsOfShownColumns(
    fields.fields.map((field) => field.dataKey),
    fields.fieldIds.flatMap((id) => dataKeyOf.get(id) ?? []),
  );
  return { ...settings, widths: fields.widths };
}

/** The field ids to save for the chooser's settings: the shown columns in the chooser's order. */
export function chosenFieldIds(fields: CustomReportFields, settings: ColumnSettings): number[] {
  const idOf = new Map(fields.fields.map((field) => [field.dataKey, field.id]));
  return shownColumnIds(offeredColumns(fields), settings).flatMap((dataKey) => idOf.get(dataKey) ?? []);
}

export interface CustomFieldCalls {
  save: (choice: CustomFieldsChoice) => Promise<CustomReportFields>;
  reset: () => Promise<CustomReportFields>;
}

/**
 * The column chooser's settings kept as the user's custom fields on the server
 * (docs/requirements.md#custom-report-fields), which answers the report's titleInfos with the chosen
 * columns in their order. Reset drops the choice: the chooser shows the catalogue's columns it answers.
 */
export function customFieldColumnSettings(
  ref: ReportRef,
  fields: CustomReportFields,
  calls: CustomFieldCalls,
): ColumnSettingsAdapter {
  return {
    key: `${ref.channel}.${ref.section}.columns`,
    load: () => chooserSettings(fields),
    save: (settings) =>
      calls.save({ fieldIds: chosenFieldIds(fields, settings), widths: settings.widths ?? {} }),
    reset: async () => chooserSettings(await calls.reset()),
  };
}
