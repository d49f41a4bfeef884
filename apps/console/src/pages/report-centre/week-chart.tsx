import { LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import type { Series } from './overview-data';

// The overview draws lines only: the bundle carries no other chart type or component.
echarts.use([LineChart, GridComponent, TooltipComponent, SVGRenderer]);

export interface WeekChartProps {
  /** The week's days, or the hours of the day (a smooth curve). */
  kind: 'days' | 'hours';
  series: Series;
  /** The chart's accessible name. */
  label: string;
  metricName: string;
}

const chartHeight = 240;

function themeColour(element: HTMLElement) {
  return getComputedStyle(element).getPropertyValue('--adc-primary').trim() || '#1890ff';
}

function chartOption({ kind, series, metricName }: WeekChartProps, colour: string) {
  return {
    color: [colour],
    grid: { left: 56, right: 16, top: 16, bottom: 28 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: series.labels, boundaryGap: false },
    yAxis: { type: 'value' },
    series: [
      {
        name: metricName,
        type: 'line',
        smooth: kind === 'hours',
        areaStyle: { opacity: 0.12 },
        data: series.values,
      },
    ],
  } satisfies echarts.EChartsCoreOption;
}

/**
 * An ECharts line of the overview (loaded only when the overview shows a chart), set up as the report
 * page's charts are: SVG, the theme colour, redrawn on new data, resized with its box.
 */
export function WeekChart(props: WeekChartProps) {
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

  // The picture is named by the caller's translated label; ECharts draws inside it.
  return (
    <div role="img" aria-label={props.label} className="w-full">
      <div ref={box} className="w-full" style={{ height: chartHeight }} />
    </div>
  );
}
