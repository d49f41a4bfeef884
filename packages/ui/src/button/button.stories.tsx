import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CloseIcon } from '../icons/icons';
import { Button, IconButton } from './button';

const meta = {
  title: 'ui/Button',
  component: Button,
  args: { children: 'Search', onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  parameters: { screenshot: 'light and dark' },
  args: { variant: 'primary' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Search' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Delete' } };

export const Loading: Story = {
  args: { variant: 'primary', loading: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Search' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    // Still focusable: a busy button keeps the focus it has.
    button.focus();
    await expect(button).toHaveFocus();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col items-start gap-3">
      {(['default', 'medium', 'small', 'mini'] as const).map((size) => (
        <div key={size} data-size={size}>
          <Button {...args}>{size}</Button>
        </div>
      ))}
    </div>
  ),
};

/** An icon-only button: its `label` is the accessible name. */
export const Icon: StoryObj<typeof IconButton> = {
  render: () => (
    <IconButton label="Close" variant="secondary">
      <CloseIcon />
    </IconButton>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Close' });
    await expect(button).toHaveAttribute('type', 'button');
    await expect(getComputedStyle(button).width).toBe(getComputedStyle(button).height);
  },
};

/** Disabled: dimmed, skipped by Tab and deaf to clicks. Prefer `loading` while an action runs. */
export const Disabled: Story = {
  args: { variant: 'primary', disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Search' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
  },
};

/** The keyboard focus: a 2 px outline in the theme colour around each variant, here on the primary one. */
export const FocusRing: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-3">
      <Button {...args} variant="primary">
        Search
      </Button>
      <Button {...args} variant="secondary">
        Reset
      </Button>
      <Button {...args} variant="danger">
        Delete
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    const search = canvas.getByRole('button', { name: 'Search' });
    await expect(search).toHaveFocus();
    await expect(getComputedStyle(search).outlineStyle).toBe('solid');
  },
};

const longChinese = '批量修改所选推广计划的每日预算并立即同步上传到百度推广账户中';
const longWord = 'BrandKeywordsSummerPromotionCampaignForNorthernRegions';

/**
 * Long labels on a 375 px phone: a 30-character Simplified Chinese label and an unbroken English word.
 * The label wraps and the button grows taller, an unbroken English word breaks, and neither button is wider
 * than the phone. Keep button labels short all the same.
 */
export const LongLabel: Story = {
  parameters: { width: 375 },
  render: (args) => (
    <div className="flex flex-col items-start gap-3">
      <Button {...args} variant="primary">
        {longChinese}
      </Button>
      <Button {...args}>{longWord}</Button>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const edge = canvasElement.getBoundingClientRect().left + 375;
    for (const name of [longChinese, longWord]) {
      // The whole label stays the accessible name, and stays inside the button and the phone.
      const button = canvas.getByRole('button', { name });
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(edge);
      await expect(button.scrollHeight).toBeLessThanOrEqual(button.clientHeight);
      await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
    }
  },
};
