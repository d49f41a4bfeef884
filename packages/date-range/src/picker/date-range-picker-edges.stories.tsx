import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { clocks } from '@adconsole/date-range-rules/testing';
import {
  expectClosedWith,
  openPicker,
  pageTexts,
  StoryPicker,
  type StoryPickerProps,
} from '../testing/story-picker';
import { DateRangePicker } from './date-range-picker';

/**
 * The calendar's edges (docs/requirements.md#date-pickers): the week across the new year (ISO week 53 of
 * 2026, 2026-12-28 to 2027-01-03), 29 February 2028, and the first day of the report data kept.
 */
const meta = {
  title: 'date-range/DateRangePicker edges',
  // A section of DateRangePicker's one docs page (date-range-picker.mdx), not a page of its own.
  tags: ['!autodocs'],
  component: DateRangePicker,
  render: (args) => <StoryPicker {...args} />,
  args: {
    type: 3,
    value: null,
    now: clocks.afterYearEndWeek,
    language: 'en',
    label: pageTexts.en.label,
    onChange: fn(),
  },
} satisfies Meta<StoryPickerProps>;
export default meta;

type Story = StoryObj<typeof meta>;

/** On Monday 2027-01-04 last week is the one across the new year; a year earlier is 52 weeks back. */
export const YearEndWeekEn: Story = {
  args: { comparison: { kind: 'lastYear' }, onComparisonChange: fn() },
  play: async ({ args }) => {
    const dialog = await openPicker(args.label);
    await userEvent.click(dialog.getByRole('button', { name: 'Last week' }));
    await expect(args.onChange).toHaveBeenCalledWith({
      range: { beginDate: '2026-12-28', endDate: '2027-01-03' },
      preset: 'lastWeek',
    });
    await expectClosedWith(args.label, '2026-12-28 to 2027-01-03');
    await expect(screen.getByText('Compared with 2025-12-29 – 2026-01-04')).toBeInTheDocument();
  },
};

/** On Wednesday 2026-12-30 the week across the new year is not over: its Monday is refused. */
export const YearEndWeekRunningCn: Story = {
  globals: { language: 'cn' },
  args: { now: clocks.yearEndWeek, language: 'cn', label: pageTexts.cn.label },
  play: async ({ args }) => {
    const dialog = await openPicker(args.label);
    await expect(dialog.getByRole('button', { name: '2026年12月28日 星期一' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const begin = dialog.getByRole('textbox', { name: '开始日期' });
    await userEvent.type(begin, '2026-12-28{Enter}');
    await waitFor(() => expect(begin).toHaveAccessibleDescription('请选择上周及之前的周'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** On 1 March 2028, February ends on the leap day; a year earlier it ends on the 28th. */
export const LeapDayMonthTw: Story = {
  globals: { language: 'tw' },
  args: {
    type: 4,
    now: clocks.afterLeapDay,
    language: 'tw',
    label: pageTexts.tw.label,
    comparison: { kind: 'lastYear' },
    onComparisonChange: fn(),
  },
  play: async ({ args }) => {
    const dialog = await openPicker(args.label);
    await userEvent.click(dialog.getByRole('textbox', { name: '開始日期' }));
    await userEvent.paste('2028-02-01 ~ 2028-02-29');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({
      range: { beginDate: '2028-02-01', endDate: '2028-02-29' },
      preset: null,
    });
    await expectClosedWith(args.label, '2028-02-01 至 2028-02-29');
    await expect(screen.getByText('對比 2027-02-01 至 2027-02-28')).toBeInTheDocument();
  },
};

/** The first day kept is 2023-11-18 on Wednesday 2026-11-18: the day before it cannot be picked. */
export const FirstKeptDayEn: Story = {
  args: { type: 1, now: clocks.wednesday, value: { beginDate: '2023-11-18', endDate: '2023-11-30' } },
  play: async ({ args }) => {
    const dialog = await openPicker(args.label);
    const first = dialog.getByRole('button', { name: 'Saturday, November 18, 2023' });
    await expect(first).not.toHaveAttribute('aria-disabled');
    await expect(dialog.getByRole('button', { name: 'Friday, November 17, 2023' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
