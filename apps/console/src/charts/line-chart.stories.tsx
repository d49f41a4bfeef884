import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { LineChart } from './line-chart';
import { tickFormat } from './scale';

const days = Array.from({ length: 30 }, (_, i) => `2026-10-${String(i + 1).padStart(2, '0')}`);
const formatPercent = (value: number) => `${(value * 100).toFixed(2)}%`;

/**
 * A line chart of a metric by day or hour, on the report pages and the summary overview. The period shown is
 * a solid line; the period it is compared with, when there is one, a dashed grey line. Pointing at a day
 * shows its values in a tooltip.
 *
 * - Do: give it a caption that names the metric and the period ("Clicks by day").
 * - Don't: put more than two lines in one chart; a third metric is a chart of its own.
 */
const meta = {
  title: 'console/charts/LineChart',
  component: LineChart,
  args: {
    label: 'Clicks by day',
    labels: days,
    series: [
      { name: 'Last 30 days', values: days.map((_, i) => 1200 + ((i * 431) % 900)) },
      { name: 'The 30 days before', values: days.map((_, i) => 1000 + ((i * 257) % 700)) },
    ],
    format: (value) => value.toLocaleString('en'),
    formatTick: tickFormat('t'),
    height: 280,
  },
} satisfies Meta<typeof LineChart>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The home page's trend: a month beside the month before, the arrows walking back from the last day. */
export const MonthComparedWithTheMonthBefore: Story = {
  parameters: { screenshot: 'light and dark' },
  play: async ({ canvasElement }) => {
    const chart = canvasElement.querySelector<HTMLElement>('[role="img"][aria-label="Clicks by day"]')!;
    await expect([...chart.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Last 30 days',
      'The 30 days before',
    ]);
    await expect([...chart.querySelectorAll('svg text')].map((text) => text.textContent)).toEqual(
      expect.arrayContaining(['0', '500', '1,000', '1,500', '2,000', '2,500']),
    );
    chart.focus();
    await userEvent.keyboard('{End}{ArrowLeft}');
    const live = canvasElement.querySelector('[aria-live="polite"]')!;
    await expect(live.textContent).toBe('2026-10-29: Last 30 days 1,568, The 30 days before 1,196');
    await userEvent.keyboard('{Home}');
    await expect(live.textContent).toBe('2026-10-01: Last 30 days 1,200, The 30 days before 1,000');
  },
};

/** At a phone's width the days along the axis thin out so they never overlap. */
export const NarrowBox: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 343 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const chart = canvasElement.querySelector<HTMLElement>('[role="img"]')!;
    const dayLabels = () =>
      [...chart.querySelectorAll('svg[data-chart-plot] text')].filter((text) =>
        text.textContent!.startsWith('2026-'),
      );
    await waitFor(() =>
      expect(chart.querySelector('svg[data-chart-plot]')!.getAttribute('width')).toBe('343'),
    );
    const boxes = dayLabels().map((text) => text.getBoundingClientRect());
    await expect(boxes.length).toBeGreaterThan(1);
    boxes.slice(1).forEach((box, i) => expect(box.left).toBeGreaterThan(boxes[i]!.right));
  },
};

/** A rate: ticks in percent, and a single series has no legend. */
export const RateWithoutLegend: Story = {
  args: {
    label: 'CTR by day',
    labels: days.slice(0, 7),
    series: [{ name: 'CTR', values: [0.0412, 0.0523, 0.0488, 0.031, 0.0275, 0.0444, 0.05] }],
    format: formatPercent,
    formatTick: tickFormat('%*100'),
  },
  play: async ({ canvasElement }) => {
    const chart = canvasElement.querySelector<HTMLElement>('[role="img"][aria-label="CTR by day"]')!;
    await expect(chart.querySelector('ul')).toBeNull();
    await expect([...chart.querySelectorAll('svg text')].map((text) => text.textContent)).toEqual(
      expect.arrayContaining(['0%', '2%', '4%', '6%']),
    );
  },
};
