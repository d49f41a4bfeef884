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
  parameters: { screenshot: 'light and dark' },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading…');
    await expect(status.querySelectorAll('[aria-hidden="true"]')).toHaveLength(4);
  },
};

/** What assistive tech hears, in Traditional Chinese. */
export const Traditional: Story = {
  globals: { language: 'tw' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('載入中…');
  },
};

/** What assistive tech hears, in Simplified Chinese. */
export const Chinese: Story = {
  globals: { language: 'cn' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中…');
  },
};

/** One line, as a stand-in for a card's title on a 375 px phone: the bar takes the width it is given. */
export const Narrow: Story = {
  parameters: { width: 375 },
  args: { lines: 1, className: 'w-full', label: 'Loading the account balance…' },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading the account balance…');
    await expect(status.getBoundingClientRect().width).toBe(375);
  },
};
