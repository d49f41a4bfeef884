import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { Campaign } from '@adconsole/draft-rules';
import { MinimalCampaignForm } from './minimal-example';

/** The introduction's example, kept working by this story's test (docs/architecture.md#storybook). */
const meta = {
  title: 'draft-editor/Introduction example',
  component: MinimalCampaignForm,
  tags: ['!autodocs'],
  args: { onSave: fn(async (_campaign: Campaign) => undefined) },
} satisfies Meta<typeof MinimalCampaignForm>;
export default meta;

export const Minimal: StoryObj<typeof meta> = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save campaign' }));
    await expect(canvas.getByRole('textbox', { name: 'Campaign name' })).toHaveAccessibleDescription(/./);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
