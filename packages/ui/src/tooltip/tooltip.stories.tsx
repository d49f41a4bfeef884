import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { IconButton } from '../button/button';
import { Tooltip } from './tooltip';

const meta = {
  title: 'ui/Tooltip',
  component: Tooltip,
  args: {
    content: 'Full screen',
    children: (
      <IconButton label="Full screen" variant="secondary">
        <svg viewBox="0 0 16 16" width="1em" height="1em" aria-hidden="true">
          <path d="M2 6V2h4M10 2h4v4M14 10v4h-4M6 14H2v-4" fill="none" stroke="currentColor" />
        </svg>
      </IconButton>
    ),
  },
} satisfies Meta<typeof Tooltip>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The hint shows on keyboard focus as well as hover, and Escape hides it. */
export const OnFocus: Story = {
  parameters: { screenshot: 'light and dark' },
  play: async ({ canvas }) => {
    // Queried each time: Radix's trigger replaces the first one once it has loaded.
    const button = () => canvas.getByRole('button', { name: 'Full screen' });
    await userEvent.tab();
    await waitFor(() => expect(button()).toHaveFocus());
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Full screen');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** A disabled hint shows on neither focus nor hover; its button works as before. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    const button = () => canvas.getByRole('button', { name: 'Full screen' });
    await userEvent.tab();
    await waitFor(() => expect(button()).toHaveFocus());
    await userEvent.hover(button());
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  },
};

const longChinese = '以全屏方式查看当前报表，按退出键或再次点击此按钮可以退出全屏';

/**
 * A 30-character Simplified Chinese hint wraps at 16rem and stays within a 375 px phone; shown on keyboard
 * focus. Keep hints to a few words: this one is too long on purpose. An unbroken English word
 * breaks inside the hint too.
 */
export const LongHint: Story = {
  parameters: { width: 375 },
  args: { content: `${longChinese} FullScreenKeywordReportByRegionAndDevice` },
  render: (args) => (
    <div className="flex justify-end p-10">
      <Tooltip {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Full screen' })).toHaveFocus());
    const tooltip = await screen.findByRole('tooltip');
    const content = tooltip.parentElement as HTMLElement;
    const rect = content.getBoundingClientRect();
    await expect(rect.left).toBeGreaterThanOrEqual(0);
    await expect(rect.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(content.scrollWidth).toBeLessThanOrEqual(content.clientWidth);
  },
};
