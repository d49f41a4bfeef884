import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './skeleton';

const meta = {
  title: 'ui/Skeleton',
  component: Skeleton,
  args: { lines: 4, className: 'w-80' },
} satisfies Meta<typeof Skeleton>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Assistive tech hears "Loading…" once; the bars are hidden from it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading…');
    await expect(status.querySelectorAll('[aria-hidden="true"]')).toHaveLength(4);
  },
};

export const Traditional: Story = {
  parameters: { language: 'tw' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('載入中…');
  },
};
