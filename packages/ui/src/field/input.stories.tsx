import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Input } from './input';

const meta = {
  title: 'ui/Input',
  component: Input,
  // A bare input is named by the caller: here with aria-label, as the route search names its box.
  args: { 'aria-label': 'Search routes', placeholder: 'Search routes', type: 'search' },
} satisfies Meta<typeof Input>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Empty with its placeholder; Tab focuses it and shows the focus outline. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search routes' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(getComputedStyle(input).outlineStyle).toBe('solid');
  },
};

/** A rejected value: red border and aria-invalid. Say why next to it (TextField does this for you). */
export const Invalid: Story = {
  parameters: { screenshot: 'light and dark' },
  args: { 'aria-label': 'Page', type: 'text', placeholder: undefined, defaultValue: 'abc', invalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Page' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Account report' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search routes' })).toBeDisabled();
  },
};

/** A value longer than the box on a 375 px phone scrolls inside the input; the input keeps its width. */
export const LongText: Story = {
  parameters: { width: 375 },
  args: {
    className: 'w-full',
    defaultValue:
      '品牌词推广计划二零二四年夏季北方地区促销活动专用的推广单元 BrandKeywordsSummerPromotionCampaign',
  },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search routes' });
    await expect(input.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().left + 375,
    );
  },
};
