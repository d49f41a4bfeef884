import type { Language } from '@adconsole/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import type { PickerType } from '@adconsole/date-range-rules';
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
 * Typing the dates (docs/requirements.md#date-pickers): a start and an end field above the calendar, which
 * take 2026-11-25, 2026/11/25, 2026.11.25 and 2026年11月25日, and a pasted range. "Today" is Wednesday
 * 2026-11-18 in Asia/Shanghai.
 */
const meta = {
  title: 'date-range/DateRangePicker typing',
  // A section of DateRangePicker's one docs page (date-range-picker.mdx), not a page of its own.
  tags: ['!autodocs'],
  component: DateRangePicker,
  // What typing does is the play functions' to check; the refused text's look is pictured once per script.
  parameters: { screenshot: false },
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

const fieldNames: Record<Language, { begin: string; end: string }> = {
  en: { begin: 'Start date', end: 'End date' },
  cn: { begin: '开始日期', end: '结束日期' },
  tw: { begin: '開始日期', end: '結束日期' },
};

export const TypedRangeEn: Story = {
  play: async ({ args }) => {
    const dialog = await openPicker(args.label);
    const begin = dialog.getByRole('textbox', { name: 'Start date' });
    await userEvent.type(begin, '2025-3-5');
    // The calendar turns to what is typed.
    await expect(dialog.getByRole('grid', { name: 'March 2025' })).toBeInTheDocument();
    await userEvent.clear(begin);
    await userEvent.type(begin, '2026/11/1');
    await userEvent.type(dialog.getByRole('textbox', { name: 'End date' }), '2026年11月10日{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({
      range: { beginDate: '2026-11-01', endDate: '2026-11-10' },
      preset: null,
    });
    await expectClosedWith(args.label, '2026-11-01 to 2026-11-10');
  },
};

export const PastedRangeCn: Story = {
  globals: { language: 'cn' },
  args: { language: 'cn', label: pageTexts.cn.label },
  play: async ({ args }) => {
    const dialog = await openPicker(args.label);
    await userEvent.click(dialog.getByRole('textbox', { name: '开始日期' }));
    await userEvent.paste('2026-11-01 至 2026-11-10');
    await expect(dialog.getByRole('textbox', { name: '开始日期' })).toHaveValue('2026-11-01');
    await expect(dialog.getByRole('textbox', { name: '结束日期' })).toHaveValue('2026-11-10');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({
      range: { beginDate: '2026-11-01', endDate: '2026-11-10' },
      preset: null,
    });
    await expectClosedWith(args.label, '2026-11-01 至 2026-11-10');
  },
};

/** Type 4 takes a running month typed up to yesterday and picks it to its last day, as the calendar does. */
export const TypedMonthsTw: Story = {
  globals: { language: 'tw' },
  args: { type: 4, language: 'tw', label: pageTexts.tw.label },
  play: async ({ args }) => {
    const dialog = await openPicker(args.label);
    await userEvent.type(dialog.getByRole('textbox', { name: '開始日期' }), '2026.9.1');
    await userEvent.type(dialog.getByRole('textbox', { name: '結束日期' }), '2026.11.17{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({
      range: { beginDate: '2026-09-01', endDate: '2026-11-30' },
      preset: null,
    });
    await expectClosedWith(args.label, '2026-09-01 至 2026-11-30');
  },
};

/**
 * Typing a whole range over one that is shown (docs/requirements.md#date-pickers): moving from the start to
 * the end field picks nothing (the new start with the old end is no range anyone asked for), and an end
 * before the start says so. With `fix`, the end is then corrected and the range picked once.
 */
function typedOverRange(language: Language, endBeforeStart: string, fix: boolean): Story {
  return {
    globals: { language },
    args: {
      language,
      label: pageTexts[language].label,
      value: { beginDate: '2026-11-01', endDate: '2026-11-10' },
    },
    play: async ({ args }) => {
      const dialog = await openPicker(args.label);
      const begin = dialog.getByRole('textbox', { name: fieldNames[language].begin });
      const end = dialog.getByRole('textbox', { name: fieldNames[language].end });
      await userEvent.clear(begin);
      await userEvent.type(begin, '2026-11-10');
      await userEvent.tab();
      await expect(end).toHaveFocus();
      await expect(args.onChange).not.toHaveBeenCalled();
      await userEvent.clear(end);
      await userEvent.type(end, '2026-11-01{Enter}');
      await waitFor(() => expect(end).toHaveAttribute('aria-invalid', 'true'));
      await expect(end).toHaveAccessibleDescription(endBeforeStart);
      await expect(begin).not.toHaveAttribute('aria-invalid', 'true');
      await expect(args.onChange).not.toHaveBeenCalled();
      if (!fix) return;
      await userEvent.clear(end);
      await userEvent.type(end, '2026-11-12{Enter}');
      await expectClosedWith(args.label, '2026-11-10 to 2026-11-12');
      await expect(args.onChange).toHaveBeenCalledTimes(1);
      await expect(args.onChange).toHaveBeenCalledWith({
        range: { beginDate: '2026-11-10', endDate: '2026-11-12' },
        preset: null,
      });
    },
  };
}

