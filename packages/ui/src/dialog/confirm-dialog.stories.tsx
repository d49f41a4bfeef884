import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { confirm, ConfirmHost } from './confirm';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'ui/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Export report',
    message: 'Export the account report of the chosen period?',
    trigger: <Button>Export</Button>,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

const gone = () => waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

/**
 * Exports need a confirmation (docs/requirements.md#exports). Focus starts on Confirm; Escape cancels;
 * Enter confirms.
 */
export const Default: Story = {
  play: async ({ args, canvas, step }) => {
    // Queried each time: Radix's trigger replaces the first one when the dialog first opens.
    const trigger = () => canvas.getByRole('button', { name: 'Export' });

    await step('Escape cancels', async () => {
      await userEvent.click(trigger());
      const dialog = await screen.findByRole('alertdialog', { name: 'Export report' });
      await expect(dialog).toHaveAccessibleDescription('Export the account report of the chosen period?');
      await expect(within(dialog).getByRole('button', { name: 'Confirm' })).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      await gone();
      await expect(args.onCancel).toHaveBeenCalledTimes(1);
      await expect(args.onConfirm).not.toHaveBeenCalled();
      await expect(trigger()).toHaveFocus();
    });

    await step('Enter confirms', async () => {
      await userEvent.keyboard('{Enter}');
      await screen.findByRole('alertdialog', { name: 'Export report' });
      await userEvent.keyboard('{Enter}');
      await gone();
      await expect(args.onConfirm).toHaveBeenCalledTimes(1);
      await expect(args.onCancel).toHaveBeenCalledTimes(1);
    });

    await step('the Cancel button cancels', async () => {
      await userEvent.click(trigger());
      const dialog = await screen.findByRole('alertdialog', { name: 'Export report' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await gone();
      await expect(args.onCancel).toHaveBeenCalledTimes(2);
    });
  },
};

/** A destructive action: red confirm button, focus starts on Cancel so Enter does no harm. */
export const Danger: Story = {
  parameters: { screenshot: 'light and dark' },
  args: {
    title: 'Delete campaign',
    message: 'Deleting the campaign also deletes its units.',
    confirmLabel: 'Delete',
    danger: true,
    trigger: <Button variant="danger">Delete campaign</Button>,
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete campaign' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete campaign' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await gone();
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

let finishExport = () => {};

/** While onConfirm's promise runs the confirm button is busy and Escape waits; it closes when it resolves. */
export const Busy: Story = {
  args: {
    onConfirm: fn(
      () =>
        new Promise<void>((resolve) => {
          finishExport = resolve;
        }),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Export report' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const confirmButton = within(dialog).getByRole('button', { name: 'Confirm' });
    await expect(confirmButton).toHaveAttribute('aria-busy', 'true');
    await expect(confirmButton).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog', { name: 'Export report' })).toBeVisible();
    finishExport();
    await gone();
  },
};

/**
 * confirm() from plain code: resolves true on Confirm and false on Escape; <ConfirmHost /> shows it. The focus
 * goes back to the button that asked.
 */
export const Promised: Story = {
  render: function Render() {
    const [answer, setAnswer] = useState('no answer yet');
    return (
      <div className="flex items-center gap-3">
        <Button
          onClick={async () => {
            const confirmed = await confirm({
              title: 'Upload draft',
              message: 'Upload the draft to the provider? It takes 3 to 5 minutes.',
            });
            setAnswer(confirmed ? 'confirmed' : 'cancelled');
          }}
        >
          Upload
        </Button>
        <output>{answer}</output>
        <ConfirmHost />
      </div>
    );
  },
  play: async ({ canvas }) => {
    const upload = canvas.getByRole('button', { name: 'Upload' });
    await userEvent.click(upload);
    let dialog = await screen.findByRole('alertdialog', { name: 'Upload draft' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByText('confirmed')).toBeInTheDocument();
    await waitFor(() => expect(upload).toHaveFocus());

    await userEvent.click(upload);
    dialog = await screen.findByRole('alertdialog', { name: 'Upload draft' });
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByText('cancelled')).toBeInTheDocument();
    await gone();
    await waitFor(() => expect(upload).toHaveFocus());
  },
};

/**
 * The kit's Confirm and Cancel in Simplified Chinese, left open for review. Opened without a trigger, so
 * nothing behind the prompt can take focus while the accessibility check looks at it.
 */
export const Chinese: Story = {
  globals: { language: 'cn' },
  args: { title: '导出报表', message: '导出所选时间段的账户报表？', trigger: undefined, defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: '导出报表' });
    await expect(within(dialog).getByRole('button', { name: '确定' })).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: '取消' })).toBeInTheDocument();
  },
};

/** The kit's Confirm and Cancel in Traditional Chinese. */
export const Traditional: Story = {
  globals: { language: 'tw' },
  args: { title: '匯出報表', message: '匯出所選時間段的帳戶報表？', trigger: undefined, defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: '匯出報表' });
    await expect(within(dialog).getByRole('button', { name: '確定' })).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: '取消' })).toBeInTheDocument();
  },
};

const longTitle = '删除推广计划后其下的推广单元和关键词也会一并删除且无法恢复。';

/**
 * A 30-character Simplified Chinese title and message on a phone-sized window: both wrap, and
 * so does an unbroken English word (a file name, an address) in the message.
 */
export const LongText: Story = {
  parameters: { width: 375 },
  globals: { language: 'cn' },
  args: {
    title: longTitle,
    message:
      '确定删除品牌词推广计划二零二四年夏季北方地区促销活动专用推广单元吗？keyword-report-2026-11-25-all-accounts-by-region-and-device.xlsx',
    confirmLabel: '删除',
    danger: true,
    trigger: undefined,
    defaultOpen: true,
  },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: longTitle });
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await expect(within(dialog).getByRole('button', { name: '取消' })).toHaveFocus();
  },
};
