import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './checkbox';

const meta = {
  title: 'ui/Checkbox',
  component: Checkbox,
  args: { label: 'Follow account', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Space toggles it; its label is a click target too. */
export const Default: Story = {
  parameters: { screenshot: 'light and dark' },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Follow account' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByText('Follow account'));
    await expect(box).not.toBeChecked();
  },
};

/** Some rows chosen: neither checked nor unchecked. */
export const Indeterminate: Story = {
  args: { label: 'Select all rows', checked: 'indeterminate' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Select all rows' })).toHaveAttribute(
      'aria-checked',
      'mixed',
    );
  },
};

/** A table row's checkbox: named for assistive tech, no visible label. */
export const HiddenLabel: Story = {
  args: { label: 'Select row 3', hideLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Select row 3' })).toBeInTheDocument();
    await expect(canvas.getByText('Select row 3')).toHaveClass('sr-only');
  },
};

export const Disabled: Story = {
  args: { label: 'Synchronized', disabled: true, defaultChecked: true },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Synchronized' });
    await expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

const longChinese = '同步上传时自动关注此账户下新建的全部推广计划和推广单元的变化';
const longWord = 'BrandKeywordsSummerPromotionCampaignForNorthernRegions';

/**
 * On a 375 px phone: a 30-character Simplified Chinese label wraps beside the box, which keeps its size.
 * Both labels wrap inside the phone's width, an unbroken English word too.
 */
export const LongLabel: Story = {
  parameters: { width: 375 },
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Checkbox {...args} label={longChinese} />
      <Checkbox {...args} label={longWord} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const edge = canvasElement.getBoundingClientRect().left + 375;
    for (const name of [longChinese, longWord]) {
      const box = canvas.getByRole('checkbox', { name });
      await expect(box.getBoundingClientRect().width).toBe(box.getBoundingClientRect().height);
    }
    for (const text of [longChinese, longWord]) {
      await expect(canvas.getByText(text).getBoundingClientRect().right).toBeLessThanOrEqual(edge);
    }
  },
};