export const TypedOverRangeEn = typedOverRange('en', 'The end date is before the start date', true);
export const EndBeforeStartCn = typedOverRange('cn', '结束日期早于开始日期', false);
export const EndBeforeStartTw = typedOverRange('tw', '結束日期早於開始日期', false);

/**
 * Leaving the typed fields for the calendar picks a whole, valid range and keeps the picker open; Enter then
 * closes it without picking the same range again.
 */
export const LeavingTheFieldsPicksOnceCn: Story = {
  globals: { language: 'cn' },
  args: { language: 'cn', label: pageTexts.cn.label },
  play: async ({ args }) => {
    const dialog = await openPicker(args.label);
    const begin = dialog.getByRole('textbox', { name: '开始日期' });
    const end = dialog.getByRole('textbox', { name: '结束日期' });
    await userEvent.type(begin, '2026-11-02');
    await userEvent.tab();
    await userEvent.type(end, '2026-11-08');
    await userEvent.tab();
    await expect(end).not.toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith({
      range: { beginDate: '2026-11-02', endDate: '2026-11-08' },
      preset: null,
    });
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(end);
    await userEvent.keyboard('{Enter}');
    await expectClosedWith(args.label, '2026-11-02 至 2026-11-08');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** A typed date the type refuses: the reason under its field, tied to it; nothing is picked. */
function refusedTyping(
  type: PickerType,
  language: Language,
  edge: 'begin' | 'end',
  text: string,
  message: string,
): Story {
  return {
    globals: { language },
    args: { type, language, label: pageTexts[language].label },
    play: async ({ args }) => {
      const dialog = await openPicker(args.label);
      const field = dialog.getByRole('textbox', { name: fieldNames[language][edge] });
      await userEvent.type(field, `${text}{Enter}`);
      await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
      await expect(field).toHaveAccessibleDescription(message);
      await expect(screen.getByRole('dialog')).toBeInTheDocument();
      await expect(args.onChange).not.toHaveBeenCalled();
    },
  };
}

export const NotADateEn: Story = {
  ...refusedTyping(1, 'en', 'begin', '2026-02-30', 'Enter a date like 2026-11-25'),
  parameters: { screenshot: 'light' },
};
export const NotADateCn: Story = {
  ...refusedTyping(1, 'cn', 'begin', '2026年2月30日', '请输入日期，如 2026-11-25'),
  parameters: { screenshot: 'light' },
};
export const NotADateTw = refusedTyping(1, 'tw', 'begin', '2026/13/01', '請輸入日期，如 2026-11-25');
export const AfterYesterdayTypedCn = refusedTyping(1, 'cn', 'end', '2026-11-18', '请选择昨天及之前的日期');
export const NotMondayTypedEn = refusedTyping(
  2,
  'en',
  'begin',
  '2026-11-04',
  'Please enter a Monday: weeks start on Monday',
);
export const NotSundayTypedTw = refusedTyping(2, 'tw', 'end', '2026-11-14', '請輸入週日，每週到週日結束');
export const NotFirstOfMonthTypedCn = refusedTyping(4, 'cn', 'begin', '2026-10-02', '请输入某月的1日');
export const BeforeDataKeptTypedEn = refusedTyping(
  1,
  'en',
  'begin',
  '2023-11-17',
  'Please select dates in the last three years: older report data is not kept',
);

/** A range over 731 days: refused at its end once both ends are typed. */
export const TooLongTypedTw: Story = {
  globals: { language: 'tw' },
  args: { language: 'tw', label: pageTexts.tw.label },
  play: async ({ args }) => {
    const dialog = await openPicker(args.label);
    await userEvent.click(dialog.getByRole('textbox', { name: '開始日期' }));
    await userEvent.paste('2024-11-01 ~ 2026-11-17');
    await userEvent.keyboard('{Enter}');
    const end = dialog.getByRole('textbox', { name: '結束日期' });
    await waitFor(() => expect(end).toHaveAttribute('aria-invalid', 'true'));
    await expect(end).toHaveAccessibleDescription('日期範圍最多為731天');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
