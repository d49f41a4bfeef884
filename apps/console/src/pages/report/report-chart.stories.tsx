import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { sampleProvinces } from '../../storybook/sample-provinces';
import { ReportChart } from './report-chart';

const days = Array.from({ length: 14 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`);

/**
 * The chart above a report's table: days as a line, hours as a smooth curve, provinces as ranked bars, and,
 * when the report compares, the earlier period beside the current one. It appears after the table's first
 * rows, so the numbers come first.
 *
 * - Do: keep it above the table it sums up, with the metric the user picked.
 * - Don't: leave the earlier period unnamed: its name in the legend says which period it is.
 */
const meta = {
  title: 'console/report/ReportChart',
  component: ReportChart,
  args: { previousName: 'Previous period' },
  decorators: [
    (Story) => (
      <div style={{ width: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReportChart>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The chart draws its lines or bars into an SVG inside its named picture. */
const drawn = async (canvasElement: HTMLElement, name: string) => {
  const chart = canvasElement.querySelector<HTMLElement>(`[role="img"][aria-label="${name}"]`);
  await expect(chart).not.toBeNull();
  await waitFor(() => expect(chart!.querySelector('svg path, svg rect')).not.toBeNull());
  return chart!;
};

/** What the polite live region beside the chart says of the focused point. */
const spoken = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[aria-live="polite"]')!.textContent;

export const DailyTrend: Story = {
  parameters: { screenshot: 'light and dark' },
  args: {
    kind: 'trend',
    label: 'Cost by day, 2026-11-01 to 2026-11-14',
    metric: 'cost',
    metricName: 'Cost',
    series: { labels: days, values: days.map((_, i) => 100 + ((i * 37) % 90)) },
  },
  play: async ({ canvasElement, args }) => {
    const chart = await drawn(canvasElement, args.label);
    // The day axis starts at the first day; the value axis counts in round yuan.
    await expect(chart.textContent).toContain('2026-11-01');
    await expect([...chart.querySelectorAll('svg text')].map((text) => text.textContent)).toEqual(
      expect.arrayContaining(['￥0', '￥50', '￥100', '￥150', '￥200']),
    );
    // One tab stop; the arrows walk the days, the values shown and said.
    await userEvent.tab();
    await expect(chart).toHaveFocus();
    await expect(spoken(canvasElement)).toBe('2026-11-01: Cost ￥100.00');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(spoken(canvasElement)).toBe('2026-11-03: Cost ￥174.00');
    const tooltip = chart.querySelector('[data-chart-tooltip]')!;
    await expect(tooltip.textContent).toBe('2026-11-03Cost￥174.00');
    await userEvent.keyboard('{End}');
    await expect(spoken(canvasElement)).toBe('2026-11-14: Cost ￥131.00');
    await userEvent.keyboard('{Escape}');
    await expect(chart.querySelector('[data-chart-tooltip]')).toBeNull();
  },
};

export const ProvincesRanked: Story = {
  args: {
    kind: 'provinces',
    label: 'Regions ranked by Clicks, 2026-11-01 to 2026-11-14',
    metric: 'click',
    metricName: 'Clicks',
    series: {
      labels: sampleProvinces,
      values: [420, 380, 300, 280, 260, 240, 220, 200, 180, 160, 140, 120, 100, 80, 60],
    },
  },
  // Every province is named, not every other one, the first ranked on top.
  play: async ({ canvasElement, args }) => {
    const chart = await drawn(canvasElement, args.label);
    const names = [...chart.querySelectorAll('svg text')].map((text) => text.textContent);
    await expect(names).toEqual(expect.arrayContaining(args.series.labels));
    const top = (name: string) =>
      [...chart.querySelectorAll('svg text')]
        .find((text) => text.textContent === name)!
        .getBoundingClientRect().top;
    await expect(top(sampleProvinces[0]!)).toBeLessThan(top(sampleProvinces[1]!));
    // Pointing at the second row shows its value.
    const second = chart.querySelectorAll('svg rect')[1]!.getBoundingClientRect();
    await userEvent.pointer({
      target: chart.querySelector('svg[data-chart-plot]')!,
      coords: { clientX: second.left + 4, clientY: second.top + second.height / 2 },
    });
    await waitFor(() =>
      expect(chart.querySelector('[data-chart-tooltip]')?.textContent).toBe(`${sampleProvinces[1]}Clicks380`),
    );
  },
};

export const HourCurve: Story = {
  args: {
    kind: 'hours',
    label: 'Impressions by hour of the day, 2026-11-01 to 2026-11-14',
    metric: 'impression',
    metricName: 'Impressions',
    series: {
      labels: Array.from({ length: 24 }, (_, h) => String(h)),
      values: Array.from({ length: 24 }, (_, h) => Math.round(1000 * Math.sin((h / 24) * Math.PI) + 50)),
    },
  },
  play: async ({ canvasElement, args }) => {
    const chart = await drawn(canvasElement, args.label);
    await expect(chart.textContent).toContain('22');
    // A smooth curve: cubic segments, not straight ones.
    await expect(chart.querySelector('svg path[fill="none"]')!.getAttribute('d')).toContain('C');
  },
};

/** Compared with the previous period: its line drawn dashed beside the current one, both in the legend. */
export const TrendComparedWithPreviousPeriod: Story = {
  args: {
    kind: 'trend',
    label: 'Cost by day, 2026-11-01 to 2026-11-14',
    metric: 'cost',
    metricName: 'Cost',
    previousName: 'Cost, previous period',
    series: {
      labels: days,
      values: days.map((_, i) => 100 + ((i * 37) % 90)),
      previous: days.map((_, i) => 80 + ((i * 23) % 70)),
    },
  },
  play: async ({ canvasElement, args }) => {
    const chart = await drawn(canvasElement, args.label);
    await expect(chart.textContent).toContain('Cost, previous period');
    await expect(chart.querySelectorAll('path[stroke-dasharray]')).toHaveLength(1);
    // The tooltip gives both periods' values of the day under the pointer.
    const svg = chart.querySelector('svg[data-chart-plot]')!.getBoundingClientRect();
    await userEvent.pointer({
      target: chart.querySelector('svg[data-chart-plot]')!,
      coords: { clientX: svg.right - 20, clientY: svg.top + svg.height / 2 },
    });
    await waitFor(() =>
      expect(chart.querySelector('[data-chart-tooltip]')?.textContent).toBe(
        '2026-11-14Cost￥131.00Cost, previous period￥99.00',
      ),
    );
  },
};

/** Regions compared with the previous period: two bars a row, the arrows walking down the ranking. */
export const ProvincesComparedWithPreviousPeriod: Story = {
  args: {
    kind: 'provinces',
    label: 'Regions ranked by Cost, 2026-11-01 to 2026-11-14',
    metric: 'cost',
    metricName: 'Cost',
    previousName: 'Cost, previous period',
    series: {
      labels: sampleProvinces.slice(0, 5),
      values: [420, 380, 300, 280, 260],
      previous: [400, 390, 250, 300, 0],
    },
  },
  play: async ({ canvasElement, args }) => {
    const chart = await drawn(canvasElement, args.label);
    await expect(chart.querySelectorAll('svg[data-chart-plot] rect')).toHaveLength(10);
    chart.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(spoken(canvasElement)).toBe(
      `${sampleProvinces[2]}: Cost ￥300.00, Cost, previous period ￥250.00`,
    );
    await userEvent.keyboard('{ArrowUp}');
    await expect(spoken(canvasElement)).toBe(
      `${sampleProvinces[1]}: Cost ￥380.00, Cost, previous period ￥390.00`,
    );
  },
};
