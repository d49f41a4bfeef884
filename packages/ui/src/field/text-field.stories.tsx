import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Input } from './input';
import { TextField } from './text-field';

const meta = {
  title: 'ui/TextField',
  component: TextField,
  args: { label: 'Campaign name' },
} satisfies Meta<typeof TextField>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Campaign name' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Brand words');
    await expect(input).toHaveValue('Brand words');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** A rejected value: the message is tied to the input and read with it. */
export const WithError: Story = {
  parameters: { screenshot: 'light and dark' },
  args: { error: 'Please enter the campaign name', defaultValue: '' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Campaign name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter the campaign name');
  },
};

/** A value whose origin needs saying: the description is under the input and read after the error. */
export const WithDescription: Story = {
  args: {
    label: 'Refresh token',
    description: 'From the authorisation of your app in the developer centre',
    error: 'This field is required',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Refresh token' });
    await expect(input).toHaveAccessibleDescription(
      'This field is required From the authorisation of your app in the developer centre',
    );
  },
};

/** The bare Input, named by aria-label where a visible label would be noise (a search box). */
export const BareInput: Story = {
  render: () => <Input aria-label="Search routes" placeholder="Search routes" type="search" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search routes' })).toBeInTheDocument();
  },
};

/** Disabled: the value shows but cannot be changed or focused. */
export const Disabled: Story = {
  args: { label: 'Account', defaultValue: 'adc-demo-01', disabled: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Account' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

const longChinese = '品牌词推广计划二零二四年夏季北方地区促销活动专用的推广单元名';
const longWord = 'BrandKeywordsSummerPromotionCampaignForNorthernRegions';

/**
 * On a 375 px phone: a 30-character Simplified Chinese label and error wrap under the field; an unbroken
 * English value scrolls inside the input. Nothing is wider than the phone.
 */
export const LongText: Story = {
  parameters: { width: 375 },
  args: {
    label: longChinese,
    defaultValue: longWord,
    error: '名称不能超过三十个字符，请删除多余的文字后重新保存推广单元',
  },
  play: async ({ canvas, canvasElement }) => {
    const edge = canvasElement.getBoundingClientRect().left + 375;
    const input = canvas.getByRole('textbox', { name: longChinese });
    await expect(input).toHaveAccessibleDescription(/名称不能超过三十个字符/);
    for (const element of [input, canvas.getByText(longChinese), canvas.getByText(/名称不能超过/)]) {
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(edge);
    }
  },
};
