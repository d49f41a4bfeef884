import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { withConsole, type ConsoleStoryParameters } from '../../storybook/with-console';
import { RouteSearch } from './route-search';

/**
 * The search for a page, in the top bar: it finds the pages the user may open by their titles (in the
 * user's language) or paths. Ctrl+K opens it, typing searches, the arrows move and Enter opens the page.
 *
 * - Do: search in the words the menu uses, so what the user saw there is found.
 * - Don't: list a page the user's role cannot open.
 */
const meta = {
  title: 'console/RouteSearch',
  component: RouteSearch,
  decorators: [withConsole],
  parameters: { console: { path: '/home/index' } satisfies ConsoleStoryParameters },
} satisfies Meta<typeof RouteSearch>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Ctrl+K opens it; typing finds pages by their translated titles; the arrows move and Enter opens. */
export const Keyboard: Story = {
  parameters: { screenshot: 'light and dark' },
  play: async ({ canvas }) => {
    await userEvent.keyboard('{Control>}k{/Control}');
    const input = await screen.findByRole('combobox', { name: 'Page name or path' });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.type(input, 'unit monthly');
    const options = await screen.findAllByRole('option');
    await expect(options[0]).toHaveTextContent('Unit monthly report');
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(canvas.getByLabelText('Current path')).toHaveTextContent(
      /^\/(keywordSearch|feeds)\/unitMonth$/,
    );
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** A page no one would call so: nothing found, and it says so. */
export const NothingFound: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Search pages/ }));
    await userEvent.type(await screen.findByRole('combobox', { name: 'Page name or path' }), 'zzzzqqq');
    await expect(await screen.findByRole('status')).toHaveTextContent('No page matches');
    await expect(screen.queryAllByRole('option')).toHaveLength(0);
  },
};

/** In Traditional Chinese it searches the Traditional Chinese titles. */
export const TraditionalChinese: Story = {
  globals: { language: 'tw' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /搜尋頁面/ }));
    await userEvent.type(await screen.findByRole('combobox', { name: '頁面名稱或路徑' }), '下載中心');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByLabelText('Current path')).toHaveTextContent('/downloadCenter/index');
  },
};
