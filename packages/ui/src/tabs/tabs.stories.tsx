import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

const meta = {
  title: 'ui/Tabs',
  component: Tabs,
} satisfies Meta<typeof Tabs>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Arrow keys move between the report periods and show their panel. */
export const ReportPeriods: Story = {
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
