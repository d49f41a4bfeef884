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
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Settings' });
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
    await expect(trigger).toHaveFocus();
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
