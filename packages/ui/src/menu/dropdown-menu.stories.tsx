import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { SizeProvider, sizes, type Size } from '../size/size';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu';

const meta = {
  title: 'ui/DropdownMenu',
  component: DropdownMenu,
} satisfies Meta<typeof DropdownMenu>;
export default meta;

type Story = StoryObj<typeof meta>;

const goHome = fn();
const logOut = fn();

/**
 * The user menu (docs/requirements.md#layout-and-navigation): Enter opens, arrows move, Enter picks, focus
 * returns to the button.
 */
export const UserMenu: Story = {
  render: () => (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button>admin</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={goHome}>Home</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={logOut}>Log out</DropdownMenuItem>
        <DropdownMenuItem disabled>Permissions</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
  beforeEach: () => {
    goHome.mockClear();
    logOut.mockClear();
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'admin' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Home' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    // The disabled item is skipped, so focus stays on the last enabled one.
    await expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(logOut).toHaveBeenCalledTimes(1);
    await expect(goHome).not.toHaveBeenCalled();
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** The navbar size selector: radio items, the checked one marked; picking one changes the global size. */
export const SizeSelector: Story = {
  render: function Render() {
    const [size, setSize] = useState<Size>('medium');
    const [tagsView, setTagsView] = useState(true);
    return (
      <SizeProvider size={size} className="flex items-center gap-3">
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button>Size</Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start">
            <DropdownMenuLabel>Global size</DropdownMenuLabel>
            <DropdownMenuRadioGroup value={size} onValueChange={(value) => setSize(value as Size)}>
              {sizes.map((option) => (
                <DropdownMenuRadioItem key={option} value={option}>
                  {option}
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
            <DropdownMenuSeparator />
            <DropdownMenuCheckboxItem checked={tagsView} onCheckedChange={setTagsView}>
              Tags view
            </DropdownMenuCheckboxItem>
          </DropdownMenuContent>
        </DropdownMenu>
        <output>{`size ${size}, tags view ${tagsView ? 'on' : 'off'}`}</output>
      </SizeProvider>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Size' }));
    await expect(await screen.findByRole('menuitemradio', { name: 'medium' })).toBeChecked();
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'mini' }));
    await expect(canvas.getByText('size mini, tags view on')).toBeInTheDocument();
    await expect(getComputedStyle(canvas.getByRole('button', { name: 'Size' })).height).toBe('28px');

    await userEvent.click(canvas.getByRole('button', { name: 'Size' }));
    await expect(await screen.findByRole('menuitemradio', { name: 'mini' })).toBeChecked();
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Tags view' }));
    await expect(canvas.getByText('size mini, tags view off')).toBeInTheDocument();
  },
};
