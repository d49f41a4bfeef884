import { endpoints, type Endpoint } from '@adconsole/api-client/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { answerCalls } from '../../storybook/answer-calls';
import { withConsole } from '../../storybook/with-console';
import { undoJob, undoPreview } from './testing/bulk-edit-samples';
import { UndoDialog } from './undo-dialog';

/** The server of these stories: the undo's preview (a row refused with `refusal`) and its job, done. */
const answering = (refusal?: string) =>
  answerCalls(
    new Map<Endpoint, unknown>([
      [endpoints.bulkEditPreview, undoPreview(refusal)],
      [endpoints.bulkEditUndo, { jobId: 10 }],
      [endpoints.bulkEditList, [undoJob('done')]],
    ]),
  );

/**
 * Puts back the old values of one of the user's bulk edits: its preview shows each row from its value now to
 * the one it goes back to, and refuses a row changed since; Undo runs a job followed to each row's result.
 *
 * - Do: open it from a bulk edit's results or from a change history row of the user's own job.
 * - Don't: offer it for another user's job or one already undone: the server refuses both.
 */
const meta = {
  title: 'console/UndoDialog',
  component: UndoDialog,
  decorators: [withConsole],
  args: { jobId: 9, onClose: fn() },
} satisfies Meta<typeof UndoDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The preview of the undo: one bid goes back, one changed since stays as it is. */
export const Preview: Story = {
  parameters: { screenshot: 'light and dark' },
  beforeEach: answering(),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Undo bulk edit' });
    await within(dialog).findByRole('table', { name: 'Preview: Bid' });
    await expect(
      within(dialog).getByText('Not changed: Changed since the edit: left as it is'),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Undo' })).toBeEnabled();
  },
};

/** The undo done: each row's result, announced. */
export const Done: Story = {
  beforeEach: answering(),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Undo bulk edit' });
    await within(dialog).findByRole('table', { name: 'Preview: Bid' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Undo' }));
    const results = await screen.findByRole('dialog', { name: 'Undo results' });
    await expect(await within(results).findByText('Done: every row changed.')).toBeVisible();
  },
};

/** The preview of the undo, in Simplified Chinese. */
export const PreviewChinese: Story = {
  globals: { language: 'cn' },
  beforeEach: answering('修改之后已有变化，保持不变'),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '撤销批量修改' });
    await within(dialog).findByRole('table', { name: '预览：出价' });
    await expect(within(dialog).getByText('不修改：修改之后已有变化，保持不变')).toBeVisible();
  },
};
