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

// The root is Radix's own part, which react-docgen cannot read: the docs page takes this comment instead.
/**
 * A menu of actions or choices opened from a button. Enter, Space or ArrowDown opens it, arrows move, Enter
 * picks, Escape closes and returns the focus. Compose it from `DropdownMenuTrigger`, `DropdownMenuContent`,
 * `DropdownMenuItem`, `DropdownMenuCheckboxItem`, `DropdownMenuRadioGroup` / `DropdownMenuRadioItem`,
 * `DropdownMenuLabel` and `DropdownMenuSeparator`.
 *
 * **When to use:** for actions on one thing (the user menu) or a few view choices (the size selector). To
 * pick a value in a form use `Select`; for a right-click menu use `ContextMenu`.
 *
 * **States:** closed, open, highlighted item, disabled item, checked item (checkbox or radio), long item.
 *
 * - Do: name actions with a verb ("Log out"); group items with a label and separators.
 * - Don't: hide the main action of a page in a menu when a button fits.
 */
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
    // Queried each time: Radix's button replaces the first one when the menu first opens.
    const trigger = () => canvas.getByRole('button', { name: 'admin' });
    await userEvent.tab();
    await expect(trigger()).toHaveFocus();
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
    await expect(trigger()).toHaveFocus();
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

/**
 * Open for review: a label, a checked radio item, a checkbox item, a separator and a disabled item. Not modal
 * here (`modal={false}`), only so that the page behind is not hidden from assistive tech while the
 * accessibility check looks at the open menu.
 */
export const Open: Story = {
  parameters: { screenshot: 'light and dark' },
  render: () => (
    <DropdownMenu defaultOpen modal={false}>
      <DropdownMenuTrigger asChild>
        <Button>More</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel>Global size</DropdownMenuLabel>
        <DropdownMenuRadioGroup value="medium">
          <DropdownMenuRadioItem value="medium">Medium</DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="small">Small</DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuCheckboxItem checked>Tags view</DropdownMenuCheckboxItem>
        <DropdownMenuItem disabled>Permissions</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
  play: async () => {
    const menu = await screen.findByRole('menu');
    await expect(menu).toBeVisible();
    await expect(screen.getByRole('menuitemradio', { name: 'Medium' })).toBeChecked();
    await expect(screen.getByRole('menuitemcheckbox', { name: 'Tags view' })).toBeChecked();
    await expect(screen.getByRole('menuitem', { name: 'Permissions' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

const longChinese = '批量修改所选推广计划的每日预算并立即同步上传到百度推广账户中';
const longWord = 'BrandKeywordsSummerPromotionCampaignForNorthernRegions';

/**
 * On a 375 px phone, a 30-character Simplified Chinese item and an unbroken English one: the open menu stays
 * within the window. Not modal, as in Open.
 */
export const LongItems: Story = {
  parameters: { width: 375 },
  render: () => (
    <div className="flex justify-end">
      <DropdownMenu defaultOpen modal={false}>
        <DropdownMenuTrigger asChild>
          <Button>操作</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem>{longChinese}</DropdownMenuItem>
          <DropdownMenuItem>{longWord}</DropdownMenuItem>
          <DropdownMenuItem>删除</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  ),
  play: async () => {
    const menu = await screen.findByRole('menu');
    const rect = menu.getBoundingClientRect();
    await expect(rect.left).toBeGreaterThanOrEqual(0);
    await expect(rect.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(menu.scrollWidth).toBeLessThanOrEqual(menu.clientWidth);
  },
};
