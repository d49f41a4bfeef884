import { useMemo } from 'react';
import { EChart, type ChartOption } from '../../charts/echart';
import type { ChartKind, ChartSeries } from './chart-data';

export interface ReportChartProps {
  kind: ChartKind;
  series: ChartSeries;
  /** The chart's accessible name, also its visible caption. */
  label: string;
  metricName: string;
  /** The name of the previous period's series, drawn when the series has one. */
  previousName: string;
}

/** The height of a chart; a ranked one grows to give each province a row, so every one is named. */
const chartHeight = 256;
const rankRowHeight = 24;
/** A ranked chart's room for its value axis and margins. */
const chartMargins = 50;

function chartOption({ kind, series, metricName, previousName }: ReportChartProps): ChartOption {
  const ranked = kind === 'provinces';
  // A ranked chart names every province; a trend's days or the hours may skip labels where they crowd.
  const categories = {
    type: 'category',
    data: ranked ? [...series.labels].reverse() : series.labels,
    axisLabel: ranked ? { interval: 0 } : {},
  };
  const values = { type: 'value' };
  const inOrder = (data: number[]) => (ranked ? [...data].reverse() : data);
  const current = { name: metricName, type: ranked ? 'bar' : 'line', smooth: kind === 'hours' };
  // The previous period beside the current one (docs/requirements.md#period-comparison): a dashed line, or
  // a bar beside each region's.
  const previous = series.previous && {
    ...current,
    name: previousName,
    data: inOrder(series.previous),
    lineStyle: { type: 'dashed' },
  };
  return {
    grid: { left: ranked ? 90 : 50, right: 20, top: previous ? 40 : 20, bottom: 30 },
    tooltip: { trigger: 'axis' },
    ...(previous ? { legend: { top: 0 } } : {}),
    xAxis: ranked ? values : categories,
    yAxis: ranked ? categories : values,
    series: [{ ...current, data: inOrder(series.values) }, ...(previous ? [previous] : [])],
  };
}

/** An ECharts chart of a report (lazy-loaded with the report's chart): redrawn on new data, resized with its box. */
export function ReportChart(props: ReportChartProps) {
  const option = useMemo(() => chartOption(props), [props]);
  const height =
    props.kind === 'provinces'
      ? Math.max(chartHeight, props.series.labels.length * rankRowHeight + chartMargins)
      : chartHeight;
  return <EChart option={option} label={props.label} height={height} />;
}
