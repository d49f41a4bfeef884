import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { MinimalDateRangePicker } from './minimal-example';

/** The introduction's example, kept working by this story's test (docs/architecture.md#storybook). */
const meta = {
  title: 'date-range/Introduction example',
  component: MinimalDateRangePicker,
  tags: ['!autodocs'],
} satisfies Meta<typeof MinimalDateRangePicker>;
export default meta;

export const Minimal: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Report dates/ }));
    // The calendar is loaded on first use, so the first opening may take a moment.
    const dialog = await screen.findByRole('dialog', { name: 'Report dates' }, { timeout: 15_000 });
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
