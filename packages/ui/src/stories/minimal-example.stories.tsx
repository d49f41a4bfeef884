import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MinimalSearchBar } from './minimal-example';

/** The introduction's example, kept working by this story's test (docs/architecture.md#storybook). */
const meta = {
  title: 'ui/Introduction example',
  component: MinimalSearchBar,
  tags: ['!autodocs'],
  args: { onSearch: fn() },
} satisfies Meta<typeof MinimalSearchBar>;
export default meta;

export const Minimal: StoryObj<typeof meta> = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Keyword' }), 'running shoes');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledWith('running shoes');
  },
};
