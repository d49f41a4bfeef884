import {
  titleInfos,
  type CustomReportFields,
  type Granularity,
  type ReportDataKey,
  type TitleInfo,
} from '@adconsole/api-client/contract';
import type { Language } from '@adconsole/i18n';
import { buildColumns, orderColumns, type ColumnSettings } from '@adconsole/report-table/core';

export interface ColumnChoice {
  /** Every column the report offers: the user's in their order, then the others (hidden). */
  titleInfos: TitleInfo[];
  /** The chooser's start: the columns the user has not chosen are hidden. */
  initial: ColumnSettings;
}

/**
 * The column chooser of a report from the user's custom fields (saved on the server): the table knows every
 * column the report offers, so a removed column can be shown again, and hides those not chosen.
 */
export function columnChoice(
  fields: CustomReportFields,
  granularity: Granularity,
  language: Language,
): ColumnChoice {
  const keyOf = new Map(fields.fields.map((f) => [f.id, f.dataKey as ReportDataKey]));
  const chosen = fields.fieldIds.flatMap((id) => keyOf.get(id) ?? []);
  const others = fields.fields.map((f) => f.dataKey as ReportDataKey).filter((key) => !chosen.includes(key));
  return {
    titleInfos: titleInfos([...chosen, ...others], granularity, language),
    initial: { order: [], hidden: others },
  };
}

/** The field ids to save for the chooser's settings: the shown columns in the order the table shows them. */
export function chosenFieldIds(
  fields: CustomReportFields,
  columns: readonly TitleInfo[],
  settings: ColumnSettings,
): number[] {
  const idOf = new Map(fields.fields.map((f) => [f.dataKey, f.id]));
  return orderColumns(buildColumns(columns), settings)
    .filter((column) => !settings.hidden.includes(column.id))
    .flatMap((column) => idOf.get(column.id) ?? []);
}
