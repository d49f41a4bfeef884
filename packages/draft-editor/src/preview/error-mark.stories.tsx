import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ErrorMark } from './item-problems';

/** The mark beside an item's name, as the navigation and the stepper show it. */
const meta = {
  title: 'draft-editor/ErrorMark',
  component: ErrorMark,
  args: { count: 2 },
  render: (args) => (
    <span className="inline-flex items-center gap-2 text-ink">
      产品词
      <ErrorMark {...args} />
    </span>
  ),
} satisfies Meta<typeof ErrorMark>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Two errors: the number shows, "Errors: 2" is read out. */
export const Default: Story = {
  parameters: { screenshot: 'light and dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Errors: 2')).toBeInTheDocument();
  },
};

/** A large count keeps the mark round at its ends, never cut. */
export const ManyErrors: Story = {
  args: { count: 128 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('128')).toBeVisible();
  },
};

/** No errors: no mark at all. */
export const NoErrors: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.bg-danger')).toBeNull();
  },
};

/** Simplified Chinese: read out "错误：2". */
export const Chinese: Story = {
  globals: { language: 'cn' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('错误：2')).toBeInTheDocument();
  },
};

/** Traditional Chinese: read out "錯誤：2". */
export const Traditional: Story = {
  globals: { language: 'tw' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('錯誤：2')).toBeInTheDocument();
  },
};
