import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
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
 * Shortcuts that stay shortcuts (docs/requirements.md#date-pickers): a shortcut's pick reports its id with
 * the range, and the `preset` prop shows it pressed. "Today" is Wednesday 2026-11-18 in Asia/Shanghai.
 */
const meta = {
  title: 'date-range/DateRangePicker presets',
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
