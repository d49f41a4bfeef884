import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, userEvent, waitFor } from 'storybook/test';
import {
  ContextMenu,
  ContextMenuContent,
  ContextMenuItem,
  ContextMenuLabel,
  ContextMenuSeparator,
  ContextMenuTrigger,
} from './context-menu';

// The root is Radix's own part, which react-docgen cannot read: the docs page takes this comment instead.
/**
 * A menu on right-click or the keyboard's context-menu key, e.g. the tags bar's refresh, close, close others
 * and close all. Arrows move, Enter picks, Escape closes. Compose it from `ContextMenuTrigger`,
 * `ContextMenuContent`, `ContextMenuItem`, `ContextMenuLabel` and `ContextMenuSeparator`.
 *
 * **When to use:** for shortcuts on an item the user points at. Every action in it must also be reachable
 * another way (a button or a `DropdownMenu`): a right-click is hard to discover and touch screens have none.
 *
 * **States:** closed, open, highlighted item, disabled item, long item.
 *
 * - Do: keep it short and name items with verbs ("Close others").
 * - Don't: put the only way to an action in it.
 */
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

const longChinese = '关闭当前标签页左侧与右侧除已固定的标签页以外的全部其他标签页';
const longWord = 'BrandKeywordsSummerPromotionCampaignForNorthernRegions';

/**
 * Open for review on a 375 px phone, with a label, a disabled item, a 30-character Simplified Chinese item and
 * an unbroken English one: the menu stays within the window. Not modal (`modal={false}`), only so that the
 * page behind is not hidden from assistive tech while the accessibility check looks at the open menu.
 */
export const Open: Story = {
  parameters: { screenshot: 'light and dark', width: 375 },
  render: () => (
    <ContextMenu modal={false}>
      <ContextMenuTrigger asChild>
        <a href="#report" className="inline-block rounded border border-border px-2 py-1 text-control">
          Account report
        </a>
      </ContextMenuTrigger>
      <ContextMenuContent>
        <ContextMenuLabel>Account report</ContextMenuLabel>
        <ContextMenuItem>Refresh</ContextMenuItem>
        <ContextMenuItem disabled>Close</ContextMenuItem>
        <ContextMenuSeparator />
        <ContextMenuItem>{longChinese}</ContextMenuItem>
        <ContextMenuItem>{longWord}</ContextMenuItem>
      </ContextMenuContent>
    </ContextMenu>
  ),
  play: async ({ canvas }) => {
    const tag = canvas.getByRole('link', { name: 'Account report' });
    const { left, bottom } = tag.getBoundingClientRect();
    fireEvent.contextMenu(tag, { clientX: left + 8, clientY: bottom - 4 });
    const menu = await screen.findByRole('menu');
    await expect(screen.getByRole('menuitem', { name: 'Close' })).toHaveAttribute('aria-disabled', 'true');
    const rect = menu.getBoundingClientRect();
    await expect(rect.left).toBeGreaterThanOrEqual(0);
    await expect(rect.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(menu.scrollWidth).toBeLessThanOrEqual(menu.clientWidth);
  },
};
