import { endpoints, type Endpoint } from '@adconsole/api-client/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { answerCalls } from '../../storybook/answer-calls';
import { withConsole } from '../../storybook/with-console';
import { BulkEditDialog } from './bulk-edit-dialog';
import { editJob, raisePreview, sampleKeywords } from './testing/bulk-edit-samples';

/** The server of these stories: the preview of a 20 % raise, a started job, and the job as `job` says. */
const answering = (job: ReturnType<typeof editJob>, refusal?: string) =>
  answerCalls(
    new Map<Endpoint, unknown>([
      [endpoints.bulkEditPreview, raisePreview(refusal)],
      [endpoints.bulkEditApply, { jobId: 9 }],
      [endpoints.bulkEditList, [job]],
    ]),
  );

/** Picks an option of one of the dialog's lists by keyboard, as its users may. */
async function choose(dialog: HTMLElement, list: string, option: string) {
  within(dialog).getByRole('combobox', { name: list }).focus();
  await userEvent.keyboard('{Enter}');
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Raises the bids by 20 % with a maximum of 1.30 and previews it (labels in `words`' language). */
async function previewRaise(words = english) {
  const dialog = await screen.findByRole('dialog', { name: words.title });
  await choose(dialog, words.op, words.raise);
  await choose(dialog, words.by, words.percent);
  await userEvent.type(within(dialog).getByRole('textbox', { name: words.percent }), '20');
  await userEvent.type(within(dialog).getByRole('textbox', { name: words.max }), '1.30');
  await userEvent.click(within(dialog).getByRole('button', { name: words.preview }));
  await within(dialog).findByRole('table', { name: words.previewTable });
  return dialog;
}

const english = {
  title: 'Bulk edit keywords',
  op: 'How',
  raise: 'Raise by',
  by: 'By',
  percent: 'Percentage (%)',
  max: 'Maximum (￥)',
  preview: 'Preview',
  previewTable: 'Preview: Bid',
  apply: 'Apply',
};

const chinese = {
  title: '批量修改关键词',
  op: '方式',
  raise: '提高',
  by: '按',
  percent: '百分比（%）',
  max: '最大值（￥）',
  preview: '预览',
  previewTable: '预览：出价',
  apply: '应用',
};

/**
 * Changes the bids, budgets or status of the report rows selected: set, raise or lower by an amount or a
 * percentage within bounds, or pause and enable. The preview shows every row old → new, which bound held
 * one, why one is refused; Apply runs a job followed to each row's result, which may then be undone.
 *
 * - Do: open it from the selection bar of a report whose rows are keywords, units or campaigns.
 * - Don't: apply without the preview of the form as it is: a change of the form asks for another.
 */
const meta = {
  title: 'console/BulkEditDialog',
  component: BulkEditDialog,
  decorators: [withConsole],
  args: { open: true, onClose: fn(), level: 'keyword', rows: sampleKeywords },
} satisfies Meta<typeof BulkEditDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The form as it opens: a bid set to a value; Apply waits for a preview. */
export const Form: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: english.title });
    await expect(within(dialog).getByRole('button', { name: english.apply })).toBeDisabled();
    await expect(within(dialog).getByText('Preview the change before applying it.')).toBeVisible();
  },
};

/** The preview of a 20 % raise: one row held at the maximum, one refused with the reason, one unchanged. */
export const PreviewClippedAndRefused: Story = {
  beforeEach: answering(editJob('done', [['done'], ['done']])),
  play: async () => {
    const dialog = await previewRaise();
    await expect(within(dialog).getByText('Held at the maximum')).toBeVisible();
    await expect(
      within(dialog).getByText('Not changed: A bid may not be above its campaign’s daily budget'),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: english.apply })).toBeEnabled();
  },
};

/** Applying: the job runs, one row changed and one waiting, its progress shown. */
export const Running: Story = {
  beforeEach: answering(editJob('running', [['done'], ['pending']])),
  play: async () => {
    const dialog = await previewRaise();
    await userEvent.click(within(dialog).getByRole('button', { name: english.apply }));
    const results = await screen.findByRole('dialog', { name: 'Bulk edit results' });
    await expect(await within(results).findByText('1 of 2 rows done')).toBeVisible();
    await expect(within(results).getByRole('progressbar', { name: 'Changing the rows…' })).toBeVisible();
  },
};

/** The job's end with a row the provider refused: the failed rows and why, each row's result, and Undo. */
export const PartialFailure: Story = {
  parameters: { screenshot: 'light and dark' },
  beforeEach: answering(editJob('partial', [['done'], ['failed', 'The provider refused it']])),
  play: async () => {
    const dialog = await previewRaise();
    await userEvent.click(within(dialog).getByRole('button', { name: english.apply }));
    const results = await screen.findByRole('dialog', { name: 'Bulk edit results' });
    await expect(await within(results).findByText('Done: 1 of 2 rows failed.')).toBeVisible();
    await expect(within(results).getByRole('list')).toHaveTextContent(
      'flower delivery: The provider refused it',
    );
    await expect(within(results).getByRole('button', { name: 'Undo' })).toBeVisible();
  },
};

/** The campaigns' form: a daily budget or a status to change. */
export const Campaigns: Story = {
  args: { level: 'campaign', rows: [{ id: 5, name: '双十一大促' }] },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Bulk edit campaigns' });
    await expect(within(dialog).getByRole('combobox', { name: 'What to change' })).toHaveTextContent(
      'Daily budget',
    );
  },
};

/** The preview, in Simplified Chinese. */
export const PreviewChinese: Story = {
  globals: { language: 'cn' },
  beforeEach: answering(editJob('done', [['done'], ['done']]), '出价不能高于所属推广计划的日预算'),
  play: async () => {
    const dialog = await previewRaise(chinese);
    await expect(within(dialog).getByText('按最大值')).toBeVisible();
    await expect(within(dialog).getByText('不修改：出价不能高于所属推广计划的日预算')).toBeVisible();
  },
};
