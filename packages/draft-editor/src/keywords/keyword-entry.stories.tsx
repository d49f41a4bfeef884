import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { brandKeywords, brandUnit } from '../testing/sample-draft';
import { KeywordEntry } from './keyword-entry';

const meta = {
  title: 'draft-editor/KeywordEntry',
  component: KeywordEntry,
  args: { unit: brandUnit, stored: brandKeywords, onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof KeywordEntry>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * Lines typed one per line: a banned word and a keyword the unit has are marked on their lines with the
 * reason, and saving waits until they are fixed; then every line is saved with the match type chosen.
 */
export const MarkAndFix: Story = {
  parameters: { screenshot: 'light and dark' },
  play: async ({ canvas, args, step }) => {
    const entry = canvas.getByRole('textbox', { name: 'Keywords, one per line' });
    const problems = canvas.getByRole('list', { name: 'Lines to fix' });
    await step('marked as typed', async () => {
      await userEvent.type(entry, '报表工具{Enter}赌博{Enter}数据分析平台');
      await expect(problems).toHaveTextContent('Line 2 “赌博”: This keyword is on the banned list');
      await expect(problems).toHaveTextContent('Line 3 “数据分析平台”: This unit already has this keyword');
      await expect(entry).toHaveAttribute('aria-invalid', 'true');
      await expect(canvas.getByText('Keywords: 3')).toBeInTheDocument();
    });
    await step('saving waits for the fixes', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Add keywords' }));
      await expect(canvas.getByText('Fix the marked lines first')).toBeInTheDocument();
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step('fixed, with precise match, and saved', async () => {
      await userEvent.clear(entry);
      await userEvent.type(entry, '报表工具{Enter}{Enter}数据可视化');
      await expect(problems).toBeEmptyDOMElement();
      await userEvent.click(canvas.getByRole('radio', { name: 'Precise' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Add keywords' }));
      await expect(args.onSubmit).toHaveBeenCalledWith([
        { unitId: 21, keyword: '报表工具', matchType: 'precise' },
        { unitId: 21, keyword: '数据可视化', matchType: 'precise' },
      ]);
      await waitFor(() => expect(entry).toHaveValue(''));
    });
  },
};

/** Chinese: a repeated line and a keyword over 40 bytes (22 Chinese characters) are marked by line. */
export const Chinese: Story = {
  globals: { language: 'cn' },
  args: { stored: [] },
  play: async ({ canvas }) => {
    const entry = canvas.getByRole('textbox', { name: '关键词，每行一个' });
    await userEvent.type(entry, 'BI tools{Enter}bi TOOLS{Enter}大数据分析平台哪家好用又便宜又安全还能免费试');
    const problems = canvas.getByRole('list', { name: '需修改的行' });
    await expect(problems).toHaveTextContent('第2行“bi TOOLS”：该推广单元中已有此关键词');
    await expect(problems).toHaveTextContent(
      '第3行“大数据分析平台哪家好用又便宜又安全还能免费试”：关键词不能超过 40 字节（1 个汉字计 2 字节）',
    );
  },
};

/** Traditional Chinese, empty: saving asks for a keyword. */
export const TraditionalEmpty: Story = {
  globals: { language: 'tw' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '新增關鍵詞' }));
    await expect(canvas.getByText('請輸入關鍵詞')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * Lines left marked for review: a banned word, a keyword the unit has, and a repeat of an earlier line, each
 * marked on its line and listed with its reason; saving is refused until they are fixed.
 */
export const MarkedLines: Story = {
  play: async ({ canvas, args }) => {
    const entry = canvas.getByRole('textbox', { name: 'Keywords, one per line' });
    await userEvent.type(entry, '报表工具{Enter}赌博{Enter}数据分析平台{Enter}报表工具');
    await userEvent.click(canvas.getByRole('button', { name: 'Add keywords' }));
    const problems = canvas.getByRole('list', { name: 'Lines to fix' });
    await expect(problems).toHaveTextContent('Line 2 “赌博”: This keyword is on the banned list');
    await expect(problems).toHaveTextContent('Line 3 “数据分析平台”: This unit already has this keyword');
    await expect(within(problems).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('Fix the marked lines first')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
