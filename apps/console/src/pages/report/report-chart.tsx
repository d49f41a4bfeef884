import { reportFields } from '@adconsole/api-client/contract';
import { formatValue } from '@adconsole/report-table-rules';
import type { UnderAxis } from '../../charts/chart-frame';
import { LineChart } from '../../charts/line-chart';
import { RankChart } from '../../charts/rank-chart';
import { tickFormat } from '../../charts/scale';
import { reportChartHeight, type ChartKind, type ChartSeries } from './chart-data';
import type { ChartMetric } from '../../lib/report-params';

export interface ReportChartProps {
  kind: ChartKind;
  series: ChartSeries;
  /** The chart's accessible name, also its visible caption. */
  label: string;
  metric: ChartMetric;
  metricName: string;
  /** The name of the previous period's series, drawn when the series has one. */
  previousName: string;
  /** The markers of the days with changes, under the axis (a line of days only). */
  underAxis?: UnderAxis;
}

/**
 * A report's chart (loaded lazily, after the table's first rows): the days as a line, the hours as a smooth
 * curve, provinces as ranked bars, with the previous period beside the current one when the report compares
 * (docs/requirements.md#period-comparison).
 */
export function ReportChart({
  kind,
  series,
  label,
  metric,
  metricName,
  previousName,
  underAxis,
}: ReportChartProps) {
  const { unit } = reportFields[metric];
  const props = {
    label,
    labels: series.labels,
    series: [
      { name: metricName, values: series.values },
      ...(series.previous ? [{ name: previousName, values: series.previous }] : []),
    ],
    format: (value: number) => formatValue(value, unit),
    formatTick: tickFormat(unit),
    height: reportChartHeight(kind, series.labels.length),
  };
  return kind === 'provinces' ? (
    <RankChart {...props} />
  ) : (
    <LineChart {...props} smooth={kind === 'hours'} underAxis={underAxis} />
  );
}
