import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { validateDraft, type DraftContents } from '@adconsole/draft-rules';
import { draftWithProblems, sampleDraft } from '../testing/sample-draft';
import { WithLocation } from '../testing/story-navigator';
import { ErrorSummary } from './error-summary';
import { documents } from '../testing/story-docs';

/** The preview of a draft, its links leading to where the page would open each item. */
function Preview({ draft }: { draft: DraftContents }) {
  return (
    <WithLocation initial={{ step: 'preview' }}>
      {(_, navigator) => (
        <ErrorSummary draft={draft} validation={validateDraft(draft)} navigator={navigator} />
      )}
    </WithLocation>
  );
}

const meta = {
  title: 'draft-editor/ErrorSummary',
  // The docs page describes ErrorSummary and its props; the stories give it the draft's check and a page that keeps the location.
  component: documents<ComponentProps<typeof Preview>>(ErrorSummary),
  render: (args) => <Preview {...args} />,
  args: { draft: draftWithProblems },
} satisfies Meta<ComponentProps<typeof Preview>>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A line for each kind with errors, each problem linked to its item; the warnings apart. */
export const WithErrors: Story = {
  parameters: { screenshot: 'light and dark' },
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole('heading', { level: 3 });
    await expect(headings).toHaveLength(4);
    await expect(headings[0]).toHaveAccessibleName('There are unit errors Errors: 1');
    await expect(headings[1]).toHaveAccessibleName('There are keyword errors Errors: 2');
    await expect(headings[2]).toHaveAccessibleName('There are creative errors Errors: 1');
    await expect(headings[3]).toHaveAccessibleName('There are creative picture errors Errors: 1');
    const keywords = within(canvas.getByRole('region', { name: /There are keyword errors/ }));
    await expect(keywords.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '赌博Keyword: This keyword is on the banned list',
      '数据分析平台Keyword: This unit already has this keyword',
    ]);
    const creatives = within(canvas.getByRole('region', { name: /There are creative errors/ }));
    await expect(creatives.getByRole('listitem')).toHaveTextContent(
      '数据分析Title: Less than 9 bytes — a Chinese character counts 2',
    );
    await userEvent.click(creatives.getByRole('link', { name: '数据分析' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('#step=creatives&unit=21&creative=42');
    const units = within(canvas.getByRole('region', { name: /There are unit errors/ }));
    await expect(units.getByRole('listitem')).toHaveTextContent(
      '产品词Mobile final URL: Enter the final URL',
    );
    await userEvent.click(units.getByRole('link', { name: '产品词' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('#step=base&unit=22');
    await expect(canvas.getByText('Warnings (5), which only advise')).toBeInTheDocument();
  },
};

/** Chinese: a draft without errors says it is ready; its contents are counted. */
export const ChineseNoErrors: Story = {
  globals: { language: 'cn' },
  args: { draft: sampleDraft },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('没有错误：草稿可以上传。')).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { level: 3 })).toBeNull();
    await expect(canvas.getByText('关键词').nextSibling).toHaveTextContent('2');
  },
};

/** Traditional Chinese: the summary lines of the preview in its words. */
export const Traditional: Story = {
  globals: { language: 'tw' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: /存在推廣單元錯誤/ })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: /存在創意圖片錯誤/ })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '专业数据分析平台免费试用，圖片1' })).toBeInTheDocument();
  },
};
