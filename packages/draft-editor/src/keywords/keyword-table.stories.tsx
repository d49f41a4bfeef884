import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { validateDraft } from '@adconsole/draft-rules';
import { draftWithProblems } from '../testing/sample-draft';
import { KeywordTable } from './keyword-table';

const validation = validateDraft(draftWithProblems);
const unitKeywords = draftWithProblems.keywords.filter((keyword) => keyword.unitId === 21);

const meta = {
  title: 'draft-editor/KeywordTable',
  component: KeywordTable,
  args: { caption: 'Keywords of 品牌词', keywords: unitKeywords, validation, onDelete: fn() },
} satisfies Meta<typeof KeywordTable>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A unit's keywords: two that keep the rules, a banned one and a repeated one, each with its reason. */
export const WithProblems: Story = {
  parameters: { screenshot: 'light and dark' },
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Keywords of 品牌词' });
    await expect(within(table).getAllByRole('row')).toHaveLength(unitKeywords.length + 1);
    await expect(
      within(table).getByText('This keyword is on the banned list', { exact: false }),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /赌博/ }));
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ keyword: '赌博' }));
  },
};

/** No keywords yet: the table says so. */
export const Empty: Story = {
  args: { keywords: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This unit has no keywords yet')).toBeInTheDocument();
  },
};

/** Read-only (an uploaded draft): the delete buttons are disabled. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

/** Simplified Chinese. */
export const Chinese: Story = {
  globals: { language: 'cn' },
  args: { caption: '品牌词的关键词' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('该关键词为违禁词', { exact: false })).toBeInTheDocument();
  },
};

/** Traditional Chinese, on a phone (375 px). */
export const TraditionalNarrow: Story = {
  globals: { language: 'tw' },
  parameters: { width: 375 },
  args: { caption: '品牌詞的關鍵詞' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('該關鍵詞為違禁詞', { exact: false })).toBeInTheDocument();
  },
};
