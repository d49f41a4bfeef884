import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Campaign, CampaignRecord } from '@adconsole/draft-rules';
import { sampleDraft, springCampaign } from '../testing/sample-draft';
import { expectMessages } from '../testing/story-messages';
import { CampaignForm } from './campaign-form';

const meta = {
  title: 'draft-editor/CampaignForm',
  component: CampaignForm,
  args: { draft: sampleDraft, onSubmit: fn(async (_campaign: Campaign) => undefined) },
} satisfies Meta<typeof CampaignForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * A new campaign: messages as the user types (a name over 30 bytes, a Chinese character counting 2, a budget under 50),
 * the business the draft's check asks for, a region; then the campaign as saved.
 */
export const NewCampaign: Story = {
  parameters: { screenshot: 'light and dark' },
  play: async ({ canvas, args, step }) => {
    const name = canvas.getByRole('textbox', { name: 'Campaign name' });
    await step('the name counted in bytes as typed', async () => {
      await userEvent.type(name, '春季数据分析平台品牌推广活动计划一');
      await expect(name).toHaveAccessibleDescription(
        '34 of 30 bytes — a Chinese character counts 2 The campaign name must be at most 30 bytes — a Chinese character counts 2',
      );
      await userEvent.clear(name);
      await userEvent.type(name, '春季推广 2');
      await expect(name).toHaveAccessibleDescription('10 of 30 bytes — a Chinese character counts 2');
    });
    await step('the budget at least 50 RMB', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Custom daily budget' }));
      const budget = canvas.getByRole('spinbutton', { name: 'Daily budget (RMB)' });
      await userEvent.type(budget, '49.99');
      await expect(canvas.getByText('The daily budget must be at least 50 RMB')).toBeInTheDocument();
      await userEvent.clear(budget);
      await userEvent.type(budget, '50');
      await expect(canvas.queryByText('The daily budget must be at least 50 RMB')).toBeNull();
    });
    await step('a region, and the business the draft asks for', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: '北京' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Save campaign' }));
      await expect(canvas.getByRole('textbox', { name: 'Promoted business' })).toHaveAccessibleDescription(
        /Enter the promoted business, or promote brand keywords only/,
      );
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Brand keywords only' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Save campaign' }));
      await expect(args.onSubmit).toHaveBeenCalledWith({
        campaignName: '春季推广 2',
        marketingTarget: 1,
        brandKeywordsOnly: true,
        device: 3,
        budgetType: 2,
        budget: 50,
        regionType: 1,
        regions: ['北京'],
        regionBidFactors: {},
        scheduleType: 1,
        bidMode: 1,
      });
    });
  },
};

/** Chinese: a stored campaign renamed to another campaign's name is refused, as the server would (1400). */
export const ChineseDuplicateName: Story = {
  globals: { language: 'cn' },
  args: {
    draft: {
      ...sampleDraft,
      campaigns: [springCampaign, { ...springCampaign, id: 12, campaignName: '品牌推广' }],
    },
    campaign: { ...springCampaign, id: 12, campaignName: '品牌推广' },
  },
  play: async ({ canvas, args }) => {
    const name = canvas.getByRole('textbox', { name: '推广计划名称' });
    await expect(name).toHaveValue('品牌推广');
    await userEvent.clear(name);
    await userEvent.type(name, '春季推广');
    await userEvent.click(canvas.getByRole('button', { name: '保存推广计划' }));
    await expect(name).toHaveAccessibleDescription(/草稿中已有同名推广计划/);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('spinbutton', { name: '上海的出价系数' })).toHaveValue(1.2);
  },
};

/** Traditional Chinese: custom promotion time needs an hour; the grid chooses it from the keyboard. */
export const TraditionalSchedule: Story = {
  globals: { language: 'tw' },
  args: { campaign: springCampaign },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '自訂' }));
    await userEvent.click(canvas.getByRole('button', { name: '儲存推廣計劃' }));
    await expect(canvas.getByText('請至少選擇一個推廣時段')).toBeInTheDocument();
    const grid = canvas.getByRole('grid', { name: '推廣小時' });
    await userEvent.click(within(grid).getByRole('rowheader', { name: '星期一' }));
    await userEvent.click(canvas.getByRole('button', { name: '儲存推廣計劃' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    const saved = args.onSubmit.mock.calls[0]![0];
    await expect(saved.scheduleType).toBe(2);
    await expect(saved.schedule![0]).toEqual(Array(24).fill(true));
  },
};

/**
 * A stored campaign that breaks the rules, as a draft imported from a spreadsheet may: the form shows every
 * message at once (a stored item is checked on opening). Name over 30 bytes, no business, a budget under
 * 50, no region.
 */
const invalidCampaign: CampaignRecord = {
  ...springCampaign,
  campaignName: '春季数据分析平台品牌推广活动计划一',
  business: '',
  budget: 49,
  regions: [],
  regionBidFactors: {},
};

const invalidCampaignMessages: Record<'en' | 'cn' | 'tw', string[]> = {
  en: [
    'The campaign name must be at most 30 bytes — a Chinese character counts 2',
    'Enter the promoted business, or promote brand keywords only',
    'The daily budget must be at least 50 RMB',
    'Choose at least one region',
  ],
  cn: [
    '推广计划名称不能超过 30 字节（1 个汉字计 2 字节）',
    '请填写推广业务，或选择仅投放品牌词',
    '日预算不能低于50元',
    '请至少选择一个推广地域',
  ],
  tw: [
    '推廣計劃名稱不能超過 30 位元組（1 個中文字計 2 位元組）',
    '請填寫推廣業務，或選擇僅投放品牌詞',
    '日預算不能低於50元',
    '請至少選擇一個推廣地域',
  ],
};

const invalidCampaignStory = (language: 'en' | 'cn' | 'tw', width?: number): Story => ({
  globals: { language },
  parameters: width ? { width } : {},
  args: { campaign: invalidCampaign },
  play: async ({ canvasElement, args }) => {
    await expectMessages(canvasElement, invalidCampaignMessages[language]);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

/** Every message of a campaign that breaks the rules. */
export const ValidationMessages = invalidCampaignStory('en');
/** The messages in Simplified Chinese. */
export const ValidationMessagesChinese = invalidCampaignStory('cn');
/** The messages in Traditional Chinese. */
export const ValidationMessagesTraditional = invalidCampaignStory('tw');
/** On a phone (375 px): one column, the messages under their fields. */
export const NarrowValidationMessages = invalidCampaignStory('en', 375);
/** On a phone in Simplified Chinese. */
export const NarrowValidationMessagesChinese = invalidCampaignStory('cn', 375);
