import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { sampleProvinces } from '../../storybook/sample-provinces';
import { ReportChart } from './report-chart';

const days = Array.from({ length: 14 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`);

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

/** The chart draws into an SVG inside its named picture. */
const drawn = async (canvasElement: HTMLElement, name: string) => {
  const chart = canvasElement.querySelector(`[role="img"][aria-label="${name}"]`);
  await expect(chart).not.toBeNull();
  await waitFor(() => expect(chart!.querySelector('svg path')).not.toBeNull());
  return chart!;
};

export const DailyTrend: Story = {
  args: {
    kind: 'trend',
    label: 'Cost by day, 2026-11-01 to 2026-11-14',
    metricName: 'Cost',
    series: { labels: days, values: days.map((_, i) => 100 + ((i * 37) % 90)) },
  },
  play: async ({ canvasElement, args }) => {
    const chart = await drawn(canvasElement, args.label);
    // The day axis starts at the first day (ECharts leaves out labels where they would crowd).
    await waitFor(() => expect(chart.textContent).toContain('2026-11-01'));
  },
};

export const ProvincesRanked: Story = {
  args: {
    kind: 'provinces',
    label: 'Regions ranked by Clicks, 2026-11-01 to 2026-11-14',
    metricName: 'Clicks',
    series: {
      labels: sampleProvinces,
      values: [420, 380, 300, 280, 260, 240, 220, 200, 180, 160, 140, 120, 100, 80, 60],
    },
  },
  // Every province is named, not every other one.
  play: async ({ canvasElement, args }) => {
    const chart = await drawn(canvasElement, args.label);
    const names = () => [...chart.querySelectorAll('text')].map((text) => text.textContent);
    await waitFor(() => expect(names()).toEqual(expect.arrayContaining(args.series.labels)));
  },
};

export const HourCurve: Story = {
  args: {
    kind: 'hours',
    label: 'Impressions by hour of the day, 2026-11-01 to 2026-11-14',
    metricName: 'Impressions',
    series: {
      labels: Array.from({ length: 24 }, (_, h) => String(h)),
      values: Array.from({ length: 24 }, (_, h) => Math.round(1000 * Math.sin((h / 24) * Math.PI) + 50)),
    },
  },
  play: async ({ canvasElement, args }) => {
    const chart = await drawn(canvasElement, args.label);
    await waitFor(() => expect(chart.textContent).toContain('23'));
  },
};

/** Compared with the previous period: its line drawn dashed beside the current one, both in the legend. */
export const TrendComparedWithPreviousPeriod: Story = {
  args: {
    kind: 'trend',
    label: 'Cost by day, 2026-11-01 to 2026-11-14',
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
    await waitFor(() => expect(chart.textContent).toContain('Cost, previous period'));
    const dashed = () =>
      [...chart.querySelectorAll('path')].filter((path) => path.getAttribute('stroke-dasharray'));
    await waitFor(() => expect(dashed().length).toBeGreaterThan(0));
  },
};
