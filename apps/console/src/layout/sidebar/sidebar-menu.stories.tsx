import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { useAccess } from '../../route-info/access';
import { menuOf } from '../../route-info/route-tree';
import { withConsole, type ConsoleStoryParameters } from '../../storybook/with-console';
import { SidebarMenu } from './sidebar-menu';

/** The menu of the story's user, on the sidebar's dark ground (240 px, or a narrow 120 px). */
function Menu({ active, collapsed, narrow }: { active: string; collapsed?: boolean; narrow?: boolean }) {
  const { routes } = useAccess();
  return (
    <nav aria-label="Main menu" className={narrow ? 'w-30 bg-sidebar p-1.5' : 'w-60 bg-sidebar p-1.5'}>
      <SidebarMenu entries={menuOf(routes)} active={active} collapsed={collapsed} />
    </nav>
  );
}

/**
 * The sidebar's menu of the pages the user may open, in groups; the group of the current page starts open
 * and the page is marked. Collapsed, it shows icons that open their pages.
 *
 * - Do: name a page the same here, in its tab and in its title.
 * - Don't: add a page the user's role cannot open: the menu shows only what they may use.
 */
const meta = {
  title: 'console/SidebarMenu',
  component: Menu,
  decorators: [withConsole],
  args: { active: '/keywordSearch/keywordWeekly' },
  parameters: { console: { path: '/keywordSearch/keywordWeekly' } satisfies ConsoleStoryParameters },
} satisfies Meta<typeof Menu>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The group of the current page starts open with the page marked; other groups open from the keyboard. */
export const Expanded: Story = {
  parameters: { screenshot: 'light and dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Search ads' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Keyword weekly report' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const feeds = canvas.getByRole('button', { name: 'Feed ads' });
    await expect(feeds).toHaveAttribute('aria-expanded', 'false');
    feeds.focus();
    await userEvent.keyboard('{Enter}');
    await expect(feeds).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('link', { name: 'Crowd weekly report' }));
    await expect(canvas.getByLabelText('Current path')).toHaveTextContent('/feeds/crowdWeekly');
  },
};

/** An edit user's menu leaves out the administration menus of the admin role. */
export const EditRole: Story = {
  parameters: { console: { role: 'edit' } satisfies ConsoleStoryParameters },
  args: { active: '/home/index' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('button', { name: 'Customer management' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Permissions' })).toBeNull();
    // A hidden page (the message details) never shows; its menu shows as its one visible page.
    await expect(canvas.getByRole('link', { name: 'Messages' })).toBeVisible();
  },
};

/** Collapsed to icons: each entry keeps its name, and a menu opens its pages beside the bar. */
export const Collapsed: Story = {
  args: { collapsed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Home' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Report centre' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Feed ads weekly report' }));
    await expect(canvas.getByLabelText('Current path')).toHaveTextContent('/reportCenter/feeds/feedsWeekly');
  },
};

/** In Simplified Chinese. */
export const SimplifiedChinese: Story = {
  globals: { language: 'cn' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '搜索推广' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: '关键词周报' })).toHaveAttribute('aria-current', 'page');
  },
};

/**
 * A title that does not fit in two lines shows whole in a tooltip, on keyboard focus as on hover; a title that
 * fits has none.
 */
export const CutTitles: Story = {
  args: { narrow: true, active: '/feeds/automaticWeekly' },
  parameters: { console: { path: '/feeds/automaticWeekly' } satisfies ConsoleStoryParameters },
  play: async ({ canvas }) => {
    const cut = canvas.getByRole('link', { name: 'Automatic targeting weekly report' });
    cut.focus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Automatic targeting weekly report');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    canvas.getByRole('link', { name: 'Home' }).focus();
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(screen.queryByRole('tooltip')).toBeNull();
  },
};
