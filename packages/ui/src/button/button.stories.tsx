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
