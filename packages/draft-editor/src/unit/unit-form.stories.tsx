import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { marketingTarget, type UnitRecord } from '@adconsole/draft-rules';
import { brandUnit, sampleDraft, springCampaign } from '../testing/sample-draft';
import { expectMessages } from '../testing/story-messages';
import { UnitForm } from './unit-form';

const meta = {
  title: 'draft-editor/UnitForm',
  component: UnitForm,
  args: { draft: sampleDraft, campaignId: springCampaign.id, onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof UnitForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A new unit of a campaign: the name, links checked as typed, then the unit as saved. */
export const NewUnit: Story = {
  parameters: { screenshot: 'light and dark' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('combobox', { name: 'Campaign' })).toHaveTextContent('春季推广');
    const name = canvas.getByRole('textbox', { name: 'Unit name' });
    await userEvent.type(name, '品牌词');
    await expect(canvas.getByText('Another unit of this campaign has this name')).toBeInTheDocument();
    await userEvent.type(name, '2');
    const computer = canvas.getByRole('textbox', { name: 'Computer final URL' });
    await userEvent.type(computer, 'example.com');
    await expect(computer).toHaveAccessibleDescription(
      /Enter a link that starts with http:\/\/ or https:\/\//,
    );
    await userEvent.clear(computer);
    await userEvent.type(computer, 'https://example.com/');
    await userEvent.click(canvas.getByRole('button', { name: 'Save unit' }));
    await expect(canvas.getByRole('textbox', { name: 'Mobile final URL' })).toHaveAccessibleDescription(
      /Enter the final URL/,
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile final URL' }), 'https://m.example.com/');
    await userEvent.click(canvas.getByRole('switch', { name: 'Automatic targeting' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save unit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      campaignId: 11,
      adgroupName: '品牌词2',
      autoTargeting: true,
      pcFinalUrl: 'https://example.com/',
      mobileFinalUrl: 'https://m.example.com/',
      monitorSuffix: '',
      iosAppUrl: '',
      androidApp: '',
    });
  },
};

/** Chinese: a unit of an app promotion needs its app, as the draft's check asks. */
export const ChineseAppPromotion: Story = {
  globals: { language: 'cn' },
  args: {
    draft: {
      ...sampleDraft,
      campaigns: [{ ...springCampaign, marketingTarget: marketingTarget.app }],
    },
    unit: brandUnit,
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '保存推广单元' }));
    const ios = canvas.getByRole('textbox', { name: 'iOS应用商店链接' });
    await expect(ios).toHaveAccessibleDescription(/应用推广计划的推广单元须填写iOS应用商店链接或安卓应用/);
    await userEvent.type(canvas.getByRole('textbox', { name: '安卓应用包名' }), 'com.example');
    await userEvent.click(canvas.getByRole('button', { name: '保存推广单元' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ androidApp: 'com.example' }));
  },
};

/** Traditional Chinese, read-only (an uploaded draft): every field and Save are disabled. */
export const TraditionalReadOnly: Story = {
  globals: { language: 'tw' },
  args: { unit: brandUnit, readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '推廣單元名稱' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '儲存推廣單元' })).toBeDisabled();
  },
};

/**
 * A stored unit that breaks the rules: no name, a computer URL without its scheme, no mobile URL. The form
 * shows every message on opening.
 */
const invalidUnit: UnitRecord = {
  ...brandUnit,
  adgroupName: '',
  pcFinalUrl: 'example.com',
  mobileFinalUrl: '',
};

const invalidUnitMessages: Record<'en' | 'cn' | 'tw', string[]> = {
  en: ['Enter the unit name', 'Enter a link that starts with http:// or https://', 'Enter the final URL'],
  cn: ['请输入推广单元名称', '请输入以 http:// 或 https:// 开头的链接', '请输入最终访问网址'],
  tw: ['請輸入推廣單元名稱', '請輸入以 http:// 或 https:// 開頭的連結', '請輸入最終訪問網址'],
};

const invalidUnitStory = (language: 'en' | 'cn' | 'tw', width?: number): Story => ({
  globals: { language },
  parameters: width ? { width } : {},
  args: { unit: invalidUnit },
  play: async ({ canvasElement, args }) => {
    await expectMessages(canvasElement, invalidUnitMessages[language]);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

/** Every message of a unit that breaks the rules. */
export const ValidationMessages = invalidUnitStory('en');
/** The messages in Simplified Chinese. */
export const ValidationMessagesChinese = invalidUnitStory('cn');
/** The messages in Traditional Chinese. */
export const ValidationMessagesTraditional = invalidUnitStory('tw');
/** On a phone (375 px): the long URL fields and their messages in one column. */
export const NarrowValidationMessages = invalidUnitStory('en', 375);
/** On a phone in Traditional Chinese. */
export const NarrowValidationMessagesTraditional = invalidUnitStory('tw', 375);
