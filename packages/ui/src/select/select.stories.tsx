import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Select } from './select';

const meta = {
  title: 'ui/Select',
  component: Select,
  args: {
    label: 'Device',
    options: [
      { value: '1', label: 'Computer' },
      { value: '2', label: 'Mobile' },
      { value: '3', label: 'Unlimited' },
    ],
    onValueChange: fn(),
  },
} satisfies Meta<typeof Select>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Keyboard only: Enter opens the list, arrows move, Enter picks and focus returns to the field. */
export const Keyboard: Story = {
  parameters: { screenshot: 'light and dark' },
  play: async ({ args, canvas }) => {
    // Queried each time: Radix's field replaces the first one once it has loaded (on focus or hover).
    const field = () => canvas.getByRole('combobox', { name: 'Device' });
    await expect(field()).toHaveTextContent('Please select');
    await userEvent.tab();
    await waitFor(() => expect(field()).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Computer' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('option', { name: 'Mobile' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('2');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(field()).toHaveTextContent('Mobile');
    await expect(field()).toHaveFocus();
  },
};

/** A disabled option cannot be picked. */
export const DisabledOption: Story = {
  args: {
    defaultValue: '3',
    options: [
      { value: '1', label: 'Computer' },
      { value: '2', label: 'Mobile', disabled: true },
      { value: '3', label: 'Unlimited' },
    ],
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Device' }));
    const mobile = await screen.findByRole('option', { name: 'Mobile' });
    await expect(mobile).toHaveAttribute('aria-disabled', 'true');
    await expect(screen.getByRole('option', { name: 'Unlimited' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** The kit's placeholder in Traditional Chinese. */
export const Traditional: Story = {
  globals: { language: 'tw' },
  args: { label: '裝置' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: '裝置' })).toHaveTextContent('請選擇');
  },
};

/** The kit's placeholder in Simplified Chinese. */
export const Chinese: Story = {
  globals: { language: 'cn' },
  args: {
    label: '设备',
    options: [
      { value: '1', label: '计算机' },
      { value: '2', label: '移动设备' },
      { value: '3', label: '不限' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: '设备' })).toHaveTextContent('请选择');
  },
};

/** The whole field disabled: it shows its value but does not open. */
export const Disabled: Story = {
  args: { defaultValue: '2', disabled: true },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('combobox', { name: 'Device' });
    await expect(field).toBeDisabled();
    await expect(field).toHaveTextContent('Mobile');
  },
};

const longChinese = '品牌词推广计划二零二四年夏季北方地区促销活动专用的推广单元名';
const longWord = 'BrandKeywordsSummerPromotionCampaignForNorthernRegions';

/**
 * On a 375 px phone with a 30-character Simplified Chinese option and an unbroken English one: the field and
 * the open list stay within the phone's width.
 */
export const LongText: Story = {
  parameters: { width: 375 },
  args: {
    label: '推广单元',
    defaultValue: 'cn',
    triggerClassName: 'w-full',
    className: 'w-full',
    options: [
      { value: 'cn', label: longChinese },
      { value: 'en', label: longWord },
      { value: 'short', label: '通用' },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const edge = canvasElement.getBoundingClientRect().left + 375;
    const field = canvas.getByRole('combobox', { name: '推广单元' });
    await expect(field.getBoundingClientRect().right).toBeLessThanOrEqual(edge);
    await userEvent.click(field);
    const list = await screen.findByRole('listbox');
    await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    // Closed again before the end: while the list is open Radix hides the page from assistive tech.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};
