import { endpoints, type Endpoint } from '@adconsole/api-client/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { answerCalls, pendingAnswer } from '../../storybook/answer-calls';
import { withConsole } from '../../storybook/with-console';
import { NegativesDialog } from './negatives-dialog';
import { negativeJob, sampleTerms, unitLists } from './testing/negative-samples';

/** The server of these stories: the unit's lists (or none yet), a started job, and the job as it ended. */
const answering = (lists: unknown = unitLists) =>
  answerCalls(
    new Map<Endpoint, unknown>([
      [endpoints.negativeWordList, lists],
      [endpoints.negativeWordAdd, { jobId: 5 }],
      [endpoints.bulkEditList, [negativeJob()]],
    ]),
  );

const dialogOf = () => screen.findByRole('dialog', { name: 'Add as negative keywords' });

/**
 * Search terms chosen on the search-term report, added as negative keywords of their units or campaigns: the
 * level and match type, each term checked against the lists read now, then a job per unit or campaign with a
 * result per term.
 *
 * - Do: leave a term that converted out unless the user confirms it.
 * - Don't: send a list read before it changed: the server refuses it (409) and the dialog reads it again.
 */
const meta = {
  title: 'console/NegativesDialog',
  component: NegativesDialog,
  decorators: [withConsole],
  args: { terms: sampleTerms, onClose: fn() },
  beforeEach: answering(),
} satisfies Meta<typeof NegativesDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** While the lists are read: nothing can be added yet. */
export const Checking: Story = {
  beforeEach: answering(pendingAnswer),
  parameters: { screenshot: 'light and dark' },
  play: async () => {
    const dialog = await dialogOf();
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Reading the negative keyword lists (1)…',
    );
    await expect(within(dialog).getByRole('button', { name: 'Add negative keywords (0)' })).toBeDisabled();
  },
};

/** Duplicates of the unit's and of its campaign's lists and a term over 40 bytes are flagged and left out. */
export const DuplicatesFlagged: Story = {
  parameters: { screenshot: 'light and dark' },
  play: async () => {
    const dialog = await dialogOf();
    await within(dialog).findByRole('heading', { name: '鲜花单元: 1/200 phrase, 1/200 exact' });
    await expect(within(dialog).getByText('Already a negative keyword here')).toBeVisible();
    await expect(within(dialog).getByText('Already a negative keyword of its campaign')).toBeVisible();
    await expect(
      within(dialog).getByText('Longer than 40 bytes (a Chinese character counts as 2)'),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Add negative keywords (1)' })).toBeEnabled();
  },
};

/** A term that converted goes out only once its box is ticked, by keyboard here. */
export const ConvertedConfirm: Story = {
  args: { terms: sampleTerms.slice(4) },
  parameters: { screenshot: 'light and dark' },
  play: async () => {
    const dialog = await dialogOf();
    const confirm = await within(dialog).findByRole('checkbox', {
      name: 'Add 鲜花批发 although it converted',
    });
    await expect(within(dialog).getByRole('button', { name: 'Add negative keywords (0)' })).toBeDisabled();
    await expect(
      within(dialog).getByText(
        'None can be added as it is: confirm a converted search term above to add it anyway, or change the selection.',
      ),
    ).toBeVisible();
    confirm.focus();
    await userEvent.keyboard(' ');
    await expect(within(dialog).getByRole('button', { name: 'Add negative keywords (1)' })).toBeEnabled();
  },
};

/** After adding: each term's result, a failure with its reason, announced politely once the job ends. */
export const ResultWithFailures: Story = {
  parameters: { screenshot: 'light and dark' },
  play: async () => {
    const dialog = await dialogOf();
    await userEvent.click(
      await within(dialog).findByRole('checkbox', { name: 'Add 鲜花批发 although it converted' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add negative keywords (2)' }));
    const result = await screen.findByRole('dialog', { name: 'Negative keywords added' });
    await expect(await within(result).findByText('Done: 1 added, 0 skipped, 1 failed')).toBeVisible();
    await expect(within(result).getByText('The provider refused it')).toBeVisible();
  },
};

/** In Chinese: the dialog's words and the checks' reasons. */
export const Chinese: Story = {
  globals: { language: 'cn' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '添加为否定关键词' });
    await expect(await within(dialog).findByText('已是此处的否定关键词')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '添加 1 个否定关键词' })).toBeEnabled();
  },
};
