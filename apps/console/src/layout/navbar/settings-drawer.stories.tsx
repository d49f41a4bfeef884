import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { useSettings } from '../../session/services-context';
import { withConsole } from '../../storybook/with-console';
import { settingsStorageKey } from '../../app-settings/app-settings';
import { SettingsDrawer } from './settings-drawer';

/** The drawer's button, and what the settings are now (what the layout would apply). */
function DrawerWithState() {
  const [settings] = useSettings();
  return (
    <div className="flex items-center gap-4">
      <SettingsDrawer />
      <output aria-label="Settings now">{`${settings.theme} tags:${settings.tagsView} header:${settings.fixedHeader} logo:${settings.sidebarLogo}`}</output>
    </div>
  );
}

/**
 * The settings drawer, opened from the top bar: the theme colour, a light, dark or system theme, and whether
 * the tags bar, a fixed header and the sidebar's logo show. A change applies at once and is kept for next
 * time.
 *
 * - Do: let every setting apply as it is changed: the drawer has no Save button.
 * - Don't: put account or report settings here; they belong to their own pages.
 */
const meta = {
  title: 'console/SettingsDrawer',
  component: DrawerWithState,
  decorators: [withConsole],
} satisfies Meta<typeof DrawerWithState>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A swatch picks the theme colour; the switches turn the tags view, fixed header and logo on and off. */
export const ChangeSettings: Story = {
  parameters: { screenshot: 'light and dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Settings now')).toHaveTextContent(
      '#5b5bd6 tags:true header:false logo:true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Page settings' }));
    const drawer = await screen.findByRole('dialog', { name: 'Page settings' });
    // The drawer's body loads with its first opening.
    await expect(await screen.findByRole('radio', { name: 'Theme colour #5b5bd6' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Theme colour #eb2f96' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Tags view' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Fixed header' }));
    await expect(canvas.getByLabelText('Settings now')).toHaveTextContent(
      '#eb2f96 tags:false header:true logo:true',
    );
    await expect(JSON.parse(localStorage.getItem(settingsStorageKey)!)).toMatchObject({
      theme: '#eb2f96',
      tagsView: false,
      fixedHeader: true,
    });
    await userEvent.keyboard('{Escape}');
    await expect(drawer).not.toBeInTheDocument();
  },
};

/** In Simplified Chinese. */
export const SimplifiedChinese: Story = {
  globals: { language: 'cn' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '页面设置' }));
    await expect(await screen.findByRole('switch', { name: '标签页' })).toBeVisible();
    await expect(screen.getByRole('radiogroup', { name: '主题色' })).toBeVisible();
  },
};
