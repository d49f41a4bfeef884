import { adChangeEndpoints } from '@adconsole/api-client/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { LineChart } from '../charts/line-chart';
import { tickFormat } from '../charts/scale';
import { answerCalls } from '../storybook/answer-calls';
import { sampleDays } from '../storybook/sample-changes';
import { withConsole } from '../storybook/with-console';
import type { DateRange } from '@adconsole/date-range-rules';
import { ChangeMarkerStrip } from './change-markers';

const days = Array.from({ length: 7 }, (_, i) => `2026-11-${20 + i}`);

/** A week's line chart with the markers of its days with changes under its axis. */
function MarkedChart({ range, dates }: { range: DateRange; dates: readonly string[] }) {
  return (
    <LineChart
      label="Cost by day"
      labels={dates}
      series={[{ name: 'Last 7 days', values: [320, 410, 385, 290, 505, 460, 530] }]}
      format={(value) => `￥${value}`}
      formatTick={tickFormat('￥')}
      height={240}
      underAxis={(axis) => <ChangeMarkerStrip range={range} dates={dates} axis={axis} />}
    />
  );
}

/**
 * A trend chart's markers of the days with changes: a mark under each such day, named by the day and the
 * count; pointing at it or focusing it lists the day's first changes and links to that day's history.
 *
 * - Do: give them to a chart of days (the home page's trend, a report's line by day).
 * - Don't: mark a chart of hours or provinces: a change is of a day.
 */
const meta = {
  title: 'console/charts/ChangeMarkers',
  component: MarkedChart,
  beforeEach: answerCalls(new Map([[adChangeEndpoints.changeHistoryDays, sampleDays]])),
  args: {
    range: { beginDate: days[0]!, endDate: days.at(-1)! },
    dates: days,
  },
  // Room under the chart for a marker's list.
  decorators: [
    withConsole,
    (Story) => (
      <div style={{ paddingBottom: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MarkedChart>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Two days with changes, each marked under its day. */
export const Marked: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Changes on 2026-11-26: 7' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Changes on 2026-11-21: 1' })).toBeVisible();
  },
};

/** A marker focused from the keyboard: the day's first five changes, how many more, and the day's link. */
export const MarkerOpen: Story = {
  parameters: { screenshot: 'light and dark' },
  play: async ({ canvas }) => {
    const marker = await canvas.findByRole('button', { name: 'Changes on 2026-11-26: 7' });
    marker.focus();
    await expect(await canvas.findByText('and 2 more')).toBeVisible();
    await expect(marker).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'All changes of 2026-11-26' })).toHaveFocus();
  },
};

/** In Chinese, at a phone's width: the list stays inside the chart. */
export const MarkerOpenChinesePhone: Story = {
  globals: { language: 'cn' },
  parameters: { width: 375 },
  play: async ({ canvas }) => {
    const marker = await canvas.findByRole('button', { name: '2026-11-26 的修改：7 项' });
    marker.focus();
    await expect(await canvas.findByText('另有 2 项')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
