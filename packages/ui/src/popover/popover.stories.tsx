import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { TextField } from '../field/text-field';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from './popover';

const meta = {
  title: 'ui/Popover',
  component: Popover,
} satisfies Meta<typeof Popover>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A filter panel: Enter opens and focus moves in; Escape closes and focus returns to the trigger. */
export const Filter: Story = {
  render: () => (
    <Popover>
      <PopoverTrigger asChild>
        <Button>Filter</Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Keyword filter" className="flex w-64 flex-col gap-3">
        <TextField label="Keyword" />
        <PopoverClose asChild>
          <Button variant="primary">Apply</Button>
        </PopoverClose>
      </PopoverContent>
    </Popover>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Filter' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Keyword filter' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(panel).getByRole('textbox', { name: 'Keyword' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();

    await userEvent.click(trigger);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
