import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Stepper, type StepperStep } from './stepper';
import { documents } from '../testing/story-docs';

type Step = 'base' | 'keywords' | 'creatives' | 'preview';

/** The stepper holding its current step, as the editor holds it in its URL. */
function Steps({ steps, label }: { steps: StepperStep<Step>[]; label: string }) {
  const [current, setCurrent] = useState<Step>('base');
  return (
    <Stepper
      label={label}
      steps={steps}
      current={current}
      hrefOf={(step) => `#${step}`}
      onSelect={setCurrent}
    />
  );
}

const meta = {
  title: 'draft-editor/Stepper',
  // The docs page describes Stepper and its props; the stories render it holding its current step.
  component: documents<ComponentProps<typeof Steps>>(Stepper),
  render: (args) => <Steps {...args} />,
  args: {
    label: 'Steps',
    steps: [
      { id: 'base', label: 'Base style' },
      { id: 'keywords', label: 'Import keywords', errors: 2 },
      { id: 'creatives', label: 'Import creatives' },
      { id: 'preview', label: 'Confirm upload' },
    ],
  },
} satisfies Meta<ComponentProps<typeof Steps>>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Numbered links, the current one marked; a step's errors beside its name; any step opens. */
export const Default: Story = {
  parameters: { screenshot: 'light and dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Base style' })).toHaveAttribute('aria-current', 'step');
    const keywords = canvas.getByRole('link', { name: 'Import keywords Errors: 2' });
    await userEvent.click(keywords);
    await expect(keywords).toHaveAttribute('aria-current', 'step');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('link', { name: 'Import creatives' })).toHaveAttribute(
      'aria-current',
      'step',
    );
  },
};

/** Chinese: a step not open yet (a draft not saved) is not a link. */
export const ChineseDisabled: Story = {
  globals: { language: 'cn' },
  args: {
    label: '步骤',
    steps: [
      { id: 'base', label: '基础样式' },
      { id: 'keywords', label: '导入关键词', disabled: true },
      { id: 'creatives', label: '导入创意', disabled: true },
      { id: 'preview', label: '确认上传', disabled: true },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByText('导入关键词').parentElement).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Traditional Chinese. */
export const Traditional: Story = {
  globals: { language: 'tw' },
  args: {
    label: '步驟',
    steps: [
      { id: 'base', label: '基礎樣式' },
      { id: 'keywords', label: '匯入關鍵詞' },
      { id: 'creatives', label: '匯入創意', errors: 1 },
      { id: 'preview', label: '確認上傳' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: '步驟' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '匯入創意 錯誤：1' })).toBeInTheDocument();
  },
};
