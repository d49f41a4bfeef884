import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { contrastRatio, defaultThemeColor, resetThemeColor, setThemeColor } from './theme-color';

const swatches = [defaultThemeColor, '#1890ff', '#d03050', '#f5d90a'];

/** The settings drawer's theme colour: every primitive follows a colour set at run time. */
function ThemeColorDemo() {
  return (
    <div className="flex flex-col gap-4">
      <div role="group" aria-label="Theme colour" className="flex gap-2">
        {swatches.map((color) => (
          <button
            key={color}
            type="button"
            aria-label={`Use ${color}`}
            onClick={() => setThemeColor(color)}
            className="size-8 rounded border border-border"
            style={{ background: color }}
          />
        ))}
      </div>
      <div className="flex items-center gap-3">
        <Button variant="primary">Search</Button>
        <Button variant="ghost">Reset</Button>
        <span className="rounded bg-primary-soft px-2 py-1 text-primary-text" data-testid="soft">
          Soft shade
        </span>
      </div>
    </div>
  );
}

/**
 * The theme colour a user picks in the settings drawer. Every component follows it: the primary button,
 * links, the selected item, focus rings and the soft shade behind chosen rows. A light colour gets dark text
 * on it and a darker text shade, so both stay readable.
 *
 * - Do: check a new colour here in both themes before offering it.
 * - Don't: give one component a colour of its own; use the tokens (see Foundations).
 *
 * For developers: `setThemeColor(colour)` sets it on the whole document.
 */
const meta = {
  title: 'ui/ThemeColor',
  component: ThemeColorDemo,
  // A page about a setting of the whole kit, not one component: it has no props table.
  tags: ['guide'],
  // The colour lives on the document: put it back for the stories that follow.
  beforeEach: () => () => resetThemeColor(),
} satisfies Meta<typeof ThemeColorDemo>;
export default meta;

type Story = StoryObj<typeof meta>;

/** `rgb(r, g, b)` as `#rrggbb`. */
const hexOf = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((c) => Number(c).toString(16).padStart(2, '0'))
    .join('')}`;

const softTextContrast = (element: HTMLElement) => {
  const style = getComputedStyle(element);
  return contrastRatio(hexOf(style.color), hexOf(style.backgroundColor));
};

export const Swatches: Story = {
  parameters: { screenshot: 'light and dark' },
  play: async ({ canvas, step }) => {
    const search = canvas.getByRole('button', { name: 'Search' });
    const soft = canvas.getByTestId('soft');
    await expect(getComputedStyle(search).backgroundColor).toBe('rgb(91, 91, 214)');
    const softBefore = getComputedStyle(soft).backgroundColor;

    await step('a red theme colour', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Use #d03050' }));
      // The button eases into its new colour (transition-colors), so wait for it to settle.
      await waitFor(() => expect(getComputedStyle(search).backgroundColor).toBe('rgb(208, 48, 80)'));
      await expect(getComputedStyle(search).color).toBe('rgb(255, 255, 255)');
      await expect(getComputedStyle(soft).backgroundColor).not.toBe(softBefore);
      await expect(getComputedStyle(soft).backgroundColor).not.toBe('rgb(208, 48, 80)');
      await expect(softTextContrast(soft)).toBeGreaterThanOrEqual(4.5);
    });

    await step('a light colour gets dark text and a darker text shade, so both stay legible', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Use #f5d90a' }));
      await waitFor(() => expect(getComputedStyle(search).backgroundColor).toBe('rgb(245, 217, 10)'));
      await waitFor(() =>
        expect(contrastRatio(hexOf(getComputedStyle(search).color), '#f5d90a')).toBeGreaterThanOrEqual(4.5),
      );
      await expect(softTextContrast(soft)).toBeGreaterThanOrEqual(4.5);
    });
  },
};
