import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from './switch';

const meta = {
  title: 'ui/Switch',
  component: Switch,
  args: { label: 'Auto-targeting', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Space and Enter toggle it; its label is a click target too. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Auto-targeting' });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).not.toBeChecked();
    await userEvent.click(canvas.getByText('Auto-targeting'));
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(3);
  },
};

export const On: Story = {
  args: { defaultChecked: true },
  parameters: { screenshot: 'light and dark' },
};

/** The keyboard focus: a 2 px outline around the track. */
export const FocusRing: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Auto-targeting' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await expect(getComputedStyle(toggle).outlineStyle).toBe('solid');
  },
};

/** Disabled, on and off: dimmed, out of the tab order, deaf to clicks. */
export const Disabled: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Switch {...args} label="Fixed header" disabled />
      <Switch {...args} label="Sidebar logo" disabled defaultChecked />
    </div>
  ),
  play: async ({ args, canvas }) => {
    const logo = canvas.getByRole('switch', { name: 'Sidebar logo' });
    await expect(logo).toBeDisabled();
    await userEvent.click(logo, { pointerEventsCheck: 0 });
    await expect(logo).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

const longChinese = '在手机上浏览报表时自动隐藏左侧菜单并固定页面顶部的日期选择栏';
const longWord = 'BrandKeywordsSummerPromotionCampaignForNorthernRegions';

/**
 * On a 375 px phone: a 30-character Simplified Chinese label wraps beside the switch, which keeps its size.
 * Both labels wrap inside the phone's width, an unbroken English word too.
 */
export const LongLabel: Story = {
  parameters: { width: 375 },
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Switch {...args} label={longChinese} />
      <Switch {...args} label={longWord} defaultChecked />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const edge = canvasElement.getBoundingClientRect().left + 375;
    for (const name of [longChinese, longWord]) {
      const toggle = canvas.getByRole('switch', { name });
      await expect(toggle.getBoundingClientRect().width).toBeGreaterThan(
        toggle.getBoundingClientRect().height,
      );
    }
    for (const text of [longChinese, longWord]) {
      await expect(canvas.getByText(text).getBoundingClientRect().right).toBeLessThanOrEqual(edge);
    }
  },
};
