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
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('combobox', { name: 'Device' });
    await expect(field).toHaveTextContent('Please select');
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Computer' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('option', { name: 'Mobile' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('2');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(field).toHaveTextContent('Mobile');
    await expect(field).toHaveFocus();
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
  parameters: { language: 'tw' },
  args: { label: '裝置' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: '裝置' })).toHaveTextContent('請選擇');
  },
};
