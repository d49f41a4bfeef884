import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ColourTokens, colourTokens, Icons, Sizes, Spacing, TypeScale } from './foundations';

/**
 * The design tokens every component is drawn from: colours in the light and dark themes with their contrast
 * on the surface, the type scale, spacing, the four sizes and the icons. Switch the toolbar's size, theme or
 * theme colour to see them change.
 *
 * For developers: the page reads the tokens from `packages/ui/src/theme.css` itself, so a new token shows up
 * here without an edit.
 */
const meta = {
  title: 'Foundations',
  // A page about the tokens, not one component: it has no props table (scripts/storybook-smoke.mjs).
  tags: ['guide'],
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

export const Colours: Story = {
  parameters: { screenshot: 'light and dark' },
  render: () => <ColourTokens />,
  play: async ({ canvas }) => {
    // Every colour token of theme.css has its row, so a new token appears here by itself.
    await expect(canvas.getAllByRole('row')).toHaveLength(colourTokens.length + 1);
    await expect(canvas.getByRole('rowheader', { name: 'ink' })).toBeInTheDocument();
  },
};
export const Typography: Story = { render: () => <TypeScale /> };
export const SpacingSteps: Story = { name: 'Spacing', render: () => <Spacing /> };
export const FourSizes: Story = {
  name: 'Sizes',
  render: () => <Sizes />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('row', { name: /^mini/ })).toHaveTextContent('28px12px10px');
  },
};
export const IconSet: Story = { name: 'Icons', render: () => <Icons /> };
