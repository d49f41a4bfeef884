import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, screen, userEvent } from 'storybook/test';
import { withConsole, type ConsoleStoryParameters } from '../storybook/with-console';
import { TagsBar } from './tags-bar';
import type { VisitedTag } from '../tags-view/visited-tags';

const tag = (fullPath: string, i18nKey: string, i18nKeyReport?: string, affix?: boolean): VisitedTag => ({
  key: fullPath.split('?')[0]!,
  fullPath,
  title: { title: i18nKey, i18nKey, ...(i18nKeyReport ? { i18nKeyReport } : {}) },
  ...(affix ? { affix } : {}),
});

const tags = [
  tag('/home/index', 'route.home', undefined, true),
  tag('/keywordSearch/keywordReport', 'reports.section.keyword', 'reports.granularity.day'),
  tag('/keywordSearch/unitWeekly', 'reports.section.unit', 'reports.granularity.week'),
  tag('/feeds/crowdMonth', 'reports.section.crowd', 'reports.granularity.month'),
];

/**
 * The tags bar under the top bar: a tab per page visited, the current one marked. A tab's menu (right click,
 * the menu key or Shift+F10) refreshes it, closes it, the others or all; pinned tabs such as Home stay.
 *
 * - Do: keep tab titles the pages' own titles, so a tab reads as the page it opens.
 * - Don't: make the menu the only way to close a tab: each tab has its close button.
 */
const meta = {
  title: 'console/TagsBar',
  component: TagsBar,
  decorators: [withConsole],
  parameters: { console: { path: '/keywordSearch/unitWeekly', tags } satisfies ConsoleStoryParameters },
} satisfies Meta<typeof TagsBar>;
export default meta;

type Story = StoryObj<typeof meta>;

const tabNames = (canvas: { getAllByRole(role: 'link'): HTMLElement[] }) =>
  canvas.getAllByRole('link').map((link) => link.textContent);

/** The visited pages, the active one marked; the pinned Home tab has no close button. */
export const Default: Story = {
  parameters: { screenshot: 'light and dark' },
  play: async ({ canvas }) => {
    await expect(tabNames(canvas)).toEqual([
      'Home',
      'Keyword daily report',
      'Unit weekly report',
      'Crowd monthly report',
    ]);
    await expect(canvas.getByRole('link', { name: 'Unit weekly report' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.queryByRole('button', { name: 'Close Home' })).toBeNull();
  },
};

/** Closing the active tab moves to the last remaining one; closing another stays. */
export const CloseTabs: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close Keyword daily report' }));
    await expect(canvas.getByLabelText('Current path')).toHaveTextContent('/keywordSearch/unitWeekly');
    await userEvent.click(canvas.getByRole('button', { name: 'Close Unit weekly report' }));
    await expect(tabNames(canvas)).toEqual(['Home', 'Crowd monthly report']);
    await expect(canvas.getByLabelText('Current path')).toHaveTextContent('/feeds/crowdMonth');
  },
};

/** The context menu of a tab: close others keeps it and the pinned tab; close all keeps the pinned tab. */
export const ContextMenuActions: Story = {
  play: async ({ canvas }) => {
    fireEvent.contextMenu(canvas.getByRole('link', { name: 'Keyword daily report' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Close others' }));
    await expect(tabNames(canvas)).toEqual(['Home', 'Keyword daily report']);
    await expect(canvas.getByLabelText('Current path')).toHaveTextContent('/keywordSearch/keywordReport');
    fireEvent.contextMenu(canvas.getByRole('link', { name: 'Home' }));
    await expect(screen.queryByRole('menuitem', { name: 'Close' })).toBeNull();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Close all' }));
    await expect(tabNames(canvas)).toEqual(['Home']);
    await expect(canvas.getByLabelText('Current path')).toHaveTextContent('/home/index');
  },
};

/** In Traditional Chinese the tabs read in Traditional Chinese. */
export const TraditionalChinese: Story = {
  globals: { language: 'tw' },
  play: async ({ canvas }) => {
    await expect(tabNames(canvas)).toEqual(['首頁', '關鍵詞日報', '推廣單元週報', '人群月報']);
    await expect(canvas.getByRole('navigation', { name: '已開啟的頁面' })).toBeVisible();
  },
};
