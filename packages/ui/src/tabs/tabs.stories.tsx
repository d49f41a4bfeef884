import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

// The root is Radix's own part, which react-docgen cannot read: the docs page takes this comment instead.
/**
 * Tabs: arrows move between tabs and show their panel, Home/End jump, Tab enters the panel. Compose it from
 * `TabsList` (give it an `aria-label`), `TabsTrigger` and `TabsContent`.
 *
 * **When to use:** to switch between views of the same thing on one page (daily, weekly, monthly report). To
 * go to another page use navigation links; to choose a value in a form use `Select`.
 *
 * **States:** selected tab, other tabs, hover, keyboard focus, disabled tab, long labels.
 *
 * - Do: keep labels short nouns, and the tabs few enough to fit in one row.
 * - Don't: make the tabs steps the user must take in order.
 */
const meta = {
  title: 'ui/Tabs',
  component: Tabs,
} satisfies Meta<typeof Tabs>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Arrow keys move between the report periods and show their panel. */
export const ReportPeriods: Story = {
  parameters: { screenshot: 'light and dark' },
  render: () => (
    <Tabs defaultValue="daily">
      <TabsList aria-label="Report period">
        <TabsTrigger value="daily">Daily report</TabsTrigger>
        <TabsTrigger value="weekly">Weekly report</TabsTrigger>
        <TabsTrigger value="monthly">Monthly report</TabsTrigger>
      </TabsList>
      <TabsContent value="daily">Daily cost, impressions and clicks.</TabsContent>
      <TabsContent value="weekly">Monday to Sunday totals.</TabsContent>
      <TabsContent value="monthly">Whole months.</TabsContent>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Daily report' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const weekly = canvas.getByRole('tab', { name: 'Weekly report' });
    await expect(weekly).toHaveFocus();
    await expect(weekly).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Weekly report' })).toHaveTextContent(
      'Monday to Sunday totals.',
    );
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Monthly report' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** A disabled tab is shown dimmed and skipped by the arrows. */
export const DisabledTab: Story = {
  render: () => (
    <Tabs defaultValue="daily">
      <TabsList aria-label="Report period">
        <TabsTrigger value="daily">Daily report</TabsTrigger>
        <TabsTrigger value="weekly" disabled>
          Weekly report
        </TabsTrigger>
        <TabsTrigger value="monthly">Monthly report</TabsTrigger>
      </TabsList>
      <TabsContent value="daily">Daily cost, impressions and clicks.</TabsContent>
      <TabsContent value="weekly">Monday to Sunday totals.</TabsContent>
      <TabsContent value="monthly">Whole months.</TabsContent>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Weekly report' })).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Monthly report' })).toHaveFocus();
  },
};

/**
 * On a 375 px phone, in Simplified Chinese, with one long label: the row stays within the phone and the long
 * tab narrows. A long label wraps and its tab grows to hold the second line; still, keep labels short.
 */
export const LongLabels: Story = {
  parameters: { width: 375 },
  render: () => (
    <Tabs defaultValue="daily">
      <TabsList aria-label="报表周期">
        <TabsTrigger value="daily">日报</TabsTrigger>
        <TabsTrigger value="weekly">周报</TabsTrigger>
        <TabsTrigger value="long">全部推广账户关键词及搜索词的分地域分设备汇总报表</TabsTrigger>
      </TabsList>
      <TabsContent value="daily">每日的消费、展现和点击。</TabsContent>
      <TabsContent value="weekly">周一至周日的合计。</TabsContent>
      <TabsContent value="long">按地域和设备汇总。</TabsContent>
    </Tabs>
  ),
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('tablist', { name: '报表周期' });
    await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().left + 375,
    );
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    const long = canvas.getByRole('tab', { name: /^全部推广账户/ });
    await expect(long.scrollHeight).toBeLessThanOrEqual(long.clientHeight);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: '日报' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('按地域和设备汇总。');
  },
};
