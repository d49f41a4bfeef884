import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { TextField } from '../field/text-field';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from './popover';

// The root is Radix's own part, which react-docgen cannot read: the docs page takes this comment instead.
/**
 * A non-modal panel anchored to its trigger: the focus moves in on open, Escape or a click outside closes it
 * and the focus returns. Compose it from `PopoverTrigger`, `PopoverContent` (name it with `aria-label` or an
 * `aria-labelledby` heading), `PopoverClose` and, to anchor it elsewhere, `PopoverAnchor`.
 *
 * **When to use:** for a small panel of controls tied to one button (a filter, a date picker). For a short
 * hint use `Tooltip`; for a list of actions use `DropdownMenu`; for a task that must finish first use `Dialog`.
 *
 * **States:** closed, open, narrow screen (never wider than the window).
 *
 * - Do: keep it small, with one clear way out (an Apply or Close button).
 * - Don't: open a popover from a popover.
 */
const meta = {
  title: 'ui/Popover',
  component: Popover,
} satisfies Meta<typeof Popover>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A filter panel: Enter opens and focus moves in; Escape closes and focus returns to the trigger. */
export const Filter: Story = {
  render: () => (
    <Popover>
      <PopoverTrigger asChild>
        <Button>Filter</Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Keyword filter" className="flex w-64 flex-col gap-3">
        <TextField label="Keyword" />
        <PopoverClose asChild>
          <Button variant="primary">Apply</Button>
        </PopoverClose>
      </PopoverContent>
    </Popover>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Filter' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Keyword filter' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(panel).getByRole('textbox', { name: 'Keyword' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();

    await userEvent.click(trigger);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Open for review: a named panel with a field and its way out. */
export const Open: Story = {
  parameters: { screenshot: 'light and dark' },
  render: () => (
    <Popover defaultOpen>
      <PopoverTrigger asChild>
        <Button>Filter</Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Keyword filter" className="flex w-64 flex-col gap-3">
        <TextField label="Keyword" defaultValue="running shoes" />
        <PopoverClose asChild>
          <Button variant="primary">Apply</Button>
        </PopoverClose>
      </PopoverContent>
    </Popover>
  ),
  play: async () => {
    const panel = await screen.findByRole('dialog', { name: 'Keyword filter' });
    await waitFor(() => expect(within(panel).getByRole('textbox', { name: 'Keyword' })).toHaveFocus());
  },
};

const longChinese = '仅显示最近七天内有展现但没有点击的关键词，以及出价高于建议出价的关键词';
const longWord = 'BrandKeywordsSummerPromotionCampaignForNorthernRegions';

/**
 * On a 375 px phone, a panel asked to be wider than the window, holding long Simplified Chinese text and an
 * unbroken English word: it is held within the window and its text wraps.
 */
export const Narrow: Story = {
  parameters: { width: 375 },
  render: () => (
    <Popover defaultOpen>
      <PopoverTrigger asChild>
        <Button>筛选</Button>
      </PopoverTrigger>
      <PopoverContent aria-label="关键词筛选" className="flex w-[32rem] flex-col gap-3 break-words">
        <p>{longChinese}</p>
        <p>{longWord}</p>
        <PopoverClose asChild>
          <Button variant="primary">应用</Button>
        </PopoverClose>
      </PopoverContent>
    </Popover>
  ),
  play: async () => {
    const panel = await screen.findByRole('dialog', { name: '关键词筛选' });
    const rect = panel.getBoundingClientRect();
    await expect(rect.left).toBeGreaterThanOrEqual(0);
    await expect(rect.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
  },
};
