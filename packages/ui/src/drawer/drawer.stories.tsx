import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { Switch } from '../switch/switch';
import { Drawer } from './drawer';

const meta = {
  title: 'ui/Drawer',
  component: Drawer,
  args: {
    title: 'Page style settings',
    trigger: <Button>Settings</Button>,
    children: (
      <div className="flex flex-col gap-4">
        <Switch label="Tags view" defaultChecked />
        <Switch label="Fixed header" />
        <Switch label="Sidebar logo" defaultChecked />
      </div>
    ),
  },
} satisfies Meta<typeof Drawer>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * The settings drawer (docs/requirements.md#layout-and-navigation) on the right: keyboard in, switches by
 * Space, Escape out.
 */
export const Settings: Story = {
  parameters: { screenshot: 'light and dark' },
  play: async ({ canvas }) => {
    // Queried each time: Radix's trigger replaces the first one when the drawer first opens.
    const trigger = () => canvas.getByRole('button', { name: 'Settings' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Page style settings' });
    await expect(getComputedStyle(drawer).right).toBe('0px');
    await expect(drawer).toContainElement(document.activeElement as HTMLElement);

    const fixedHeader = within(drawer).getByRole('switch', { name: 'Fixed header' });
    await expect(fixedHeader).not.toBeChecked();
    fixedHeader.focus();
    await userEvent.keyboard(' ');
    await expect(fixedHeader).toBeChecked();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger()).toHaveFocus();
  },
};

/** The mobile sidebar: from the left, its title kept for assistive tech only. */
export const MobileSidebar: Story = {
  args: {
    title: 'Menu',
    hideTitle: true,
    side: 'left',
    trigger: <Button>Open menu</Button>,
    children: (
      <nav aria-label="Main" className="flex flex-col gap-2">
        <a href="#home">Home</a>
        <a href="#reports">Account report</a>
      </nav>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(getComputedStyle(drawer).left).toBe('0px');
    await expect(within(drawer).getByText('Menu')).toHaveClass('sr-only');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/**
 * The settings drawer in Simplified Chinese, left open for review: the kit's close button is translated.
 * Opened without a trigger, so nothing behind it can take focus while the accessibility check looks at it.
 */
export const Chinese: Story = {
  globals: { language: 'cn' },
  args: {
    title: '页面样式设置',
    trigger: undefined,
    defaultOpen: true,
    children: (
      <div className="flex flex-col gap-4">
        <Switch label="标签栏" defaultChecked />
        <Switch label="固定头部" />
        <Switch label="侧边栏标志" defaultChecked />
      </div>
    ),
  },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: '页面样式设置' });
    await expect(within(drawer).getByRole('button', { name: '关闭' })).toBeInTheDocument();
  },
};

/** In Traditional Chinese; Escape closes it and the focus goes back to its button. */
export const Traditional: Story = {
  globals: { language: 'tw' },
  args: { title: '頁面樣式設定', trigger: <Button>設定</Button> },
  play: async ({ canvas }) => {
    // Queried each time: Radix's trigger replaces the first one when the drawer first opens.
    const trigger = () => canvas.getByRole('button', { name: '設定' });
    await userEvent.click(trigger());
    const drawer = await screen.findByRole('dialog', { name: '頁面樣式設定' });
    await expect(within(drawer).getByRole('button', { name: '關閉' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger()).toHaveFocus();
  },
};

const longChinese = '在手机上浏览报表时自动隐藏左侧菜单并固定页面顶部的日期选择栏';

/**
 * On a phone-sized window: a 30-character Simplified Chinese title wraps, and a body taller than the window
 * scrolls under the fixed title. The drawer never covers the whole width.
 */
export const LongContent: Story = {
  parameters: { width: 375 },
  args: {
    title: longChinese,
    trigger: undefined,
    defaultOpen: true,
    children: (
      <div className="flex flex-col gap-4">
        {Array.from({ length: 24 }, (_, index) => (
          <Switch key={index} label={`第 ${index + 1} 项设置`} defaultChecked={index % 3 === 0} />
        ))}
      </div>
    ),
  },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: longChinese });
    const rect = drawer.getBoundingClientRect();
    await expect(rect.width).toBeLessThan(window.innerWidth);
    await expect(rect.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(drawer.scrollWidth).toBeLessThanOrEqual(drawer.clientWidth);
  },
};
