import { adChangeEndpoints, type Endpoint } from '@adconsole/api-client/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { AppRoute } from '../../route-info/route-tree';
import { answerCalls, failedAnswer, pendingAnswer } from '../../storybook/answer-calls';
import { sampleChanges, undoableJob } from '../../storybook/sample-changes';
import { withConsole } from '../../storybook/with-console';
import { ChangeHistoryPage } from './change-history-page';

const { changeHistoryList, bulkEditList } = adChangeEndpoints;

const route = {
  path: '/adManage/changeHistory',
  meta: { title: 'route.changeHistory', i18nKey: 'route.changeHistory' },
} as AppRoute;

/**
 * The change history of the current account: every change this console made (uploads from the ad-draft box,
 * negative keywords, bulk edits, their undo) with who made it, and the changes made elsewhere that the
 * provider's records tell; filtered by dates, level and kind, exported to the download centre.
 *
 * - Do: open it from a chart's marker to see one day's changes.
 * - Don't: offer Undo on a row whose job the user may not undo (another user's, undone already).
 */
const meta = {
  title: 'console/ChangeHistoryPage',
  component: ChangeHistoryPage,
  decorators: [withConsole],
  args: { route },
  parameters: {
    console: { path: '/adManage/changeHistory?beginDate=2026-11-20&endDate=2026-11-26' },
  },
  beforeEach: answerCalls(
    new Map<Endpoint, unknown>([
      [changeHistoryList, sampleChanges],
      [bulkEditList, [undoableJob]],
    ]),
  ),
} satisfies Meta<typeof ChangeHistoryPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A week of changes of every kind; the bulk edit its user may still undo offers Undo. */
export const Changes: Story = {
  parameters: { screenshot: 'light and dark' },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Change history' });
    await within(table).findByText('鲜花计划');
    await expect(within(table).getAllByRole('row')).toHaveLength(7);
    await expect(await canvas.findAllByRole('button', { name: /^Undo job 7/ })).toHaveLength(2);
    await expect(within(table).getByText('Elsewhere')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export' })).toBeVisible();
  },
};

/** No change in the range. */
export const Empty: Story = {
  beforeEach: answerCalls(new Map([[changeHistoryList, []]])),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No changes in this range.')).toBeVisible();
  },
};

/** While the history loads. */
export const Loading: Story = {
  beforeEach: answerCalls(new Map([[changeHistoryList, pendingAnswer]])),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Change history' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The history could not be read: the table says so and offers to try again. */
export const Failed: Story = {
  beforeEach: answerCalls(new Map([[changeHistoryList, failedAnswer]])),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /retry|try again/i })).toBeVisible();
  },
};

/** In Chinese. */
export const Chinese: Story = {
  globals: { language: 'cn' },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '修改历史' });
    await within(table).findByText('其他途径');
    await expect(within(table).getByText('启用 → 暂停')).toBeVisible();
  },
};

/** At a phone's width the filters wrap and the page never scrolls sideways (the table scrolls in its card). */
export const Phone: Story = {
  parameters: { width: 375 },
  play: async ({ canvas }) => {
    await canvas.findByText('鲜花计划');
    const page = canvas.getByRole('region', { name: 'Change history' });
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
