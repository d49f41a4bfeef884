import {
  calculatedKey,
  isComparedMetric,
  type CustomReportFields,
  type CalculatedColumnDefinition,
  type TitleInfo,
} from '@adconsole/api-client/contract';
import type { CalculatedColumn } from '@adconsole/report-table';
import {
  orderColumns,
  setColumnHidden,
  type ColumnOption,
  type ColumnSettings,
} from '@adconsole/report-table-rules';
import { metricColumn } from '../../lib/report-columns-calculated';

/**
 * The calculated columns of the metrics a report answers (its titleInfos name `calc_<id>`), titled as the
 * answer titles them: the server's rows carry their values, these say how they read (format, decimals, which
 * way is better).
 */
export function answeredMetricColumns(
  metrics: readonly CalculatedColumnDefinition[],
  titleInfos: readonly TitleInfo[],
): CalculatedColumn[] {
  const titles = new Map(titleInfos.map((info) => [info.dataKey, info.titleName]));
  return metrics.flatMap((metric) => {
    const title = titles.get(calculatedKey(metric.id));
    return title === undefined ? [] : [metricColumn(metric, title)];
  });
}

/** The columns of a report a new metric may name: its metrics (the numeric columns), with their titles. */
export function metricInputs(fields: CustomReportFields): { key: string; title: string }[] {
  return fields.fields
    .filter((field) => isComparedMetric(field.dataKey))
    .map((field) => ({ key: field.dataKey, title: field.titleName }));
}

/** The chooser's settings with a column shown last (a metric just made). */
export function withColumnShown(
  settings: ColumnSettings,
  offered: readonly ColumnOption[],
  id: string,
): ColumnSettings {
  const order = orderColumns(offered, settings)
    .map((column) => column.id)
    .filter((other) => other !== id);
  return setColumnHidden({ ...settings, order: [...order, id] }, id, false);
}
