import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { validateDraft } from '@adconsole/draft-rules';
import { draftWithProblems } from '../testing/sample-draft';
import { storyHref } from '../testing/story-navigator';
import { CreativeTable } from './creative-table';

const validation = validateDraft(draftWithProblems);

const meta = {
  title: 'draft-editor/CreativeTable',
  component: CreativeTable,
  args: {
    caption: 'Creatives of 品牌词',
    creatives: draftWithProblems.creatives,
    validation,
    navigator: { href: storyHref, go: fn() },
    onDelete: fn(),
  },
} satisfies Meta<typeof CreativeTable>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * A unit's creatives with their problems (a title too short, a picture without its theme); the creative
 * open in the form is the current row; a title opens its creative.
 */
export const WithProblems: Story = {
  parameters: { screenshot: 'light and dark' },
  args: { current: 41 },
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Creatives of 品牌词' });
    await expect(within(table).getAllByRole('row')[1]).toHaveAttribute('aria-current', 'true');
    const link = within(table).getByRole('link', { name: '数据分析' });
    await expect(link).toHaveAttribute('href', '#step=creatives&unit=21&creative=42');
    await userEvent.click(link);
    await expect(args.navigator.go).toHaveBeenCalledWith({ step: 'creatives', unit: 21, creative: 42 });
  },
};

/**
 * The current row is a creative with an error: its red message reads on the current row's tint in both themes
 * (`text-danger` on `bg-primary-soft`, at least 4.5:1).
 */
export const CurrentRowWithError: Story = {
  args: { current: 42 },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('link', { name: '数据分析' }).closest('tr')!;
    await expect(row).toHaveAttribute('aria-current', 'true');
    await expect(within(row).getByText('Less than 9 bytes', { exact: false })).toBeInTheDocument();
  },
};

/** No creatives yet: the table says so. */
export const Empty: Story = {
  args: { creatives: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This unit has no creatives yet')).toBeInTheDocument();
  },
};

/** Read-only (an uploaded draft): the delete buttons are disabled, the links still open. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
    await expect(canvas.getAllByRole('link')).toHaveLength(draftWithProblems.creatives.length);
  },
};

/** Simplified Chinese. */
export const Chinese: Story = {
  globals: { language: 'cn' },
  args: { caption: '品牌词的创意' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('请输入图片主题', { exact: false })).toBeInTheDocument();
  },
};

/** Traditional Chinese, on a phone (375 px). */
export const TraditionalNarrow: Story = {
  globals: { language: 'tw' },
  parameters: { width: 375 },
  args: { caption: '品牌詞的創意' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('請輸入圖片主題', { exact: false })).toBeInTheDocument();
  },
};
