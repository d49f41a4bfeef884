import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { clocks } from '@adconsole/date-range-rules/testing';
import { openPicker, pageTexts, StoryPicker, type StoryPickerProps } from '../testing/story-picker';
import { DateRangePicker } from './date-range-picker';

/**
 * Comparison inside the picker (docs/requirements.md#period-comparison): offered when the page passes
 * `onComparisonChange`, told in words under the field. The range is 2026-11-01 to 2026-11-17 (17 days);
 * "today" is Wednesday 2026-11-18 in Asia/Shanghai.
 */
const meta = {
  title: 'date-range/DateRangePicker comparison',
  // A section of DateRangePicker's one docs page (date-range-picker.mdx), not a page of its own.
  tags: ['!autodocs'],
  component: DateRangePicker,
  render: (args) => <StoryPicker {...args} />,
  args: {
    type: 1,
    value: { beginDate: '2026-11-01', endDate: '2026-11-17' },
    now: clocks.wednesday,
    language: 'en',
    label: pageTexts.en.label,
    onChange: fn(),
    onComparisonChange: fn(),
  },
} satisfies Meta<StoryPickerProps>;
export default meta;

type Story = StoryObj<typeof meta>;

const field = (label: string) => screen.getByRole('button', { name: new RegExp(`^${label}`) });

export const PreviousPeriodEn: Story = {
  parameters: { screenshot: 'light and dark' },
  play: async ({ args }) => {
    const dialog = await openPicker(args.label);
    await expect(dialog.getByRole('group', { name: 'Compare with' })).toBeInTheDocument();
    await expect(dialog.getByRole('radio', { name: 'None' })).toBeChecked();
    await userEvent.click(dialog.getByRole('radio', { name: 'Previous period' }));
    await expect(args.onComparisonChange).toHaveBeenCalledWith({ kind: 'previous' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(screen.getByText('Compared with 2026-10-15 – 2026-10-31')).toBeInTheDocument();
    await expect(field(args.label)).toHaveAccessibleDescription('Compared with 2026-10-15 – 2026-10-31');
  },
};

export const LastYearCn: Story = {
  globals: { language: 'cn' },
  args: { language: 'cn', label: pageTexts.cn.label },
  play: async ({ args }) => {
    const dialog = await openPicker(args.label);
    await userEvent.click(dialog.getByRole('radio', { name: '去年同期' }));
    await expect(args.onComparisonChange).toHaveBeenCalledWith({ kind: 'lastYear' });
    await expect(screen.getByText('对比 2025-11-01 至 2025-11-17')).toBeInTheDocument();
  },
};

export const CustomTw: Story = {
  globals: { language: 'tw' },
  args: { language: 'tw', label: pageTexts.tw.label },
  play: async ({ args }) => {
    const dialog = await openPicker(args.label);
    await userEvent.click(dialog.getByRole('radio', { name: '自訂' }));
    await expect(args.onComparisonChange).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: '對比開始日期' }), '2026年9月1日');
    await expect(dialog.getByText('結束於 2026-09-17')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(args.onComparisonChange).toHaveBeenCalledWith({ kind: 'custom', beginDate: '2026-09-01' });
    await expect(screen.getByText('對比 2026-09-01 至 2026-09-17')).toBeInTheDocument();
  },
};

/** A custom period must end before the range begins: refused, with the reason under its field. */
export const CustomOverlapsEn: Story = {
  play: async ({ args }) => {
    const dialog = await openPicker(args.label);
    await userEvent.click(dialog.getByRole('radio', { name: 'Custom' }));
    const start = dialog.getByRole('textbox', { name: 'Comparison start date' });
    await userEvent.type(start, '2026-10-20{Enter}');
    await expect(start).toHaveAttribute('aria-invalid', 'true');
    await expect(start).toHaveAccessibleDescription(
      'Please compare with a period that ends before the range begins',
    );
    await expect(args.onComparisonChange).not.toHaveBeenCalled();
  },
};

export const NoneEn: Story = {
  args: { comparison: { kind: 'previous' } },
  play: async ({ args }) => {
    await expect(screen.getByText('Compared with 2026-10-15 – 2026-10-31')).toBeInTheDocument();
    const dialog = await openPicker(args.label);
    await expect(dialog.getByRole('radio', { name: 'Previous period' })).toBeChecked();
    await userEvent.click(dialog.getByRole('radio', { name: 'None' }));
    await expect(args.onComparisonChange).toHaveBeenCalledWith(null);
    await expect(screen.queryByText(/^Compared with/)).toBeNull();
  },
};

/** Without `onComparisonChange` the picker offers no comparison. */
export const NotOfferedEn: Story = {
  args: { onComparisonChange: undefined },
  play: async ({ args }) => {
    const dialog = await openPicker(args.label);
    await expect(dialog.queryByRole('group', { name: 'Compare with' })).toBeNull();
  },
};
