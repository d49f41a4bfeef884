import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { clocks } from '@adconsole/date-range-rules/testing';
import {
  expectClosedWith,
  openPicker,
  pageTexts,
  shortcutTexts,
  StoryPicker,
  type StoryPickerProps,
} from '../testing/story-picker';
import { DateRangePicker } from './date-range-picker';

/**
 * Shortcuts that stay shortcuts (docs/requirements.md#date-pickers): a shortcut's pick reports its id with
 * the range, and the `preset` prop shows it pressed. "Today" is Wednesday 2026-11-18 in Asia/Shanghai.
 */
const meta = {
  title: 'date-range/DateRangePicker presets',
  // A section of DateRangePicker's one docs page (date-range-picker.mdx), not a page of its own.
  tags: ['!autodocs'],
  component: DateRangePicker,
  render: (args) => <StoryPicker {...args} />,
  args: {
    type: 1,
    value: null,
    now: clocks.wednesday,
    language: 'en',
    label: pageTexts.en.label,
    onChange: fn(),
  },
} satisfies Meta<StoryPickerProps>;
export default meta;

type Story = StoryObj<typeof meta>;

export const PresetChosenEn: Story = {
  args: { value: { beginDate: '2026-11-11', endDate: '2026-11-17' }, preset: 'last7Days' },
  play: async ({ args }) => {
    let dialog = await openPicker(args.label);
    await expect(dialog.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Last 30 days' }));
    await expect(args.onChange).toHaveBeenCalledWith({
      range: { beginDate: '2026-10-19', endDate: '2026-11-17' },
      preset: 'last30Days',
    });
    await expectClosedWith(args.label, '2026-10-19 to 2026-11-17');
    dialog = await openPicker(args.label);
    await expect(dialog.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const PresetChosenCn: Story = {
  globals: { language: 'cn' },
  args: { type: 2, language: 'cn', label: pageTexts.cn.label },
  play: async ({ args }) => {
    const dialog = await openPicker(args.label);
    await userEvent.click(dialog.getByRole('button', { name: '最近三周' }));
    await expect(args.onChange).toHaveBeenCalledWith({
      range: { beginDate: '2026-10-26', endDate: '2026-11-15' },
      preset: 'lastThreeWeeks',
    });
    await expectClosedWith(args.label, '2026-10-26 至 2026-11-15');
  },
};

/** A range picked on the calendar is no shortcut, even where one gives the same days. */
export const CalendarPickIsNoPresetTw: Story = {
  globals: { language: 'tw' },
  args: { type: 3, language: 'tw', label: pageTexts.tw.label, preset: 'lastWeek' },
  play: async ({ args }) => {
    const dialog = await openPicker(args.label);
    await expect(dialog.getByRole('button', { name: '最近一週' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(dialog.getByRole('button', { name: '2026年11月9日 星期一' }));
    await expect(args.onChange).toHaveBeenCalledWith({
      range: { beginDate: '2026-11-09', endDate: '2026-11-15' },
      preset: null,
    });
    await expectClosedWith(args.label, '2026-11-09 至 2026-11-15');
  },
};

/** The month picker's shortcuts (type 4): this month, last month, the last 3, 6 and 12 months, this year. */
export const MonthShortcutsEn: Story = {
  args: { type: 4 },
  play: async ({ args }) => {
    let dialog = await openPicker(args.label);
    await expect(shortcutTexts(dialog, 'Quick ranges')).toEqual([
      'This month',
      'Last month',
      'Last three months',
      'Last six months',
      'Last 12 months',
      'This year',
    ]);
    await userEvent.click(dialog.getByRole('button', { name: 'Last three months' }));
    await expect(args.onChange).toHaveBeenCalledWith({
      range: { beginDate: '2026-08-01', endDate: '2026-10-31' },
      preset: 'lastThreeMonths',
    });
    await expectClosedWith(args.label, '2026-08-01 to 2026-10-31');
    dialog = await openPicker(args.label);
    await expect(dialog.getByRole('button', { name: 'Last three months' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** "This year" runs from January to the end of the running month, as a month pick would. */
export const MonthShortcutsCn: Story = {
  globals: { language: 'cn' },
  args: { type: 4, language: 'cn', label: pageTexts.cn.label },
  play: async ({ args }) => {
    const dialog = await openPicker(args.label);
    await expect(shortcutTexts(dialog, '快捷选项')).toEqual([
      '本月',
      '上个月',
      '最近三个月',
      '最近六个月',
      '最近12个月',
      '今年',
    ]);
    await userEvent.click(dialog.getByRole('button', { name: '今年' }));
    await expect(args.onChange).toHaveBeenCalledWith({
      range: { beginDate: '2026-01-01', endDate: '2026-11-30' },
      preset: 'thisYear',
    });
    await expectClosedWith(args.label, '2026-01-01 至 2026-11-30');
  },
};

/** The single-week picker (type 3, the report centre's) offers last week and the week before. */
export const WeekBeforeLastTw: Story = {
  globals: { language: 'tw' },
  args: { type: 3, language: 'tw', label: pageTexts.tw.label },
  play: async ({ args }) => {
    const dialog = await openPicker(args.label);
    await expect(shortcutTexts(dialog, '快捷選項')).toEqual(['最近一週', '上上週']);
    await userEvent.click(dialog.getByRole('button', { name: '上上週' }));
    await expect(args.onChange).toHaveBeenCalledWith({
      range: { beginDate: '2026-11-02', endDate: '2026-11-08' },
      preset: 'weekBeforeLast',
    });
    await expectClosedWith(args.label, '2026-11-02 至 2026-11-08');
  },
};
