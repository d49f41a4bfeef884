import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// Only what the console's charts draw: the bundle carries no other chart type or component.
echarts.use([LineChart, BarChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export type ChartOption = echarts.EChartsCoreOption;

/**
 * The colour of a chart's second series, the period it is compared with: a neutral grey that keeps 4.5:1
 * against the white card, drawn dashed so it is told apart without colour too.
 */
const comparedColour = '#767676';

function themeColour(element: HTMLElement) {
  return getComputedStyle(element).getPropertyValue('--adc-primary').trim() || '#1890ff';
}

export interface EChartProps {
  /** What to draw; the first series takes the theme colour, the second the compared period's grey. */
  option: ChartOption;
  /** The chart's accessible name (the caller's translated caption). */
  label: string;
  height: number;
}

/**
 * An ECharts chart in the SVG renderer: redrawn on a new option, resized with its box, named as one picture.
 * Its module loads ECharts, so callers load it lazily (see `./lazy-echart`).
 */
export function EChart({ option, label, height }: EChartProps) {
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
    const colours = [themeColour(box.current!), comparedColour];
    chart.current?.setOption({ color: colours, ...option }, { notMerge: true });
  }, [option]);

  // The picture is named by the caller's label; ECharts draws inside it.
  return (
    <div role="img" aria-label={label} className="w-full">
      <div ref={box} className="w-full" style={{ height }} />
    </div>
  );
}
