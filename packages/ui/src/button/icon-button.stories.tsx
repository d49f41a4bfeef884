import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../icons/icons';
import { Tooltip } from '../tooltip/tooltip';
import { IconButton } from './button';

const meta = {
  title: 'ui/IconButton',
  component: IconButton,
  args: { label: 'Close', children: <CloseIcon />, onClick: fn() },
} satisfies Meta<typeof IconButton>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The variants side by side; each is a square the height of the other controls. */
export const Variants: Story = {
  parameters: { screenshot: 'light and dark' },
  render: (args) => (
    <div className="flex items-center gap-3">
      <IconButton {...args} label="Previous page" variant="secondary">
        <ChevronLeftIcon />
      </IconButton>
      <IconButton {...args} label="Next page" variant="ghost">
        <ChevronRightIcon />
      </IconButton>
      <IconButton {...args} label="Close" variant="subtle" />
      <IconButton {...args} label="Delete row" variant="danger" />
    </div>
  ),
  play: async ({ canvas }) => {
    for (const name of ['Previous page', 'Next page', 'Close', 'Delete row']) {
      const button = canvas.getByRole('button', { name });
      await expect(getComputedStyle(button).width).toBe(getComputedStyle(button).height);
    }
  },
};

/** Disabled, as the pagination's previous button on the first page: dimmed and out of the tab order. */
export const Disabled: Story = {
  args: { label: 'Previous page', variant: 'secondary', disabled: true, children: <ChevronLeftIcon /> },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Previous page' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** The keyboard focus outline; Enter presses it. */
export const FocusRing: Story = {
  args: { variant: 'secondary' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Close' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Where the icon alone may not be understood, a Tooltip repeats the label on hover and focus. */
export const WithTooltip: Story = {
  args: { variant: 'secondary' },
  render: (args) => (
    <div className="p-8">
      <Tooltip content={args.label}>
        <IconButton {...args} />
      </Tooltip>
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Close'));
  },
};
