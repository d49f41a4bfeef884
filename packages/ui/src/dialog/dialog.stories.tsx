import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { TextField } from '../field/text-field';
import { Dialog, DialogClose } from './dialog';

const meta = {
  title: 'ui/Dialog',
  component: Dialog,
  args: {
    title: 'Edit campaign',
    trigger: <Button>Edit campaign</Button>,
    children: (
      <div className="flex flex-col gap-3">
        <TextField label="Campaign name" defaultValue="Brand words" />
        <TextField label="Daily budget" defaultValue="50" />
      </div>
    ),
    footer: (
      <DialogClose asChild>
        <Button variant="primary">Save</Button>
      </DialogClose>
    ),
  },
} satisfies Meta<typeof Dialog>;
export default meta;

type Story = StoryObj<typeof meta>;

const overlayOf = (dialog: HTMLElement) => dialog.previousElementSibling as HTMLElement;

/**
 * Keyboard: Enter opens, focus is trapped inside, Escape closes and focus returns; a backdrop click closes.
 */
export const Default: Story = {
  play: async ({ canvas, step }) => {
    // Queried each time: Radix's trigger replaces the first one when the dialog first opens.
    const trigger = () => canvas.getByRole('button', { name: 'Edit campaign' });

    await step('Enter opens it and focus moves in', async () => {
      await userEvent.tab();
      await expect(trigger()).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: 'Edit campaign' });
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    });

    await step('Tab stays inside the dialog', async () => {
      const dialog = screen.getByRole('dialog', { name: 'Edit campaign' });
      for (let i = 0; i < 6; i++) {
        await userEvent.tab();
        await expect(dialog).toContainElement(document.activeElement as HTMLElement);
      }
      await userEvent.tab({ shift: true });
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    });

    await step('Escape closes it and focus returns to the trigger', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(trigger()).toHaveFocus();
    });

    await step('the close button is named and closes it', async () => {
      await userEvent.click(trigger());
      const dialog = await screen.findByRole('dialog', { name: 'Edit campaign' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    await step('a backdrop click closes it', async () => {
      await userEvent.click(trigger());
      const dialog = await screen.findByRole('dialog', { name: 'Edit campaign' });
      await userEvent.pointer({ keys: '[MouseLeft]', target: overlayOf(dialog) });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
  },
};

const goToMessages = fn();

/**
 * The new-message pop-up (docs/requirements.md#messages): its backdrop must not close it; its button goes to
 * the message list.
 */
export const NotDismissible: Story = {
  args: {
    title: 'New message',
    description: 'The weekly report of 2024-06-03 to 2024-06-09 is ready.',
    dismissible: false,
    trigger: <Button>Show new message</Button>,
    children: undefined,
    footer: (
      <DialogClose asChild>
        <Button variant="primary" onClick={goToMessages}>
          View messages
        </Button>
      </DialogClose>
    ),
  },
  beforeEach: () => goToMessages.mockClear(),
  play: async ({ canvas, step }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show new message' }));
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    await expect(dialog).toHaveAccessibleDescription(/weekly report/);

    await step('a backdrop click leaves it open', async () => {
      await userEvent.pointer({ keys: '[MouseLeft]', target: overlayOf(dialog) });
      await expect(screen.getByRole('dialog', { name: 'New message' })).toBeVisible();
    });

    await step('its button acts and closes it', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'View messages' }));
      await expect(goToMessages).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    await step('Escape still closes it for keyboard users', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Show new message' }));
      await screen.findByRole('dialog', { name: 'New message' });
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
  },
};

/** The kit's own label in Simplified Chinese. */
export const Chinese: Story = {
  globals: { language: 'cn' },
  args: { title: '编辑推广计划', trigger: <Button>编辑推广计划</Button> },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '编辑推广计划' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑推广计划' });
    await expect(within(dialog).getByRole('button', { name: '关闭' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};

/** The kit's own label in Traditional Chinese. */
export const Traditional: Story = {
  globals: { language: 'tw' },
  args: { title: '編輯推廣計劃', trigger: <Button>編輯推廣計劃</Button> },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '編輯推廣計劃' }));
    const dialog = await screen.findByRole('dialog', { name: '編輯推廣計劃' });
    await expect(within(dialog).getByRole('button', { name: '關閉' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};

/**
 * Open, as a designer reviews it: title, close button, body and one primary button in the footer. Opened
 * without a trigger (`defaultOpen`), so nothing behind the dialog can take focus while the accessibility
 * check looks at the open dialog.
 */
export const Open: Story = {
  parameters: { screenshot: 'light and dark' },
  args: {
    trigger: undefined,
    defaultOpen: true,
    description: 'The new budget applies from tomorrow, 00:00.',
    footer: (
      <>
        <DialogClose asChild>
          <Button>Cancel</Button>
        </DialogClose>
        <DialogClose asChild>
          <Button variant="primary">Save</Button>
        </DialogClose>
      </>
    ),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit campaign' });
    await expect(dialog).toHaveAccessibleDescription('The new budget applies from tomorrow, 00:00.');
    // The focus starts on the first control inside: the close button in the title bar.
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  },
};

const longChinese = '批量修改所选推广计划的每日预算并立即同步上传到百度推广账户中';
const longWord = 'BrandKeywordsSummerPromotionCampaignForNorthernRegions';

/**
 * On a phone-sized window: a 30-character Simplified Chinese title wraps, an unbroken English word wraps, and
 * a body taller than the window scrolls between the fixed title and footer.
 */
export const LongContent: Story = {
  parameters: { width: 375 },
  args: {
    title: longChinese,
    trigger: undefined,
    defaultOpen: true,
    children: (
      <div className="flex flex-col gap-3">
        <p className="break-words">{longWord}</p>
        {Array.from({ length: 12 }, (_, index) => (
          <TextField key={index} label={`计划 ${index + 1} 的每日预算`} defaultValue="50" />
        ))}
      </div>
    ),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: longChinese });
    const rect = dialog.getBoundingClientRect();
    await expect(rect.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(rect.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeVisible();
  },
};
