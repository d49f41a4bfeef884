import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import type { ChartKind, ChartSeries } from './chart-data';

// Only what the report charts draw: the bundle carries no other chart type or component.
echarts.use([LineChart, BarChart, GridComponent, TooltipComponent, SVGRenderer]);

export interface ReportChartProps {
  kind: ChartKind;
  series: ChartSeries;
  /** The chart's accessible name, also its visible caption. */
  label: string;
  metricName: string;
}

/** The height of a chart; a ranked one grows to give each province a row, so every one is named. */
const chartHeight = 256;
const rankRowHeight = 24;
/** A ranked chart's room for its value axis and margins. */
const chartMargins = 50;

function themeColour(element: HTMLElement) {
  return getComputedStyle(element).getPropertyValue('--adc-primary').trim() || '#1890ff';
}

function chartOption(
  { kind, series, metricName }: ReportChartProps,
  colour: string,
): echarts.EChartsCoreOption {
  const ranked = kind === 'provinces';
  // A ranked chart names every province; a trend's days or the hours may skip labels where they crowd.
  const categories = {
    type: 'category',
    data: ranked ? [...series.labels].reverse() : series.labels,
    axisLabel: ranked ? { interval: 0 } : {},
  };
  const values = { type: 'value' };
  return {
    color: [colour],
    grid: { left: ranked ? 90 : 50, right: 20, top: 20, bottom: 30 },
    tooltip: { trigger: 'axis' },
    xAxis: ranked ? values : categories,
    yAxis: ranked ? categories : values,
    series: [
      {
        name: metricName,
        type: ranked ? 'bar' : 'line',
        smooth: kind === 'hours',
        data: ranked ? [...series.values].reverse() : series.values,
      },
    ],
  };
}

/** An ECharts chart of a report (lazy-loaded with the report's chart): redrawn on new data, resized with its box. */
export function ReportChart(props: ReportChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | undefined>(undefined);

  useEffect(() => {
    const element = box.current!;
    chart.current = echarts.init(element, undefined, { renderer: 'svg' });
    const observer = new ResizeObserver(() => chart.current?.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.current?.dispose();
      chart.current = undefined;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(chartOption(props, themeColour(box.current!)), { notMerge: true });
  }, [props]);

  const height =
    props.kind === 'provinces'
      ? Math.max(chartHeight, props.series.labels.length * rankRowHeight + chartMargins)
      : chartHeight;
  // The picture is named by the caller's translated label; ECharts draws inside it.
  return (
    <div role="img" aria-label={props.label} className="w-full">
      <div ref={box} className="w-full" style={{ height }} />
    </div>
  );
}
