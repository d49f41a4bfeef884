import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MinimalReportTable } from './minimal-example';

/** The introduction's example, kept working by this story's test (docs/architecture.md#storybook). */
const meta = {
  title: 'report-table/Introduction example',
  component: MinimalReportTable,
  tags: ['!autodocs'],
} satisfies Meta<typeof MinimalReportTable>;
export default meta;

export const Minimal: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Keywords' });
    await expect(table).toHaveTextContent('running shoes');
    await expect(table).toHaveTextContent('1,444.50');
  },
};
