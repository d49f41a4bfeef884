import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { CreativeRecord } from '@adconsole/draft-rules';
import { sampleDraft, trialCreative } from '../testing/sample-draft';
import { expectMessages } from '../testing/story-messages';
import { CreativeForm } from './creative-form';

const meta = {
  title: 'draft-editor/CreativeForm',
  component: CreativeForm,
  args: { draft: sampleDraft, unitId: 21, onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof CreativeForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * A new creative: an 8-byte title is "Less than 9 bytes", wildcards count nothing, description 1 under
 * 30 and descriptions together not over 100 only warn; then the creative as saved.
 */
export const NewCreative: Story = {
  parameters: { screenshot: 'light and dark' },
  play: async ({ canvas, args, step }) => {
    const title = canvas.getByRole('textbox', { name: 'Title' });
    await step('the title counted as the provider counts', async () => {
      await userEvent.type(title, '数据分析');
      await expect(title).toHaveAccessibleDescription(
        /8 of 50 bytes — a Chinese character counts 2 .*Less than 9 bytes — a Chinese character counts 2/,
      );
      await userEvent.paste('{关键词}');
      await expect(title).toHaveAccessibleDescription(/^8 of 50 bytes/);
      await userEvent.type(title, '平台');
      await expect(title).toHaveAccessibleDescription(
        /^12 of 50 bytes — a Chinese character counts 2 Wildcards/,
      );
      await expect(title).not.toHaveAttribute('aria-invalid');
    });
    await step('descriptions: an error under 9, warnings that only advise', async () => {
      const first = canvas.getByRole('textbox', { name: 'Description 1' });
      await userEvent.type(first, '一站式');
      await expect(first).toHaveAccessibleDescription(/Less than 9 bytes — a Chinese character counts 2/);
      await userEvent.type(first, '数据分析平台');
      await expect(first).toHaveAccessibleDescription(
        '18 of 80 bytes — a Chinese character counts 2 Recommended: at least 30 bytes — a Chinese character counts 2',
      );
      await expect(canvas.getByRole('textbox', { name: 'Description 2' })).toHaveAccessibleDescription(
        '0 of 80 bytes — a Chinese character counts 2 Descriptions 1 and 2 together are suggested to be over 100 bytes — a Chinese character counts 2',
      );
    });
    await step('saved with its warnings', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save creative' }));
      await expect(args.onSubmit).toHaveBeenCalledWith({
        unitId: 21,
        title: '数据分析{关键词}平台',
        description1: '一站式数据分析平台',
        description2: '',
        miniProgramUrl: '',
        pictures: [],
      });
    });
  },
};

/** Chinese: the region wildcard only at the start of the title. */
export const ChineseRegionWildcard: Story = {
  globals: { language: 'cn' },
  args: { creative: trialCreative },
  play: async ({ canvas, args }) => {
    const title = canvas.getByRole('textbox', { name: '标题' });
    await userEvent.clear(title);
    await userEvent.paste('专业数据{地域}分析平台');
    await expect(title).toHaveAccessibleDescription(/地域通配符只能位于标题开头/);
    await userEvent.clear(title);
    await userEvent.paste('{地域}专业数据分析平台');
    await userEvent.click(canvas.getByRole('button', { name: '保存创意' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ title: '{地域}专业数据分析平台' }),
    );
  },
};

/** Traditional Chinese: a picture without its theme blocks saving until the theme is given. */
export const TraditionalPictureTheme: Story = {
  globals: { language: 'tw' },
  args: {
    creative: {
      ...trialCreative,
      pictures: [{ url: 'https://example.com/a.png', theme: '', width: 400, height: 400 }],
    },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '儲存創意' }));
    const theme = canvas.getByRole('textbox', { name: '圖片1的主題' });
    await expect(theme).toHaveAccessibleDescription('請輸入圖片主題');
    await userEvent.type(theme, '數據看板');
    await userEvent.click(canvas.getByRole('button', { name: '儲存創意' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        pictures: [{ url: 'https://example.com/a.png', theme: '數據看板', width: 400, height: 400 }],
      }),
    );
  },
};

/**
 * A stored creative that breaks the rules: an 8-byte title, no description 1, a picture without its theme.
 * The form shows every message on opening.
 */
const invalidCreative: CreativeRecord = {
  ...trialCreative,
  title: '数据分析',
  description1: '',
  pictures: [{ url: 'https://example.com/a.png', theme: '', width: 400, height: 400 }],
};

const invalidCreativeMessages: Record<'en' | 'cn' | 'tw', string[]> = {
  en: ['Less than 9 bytes — a Chinese character counts 2', 'Enter description 1', 'Enter the picture theme'],
  cn: ['少于 9 字节（1 个汉字计 2 字节）', '请输入描述1', '请输入图片主题'],
  tw: ['少於 9 位元組（1 個中文字計 2 位元組）', '請輸入描述1', '請輸入圖片主題'],
};

const invalidCreativeStory = (language: 'en' | 'cn' | 'tw', width?: number): Story => ({
  globals: { language },
  parameters: width ? { width } : {},
  args: { creative: invalidCreative },
  play: async ({ canvasElement, args }) => {
    await expectMessages(canvasElement, invalidCreativeMessages[language]);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

/** Every message of a creative that breaks the rules. */
export const ValidationMessages = invalidCreativeStory('en');
/** The messages in Simplified Chinese. */
export const ValidationMessagesChinese = invalidCreativeStory('cn');
/** The messages in Traditional Chinese. */
export const ValidationMessagesTraditional = invalidCreativeStory('tw');
/** On a phone (375 px). */
export const NarrowValidationMessages = invalidCreativeStory('en', 375);
