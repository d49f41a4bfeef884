import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { problemsOf, validateDraft } from '@adconsole/draft-rules';
import { draftWithProblems } from '../testing/sample-draft';
import { ItemProblems } from './item-problems';

const { errors, warnings } = validateDraft(draftWithProblems);

const meta = {
  title: 'draft-editor/ItemProblems',
  component: ItemProblems,
  args: {
    errors: problemsOf(errors, 'creative', 42),
    warnings: problemsOf(warnings, 'creative', 42),
  },
} satisfies Meta<typeof ItemProblems>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A creative's error (red) and its warnings (amber), one a line, each with its field. */
export const ErrorsAndWarnings: Story = {
  parameters: { screenshot: 'light and dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent(
      'Title: Less than 9 bytes — a Chinese character counts 2',
    );
  },
};

/** Warnings only: they advise and do not block the upload. */
export const WarningsOnly: Story = {
  args: { errors: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThan(0);
  },
};

/** A keyword's two errors in Simplified Chinese. */
export const Chinese: Story = {
  globals: { language: 'cn' },
  args: { errors: problemsOf(errors, 'keyword', 33), warnings: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveTextContent('该关键词为违禁词');
  },
};

/** Traditional Chinese. */
export const Traditional: Story = {
  globals: { language: 'tw' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('少於 9 位元組');
  },
};
