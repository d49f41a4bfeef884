import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { emptySchedule, type Schedule } from '@adconsole/draft-rules';
import { ScheduleGrid, type ScheduleGridProps } from './schedule-grid';
import { documents } from '../testing/story-docs';

/** The grid holding its schedule, as the campaign form holds it. */
function Controlled(props: Omit<ScheduleGridProps, 'value'> & { initial?: Schedule }) {
  const { initial, onChange, ...rest } = props;
  const [value, setValue] = useState(initial ?? emptySchedule());
  return (
    <ScheduleGrid
      {...rest}
      value={value}
      onChange={(schedule) => {
        setValue(schedule);
        onChange(schedule);
      }}
    />
  );
}

const meta = {
  title: 'draft-editor/ScheduleGrid',
  // The docs page describes ScheduleGrid and its props; the stories render it holding its schedule.
  component: documents<ComponentProps<typeof Controlled>>(ScheduleGrid),
  render: (args) => <Controlled {...args} />,
  args: { label: 'Promotion hours', onChange: fn() },
} satisfies Meta<ComponentProps<typeof Controlled>>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Keyboard only: one tab stop, arrows move (headers included), Space chooses an hour, Enter a whole day. */
export const Keyboard: Story = {
  parameters: { screenshot: 'light and dark' },
  play: async ({ canvas, args, step }) => {
    const grid = canvas.getByRole('grid', { name: 'Promotion hours' });
    await expect(grid).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('gridcell', { name: 'Monday 0:00–1:00' })).toHaveFocus();

    await step('an hour: arrows, then Space', async () => {
      await userEvent.keyboard('{ArrowRight>9/}{ArrowDown}');
      const tuesdayNine = canvas.getByRole('gridcell', { name: 'Tuesday 9:00–10:00' });
      await expect(tuesdayNine).toHaveFocus();
      await userEvent.keyboard(' ');
      await expect(tuesdayNine).toHaveAttribute('aria-selected', 'true');
      await expect(canvas.getByText('Hours a week: 1')).toBeInTheDocument();
    });

    await step('a whole day from its header, on and off', async () => {
      await userEvent.keyboard('{Home}');
      const tuesday = canvas.getByRole('rowheader', { name: 'Tuesday' });
      await expect(tuesday).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(tuesday).toHaveAttribute('aria-selected', 'true');
      await expect(canvas.getByText('Hours a week: 24')).toBeInTheDocument();
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByText('Hours a week: 0')).toBeInTheDocument();
    });

    await step('the whole week from the corner', async () => {
      await userEvent.keyboard('{Control>}{Home}{/Control}');
      await expect(canvas.getByRole('columnheader', { name: 'The whole week' })).toHaveFocus();
      await userEvent.keyboard(' ');
      await expect(canvas.getByText('Hours a week: 168')).toBeInTheDocument();
      const last = args.onChange.mock.calls.at(-1)![0] as Schedule;
      await expect(last.flat().every(Boolean)).toBe(true);
    });

    await step('Clear empties the week', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
      await expect(canvas.getByText('Hours a week: 0')).toBeInTheDocument();
    });
  },
};

/** Chinese: a click on an hour's header chooses it on every day; the cells say their day and hour. */
export const Chinese: Story = {
  globals: { language: 'cn' },
  args: { label: '推广小时' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('columnheader', { name: '9:00' }));
    await expect(canvas.getByText('每周小时数：7')).toBeInTheDocument();
    await expect(canvas.getByRole('gridcell', { name: '星期日 9:00–10:00' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('gridcell', { name: '星期三 9:00–10:00' }));
    await expect(canvas.getByText('每周小时数：6')).toBeInTheDocument();
    const last = args.onChange.mock.calls.at(-1)![0] as Schedule;
    await expect(last.map((hours) => hours[9])).toEqual([true, true, false, true, true, true, true]);
  },
};

/** Traditional Chinese, with the rule's message when no hour is chosen. */
export const TraditionalWithError: Story = {
  globals: { language: 'tw' },
  args: { label: '推廣小時', error: '請至少選擇一個推廣時段' },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: '推廣小時' });
    await expect(grid).toHaveAccessibleDescription(/請至少選擇一個推廣時段/);
    await expect(canvas.getByRole('rowheader', { name: '星期一' })).toHaveTextContent('週一');
  },
};
