import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyHref } from '../testing/story-navigator';
import { DraftLink } from './draft-link';

const meta = {
  title: 'draft-editor/DraftLink',
  component: DraftLink,
  args: {
    to: { step: 'creatives', unit: 21, creative: 42 },
    navigator: { href: storyHref, go: fn() },
    children: '数据分析',
    className: 'text-primary-text underline',
  },
} satisfies Meta<typeof DraftLink>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A real link: its address is the editor's, and a plain click moves in the page without a reload. */
export const Default: Story = {
  parameters: { screenshot: 'light and dark' },
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: '数据分析' });
    await expect(link).toHaveAttribute('href', '#step=creatives&unit=21&creative=42');
    await userEvent.click(link);
    await expect(args.navigator.go).toHaveBeenCalledWith(args.to);
  },
};

/** From the keyboard: Tab to it (the focus ring shows), Enter follows it. */
export const Keyboard: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: '数据分析' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.navigator.go).toHaveBeenCalledWith(args.to);
  },
};
