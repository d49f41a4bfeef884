import { calculatedKey, type CalculatedColumnDefinition } from '@adconsole/api-client/contract';
import type { CalculatedColumn } from '@adconsole/report-table';

/**
 * A metric as the report table's calculated column (docs/requirements.md#calculated-columns), under `title`
 * (its name in the reader's language, or as a report's answer titles it).
 */
export function metricColumn(metric: CalculatedColumnDefinition, title: string): CalculatedColumn {
  const { formula, format, decimals, better } = metric;
  return { key: calculatedKey(metric.id), title, formula, format, decimals, better };
}
