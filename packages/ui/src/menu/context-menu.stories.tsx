import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, userEvent, waitFor } from 'storybook/test';
import {
  ContextMenu,
  ContextMenuContent,
  ContextMenuItem,
  ContextMenuSeparator,
  ContextMenuTrigger,
} from './context-menu';

const meta = {
  title: 'ui/ContextMenu',
  component: ContextMenu,
} satisfies Meta<typeof ContextMenu>;
export default meta;

type Story = StoryObj<typeof meta>;

const actions = { refresh: fn(), close: fn(), closeOthers: fn(), closeAll: fn() };

/**
 * The tags bar's menu (docs/requirements.md#layout-and-navigation): a pinned tag cannot be closed, so Close
 * is disabled on it.
 */
export const TagsBar: Story = {
  render: () => (
    <div className="flex gap-2">
      {[
        { title: 'Home', pinned: true },
        { title: 'Account report', pinned: false },
      ].map(({ title, pinned }) => (
        <ContextMenu key={title}>
          <ContextMenuTrigger asChild>
            <a href={`#${title}`} className="rounded border border-border px-2 py-1 text-control">
              {title}
            </a>
          </ContextMenuTrigger>
          <ContextMenuContent>
            <ContextMenuItem onSelect={actions.refresh}>Refresh</ContextMenuItem>
            <ContextMenuItem disabled={pinned} onSelect={actions.close}>
              Close
            </ContextMenuItem>
            <ContextMenuSeparator />
            <ContextMenuItem onSelect={actions.closeOthers}>Close others</ContextMenuItem>
            <ContextMenuItem onSelect={actions.closeAll}>Close all</ContextMenuItem>
          </ContextMenuContent>
        </ContextMenu>
      ))}
    </div>
  ),
  beforeEach: () => Object.values(actions).forEach((action) => action.mockClear()),
  play: async ({ canvas, step }) => {
    await step('right-click a tag, then pick with the keyboard', async () => {
      fireEvent.contextMenu(canvas.getByRole('link', { name: 'Account report' }));
      await screen.findByRole('menu');
      await userEvent.keyboard('{ArrowDown}');
      await expect(screen.getByRole('menuitem', { name: 'Refresh' })).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(screen.getByRole('menuitem', { name: 'Close' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(actions.close).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    });

    await step('a pinned tag cannot be closed', async () => {
      fireEvent.contextMenu(canvas.getByRole('link', { name: 'Home' }));
      const close = await screen.findByRole('menuitem', { name: 'Close' });
      await expect(close).toHaveAttribute('aria-disabled', 'true');
      screen.getByRole('menuitem', { name: 'Refresh' }).focus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(screen.getByRole('menuitem', { name: 'Close others' })).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
      await expect(actions.close).toHaveBeenCalledTimes(1);
    });
  },
};
