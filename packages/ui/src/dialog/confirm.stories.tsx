import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { confirm, ConfirmHost } from './confirm';
import type { ConfirmOptions } from './confirm-dialog';

/** A page that asks with confirm() from a click handler, as an export or an upload does. */
function Asker({ prompts }: { prompts: readonly ConfirmOptions[] }) {
  const [answers, setAnswers] = useState<string[]>([]);
  return (
    <div className="flex items-center gap-3">
      <Button
        onClick={() => {
          for (const prompt of prompts) {
            void confirm(prompt).then((confirmed) =>
              setAnswers((before) => [...before, `${prompt.title}: ${confirmed ? 'yes' : 'no'}`]),
            );
          }
        }}
      >
        Ask
      </Button>
      <output>{answers.join('; ') || 'no answer yet'}</output>
      <ConfirmHost />
    </div>
  );
}

const meta = {
  title: 'ui/ConfirmHost',
  component: ConfirmHost,
  render: (_args, { parameters }) => <Asker prompts={parameters.prompts as ConfirmOptions[]} />,
  parameters: {
    prompts: [
      { title: 'Upload draft', message: 'Upload the draft to the provider? It takes 3 to 5 minutes.' },
    ],
  },
} satisfies Meta<typeof ConfirmHost>;
export default meta;

type Story = StoryObj<typeof meta>;

const gone = () => waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

/** Nothing shows until some code calls confirm(); then the prompt opens and the answer comes back. */
export const Default: Story = {
  parameters: { screenshot: 'light and dark' },
  play: async ({ canvas }) => {
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Ask' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Upload draft' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await gone();
    await expect(await canvas.findByText('Upload draft: yes')).toBeInTheDocument();
  },
};

/** Two calls at once: the prompts show one at a time, in the order asked. */
export const Queued: Story = {
  parameters: {
    prompts: [
      { title: 'Export report', message: 'Export the account report of the chosen period?' },
      {
        title: 'Delete campaign',
        message: 'Deleting the campaign also deletes its units.',
        confirmLabel: 'Delete',
        danger: true,
      },
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ask' }));
    const first = await screen.findByRole('alertdialog', { name: 'Export report' });
    await expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await userEvent.click(within(first).getByRole('button', { name: 'Confirm' }));
    const second = await screen.findByRole('alertdialog', { name: 'Delete campaign' });
    // A destructive prompt starts on Cancel.
    await waitFor(() => expect(within(second).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await gone();
    await expect(await canvas.findByText('Export report: yes; Delete campaign: no')).toBeInTheDocument();
  },
};

/**
 * The kit's buttons in Traditional Chinese. The prompt is answered before the story ends: confirm()'s queue
 * outlives the story, and an open prompt would show on the next one.
 */
export const Traditional: Story = {
  globals: { language: 'tw' },
  parameters: { prompts: [{ title: '上傳草稿', message: '將草稿上傳到推廣平台？需要 3 到 5 分鐘。' }] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ask' }));
    const dialog = await screen.findByRole('alertdialog', { name: '上傳草稿' });
    await expect(within(dialog).getByRole('button', { name: '確定' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await gone();
    await expect(await canvas.findByText('上傳草稿: no')).toBeInTheDocument();
  },
};
