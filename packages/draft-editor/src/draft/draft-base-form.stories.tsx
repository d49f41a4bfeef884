import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import type { DraftBase } from '@adconsole/draft-rules';
import { expectMessages } from '../testing/story-messages';
import { DraftBaseForm } from './draft-base-form';

const accounts = [
  { accountId: 1, accountNo: 'adc-demo-01' },
  { accountId: 2, accountNo: 'adc-demo-02' },
];

const meta = {
  title: 'draft-editor/DraftBaseForm',
  component: DraftBaseForm,
  args: { accounts, submitLabel: 'Create draft', onSubmit: fn(async (_base: DraftBase) => undefined) },
} satisfies Meta<typeof DraftBaseForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A new draft: its name and account are required; then both are saved. */
export const NewDraft: Story = {
  parameters: { screenshot: 'light and dark' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create draft' }));
    await expect(canvas.getByRole('textbox', { name: 'Draft name' })).toHaveAccessibleDescription(
      '0 of 60 bytes — a Chinese character counts 2 Enter the draft name',
    );
    await expect(canvas.getByText('Choose the provider account')).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Draft name' }), 'Spring');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Provider account' }));
    await userEvent.click(await screen.findByRole('option', { name: 'adc-demo-02' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create draft' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Spring', accountId: 2 });
  },
};

/** Chinese: a name over 60 bytes (31 Chinese characters). */
export const ChineseTooLong: Story = {
  globals: { language: 'cn' },
  args: { base: { name: '', accountId: 1 }, submitLabel: '创建草稿' },
  play: async ({ canvas }) => {
    const name = canvas.getByRole('textbox', { name: '草稿名称' });
    await userEvent.type(name, '二〇二六年春季数据分析平台品牌推广及产品推广活动草稿第一版本新');
    await expect(name).toHaveAccessibleDescription(
      '62/60 字节（1 个汉字计 2 字节） 草稿名称不能超过 60 字节（1 个汉字计 2 字节）',
    );
  },
};

/** Traditional Chinese, a stored draft's base. */
export const Traditional: Story = {
  globals: { language: 'tw' },
  args: { base: { name: '春季', accountId: 1 }, submitLabel: '儲存' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('combobox', { name: '推廣帳戶' })).toHaveTextContent('adc-demo-01');
    await userEvent.click(canvas.getByRole('button', { name: '儲存' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: '春季', accountId: 1 });
  },
};

const requiredMessages: Record<'en' | 'cn' | 'tw', { submit: string; messages: string[] }> = {
  en: { submit: 'Create draft', messages: ['Enter the draft name', 'Choose the provider account'] },
  cn: { submit: '创建草稿', messages: ['请输入草稿名称', '请选择推广账户'] },
  tw: { submit: '建立草稿', messages: ['請輸入草稿名稱', '請選擇推廣帳戶'] },
};

/** A new draft saved empty: both fields ask for a value. */
const requiredStory = (language: 'en' | 'cn' | 'tw', width?: number): Story => ({
  globals: { language },
  parameters: width ? { width } : {},
  args: { submitLabel: requiredMessages[language].submit },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: requiredMessages[language].submit }));
    await expectMessages(canvasElement, requiredMessages[language].messages);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

/** Saved empty: the name and the account are required. */
export const Required = requiredStory('en');
/** Saved empty, in Simplified Chinese. */
export const RequiredChinese = requiredStory('cn');
/** Saved empty, in Traditional Chinese. */
export const RequiredTraditional = requiredStory('tw');
/** Saved empty on a phone (375 px). */
export const NarrowRequired = requiredStory('en', 375);
