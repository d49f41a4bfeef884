import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { marketingTarget } from '@adconsole/draft-rules';
import { brandUnit, sampleDraft, springCampaign } from '../testing/sample-draft';
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
  parameters: { language: 'cn' },
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
  parameters: { language: 'tw' },
  args: { unit: brandUnit, readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '推廣單元名稱' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '儲存推廣單元' })).toBeDisabled();
  },
};
